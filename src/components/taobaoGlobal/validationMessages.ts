import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { v, type ValidationKey } from '../../../contract/validation';
import { registerValidationMessages } from '../../i18n/validationMessages';

/**
 * What a person reads for Taobao Global's own validation keys, in its catalog rather than the
 * first one (src/i18n/validationMessages.ts says why). The pages that link accounts import it.
 */
export const taobaoGlobalValidationMessages = {
  [v.taobaoTokenInvalid]: msg`Mã token gồm 8–512 ký tự, không có khoảng trắng`,
  [v.taobaoTokenExpired]: msg`Mã token đã hết hạn; hãy lấy mã mới hoặc nhập kèm mã làm mới (refresh token)`,
  [v.taobaoGoodsRequired]: msg`Vui lòng chọn sản phẩm để đặt qua Taobao quốc tế`,
  [v.taobaoSitesOnly]: msg`Chỉ đặt được sản phẩm Taobao, Tmall qua Taobao quốc tế`,
  // {closedOn} is the day the window closed, filled in by whoever shows it.
  [v.taobaoRefundWindowClosed]: msg({ message: 'Đã quá hạn trả hàng hoàn tiền: hạn yêu cầu đã đóng ngày {closedOn}' }),
} satisfies Partial<Record<ValidationKey, MessageDescriptor>>;

registerValidationMessages(taobaoGlobalValidationMessages);
