import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaobaoIntOrderStatus } from '../../../contract/taobaoIntOrderStatus';

/*
 * The customer's own words for an order's states; the state names themselves are shared with the
 * console (src/components/taobaoGlobal/labels.ts).
 */

/** What each state means for the customer, said under the status on the order's page. */
export const taobaoIntOrderStatusHints: Record<TaobaoIntOrderStatus, MessageDescriptor> = {
  awaitingPayment: msg`Đã trừ tiền trong ví. MuaHộ đang tạo đơn và thanh toán trên Taobao quốc tế.`,
  paying: msg`Taobao quốc tế đã nhận lệnh thanh toán và đang xử lý.`,
  payFailed: msg`Không mua được hàng trên Taobao quốc tế. Toàn bộ số tiền đã trừ được hoàn lại vào ví.`,
  awaitingShipment: msg`Đã thanh toán cho người bán. Người bán đang chuẩn bị gửi hàng tới kho Trung Quốc.`,
  shipping: msg`Người bán đã gửi hàng tới kho Trung Quốc. Mã vận đơn ở bên dưới.`,
  received: msg`Kho Trung Quốc đã nhận hàng; hàng tiếp tục về Việt Nam theo đơn ký gửi.`,
  cancelled: msg`Đơn đã đóng trên Taobao quốc tế sau khi thanh toán. Khoản người bán hoàn sẽ về ví.`,
};

/** What an empty filter says: none of these yet. */
export const taobaoIntEmptyStatusLabels: Record<TaobaoIntOrderStatus, MessageDescriptor> = {
  awaitingPayment: msg`Không có đơn nào chờ thanh toán`,
  paying: msg`Không có đơn nào đang thanh toán`,
  payFailed: msg`Không có đơn nào thanh toán thất bại`,
  awaitingShipment: msg`Không có đơn nào chờ giao hàng`,
  shipping: msg`Không có đơn nào đang giao hàng`,
  received: msg`Chưa có đơn nào đã nhận hàng`,
  cancelled: msg`Không có đơn nào đã hủy`,
};
