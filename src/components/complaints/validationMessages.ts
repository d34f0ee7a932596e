import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { v, type ValidationKey } from '../../../contract/validation';
import { registerValidationMessages } from '../../i18n/validationMessages';

/**
 * What a person reads for the complaint form's own validation keys, in the complaints catalog
 * rather than the first one (src/i18n/validationMessages.ts says why). The complaint pages import it.
 */
export const complaintValidationMessages = {
  [v.complaintItemsRequired]: msg`Vui lòng chọn sản phẩm (mỗi sản phẩm một lần) mà bạn khiếu nại`,
  [v.complaintItemsOnlyForOrders]: msg`Chỉ khiếu nại đơn mua hộ mới chọn từng sản phẩm`,
  // {maxCount} is the most pieces still free for a complaint, filled in by whoever shows it.
  [v.complaintQuantityAboveBought]: msg({ message: 'Số lượng khiếu nại tối đa của sản phẩm này là {maxCount}' }),
  [v.complaintAmountInvalid]: msg`Số tiền phải là số nguyên VND lớn hơn 0`,
  // {maxVnd} is the most the complaint may get, formatted as money.
  [v.complaintAmountAboveCap]: msg({ message: 'Số tiền tối đa có thể hoàn cho khiếu nại này là {maxVnd}' }),
  [v.complaintTooEarly]: msg`Chỉ khiếu nại được đơn đã nhận hàng, hoặc yêu cầu thanh toán hộ đã thanh toán`,
  // {closedOn} is the day the window closed.
  [v.complaintWindowClosed]: msg({ message: 'Đã quá hạn khiếu nại: hạn đã đóng ngày {closedOn}' }),
  [v.videoLinkInvalid]: msg`Link video phải bắt đầu bằng http:// hoặc https://`,
} satisfies Partial<Record<ValidationKey, MessageDescriptor>>;

registerValidationMessages(complaintValidationMessages);
