import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { v, type ValidationKey } from '../../../contract/validation';
import { registerValidationMessages } from '../../i18n/validationMessages';

/**
 * What a person reads for pay on behalf's own validation keys, in its catalog rather than the
 * first one (src/i18n/validationMessages.ts says why). Importing this module registers them:
 * labels.ts, which every pay-on-behalf page and dialog uses, imports it.
 */
export const pobValidationMessages = {
  [v.pobSiteInvalid]: msg`Vui lòng chọn Taobao, Tmall hoặc 1688`,
  [v.paymentLinkRequired]: msg`Vui lòng dán link thanh toán hộ (代付) hoặc nội dung chia sẻ có chứa link`,
  [v.paymentLinkNotFound]: msg`Không tìm thấy link (http:// hoặc https://) trong nội dung đã dán`,
  [v.paymentLinkSiteInvalid]: msg`Link thanh toán phải là link của Taobao, Tmall, 1688 hoặc Alipay`,
  [v.sellerOrderIdsRequired]: msg`Vui lòng nhập ít nhất một mã đơn hàng của người bán`,
  [v.sellerOrderIdsTooMany]: msg`Mỗi yêu cầu thanh toán hộ có tối đa 15 mã đơn hàng`,
  [v.sellerOrderIdsOneFor1688]: msg`Yêu cầu thanh toán hộ trên 1688 chỉ có đúng 1 mã đơn hàng`,
  [v.sellerOrderIdInvalid]: msg`Mã đơn hàng của người bán chỉ gồm chữ số, dài 8–25 số`,
  [v.sellerOrderIdDuplicate]: msg`Có mã đơn hàng bị nhập trùng`,
  [v.pobAmountInvalid]: msg`Số tiền (¥) phải lớn hơn 0, tối đa ¥1.000.000, và không quá 2 chữ số thập phân`,
  // {maxFen} is filled in, as ¥, by whoever knows what is still refundable.
  [v.pobRefundAboveRefundable]: msg({ message: 'Số tiền hoàn tối đa còn lại là {maxFen}' }),
  [v.alipayTradeNoInvalid]: msg`Mã giao dịch Alipay gồm 10–64 chữ và số`,
} satisfies Partial<Record<ValidationKey, MessageDescriptor>>;

registerValidationMessages(pobValidationMessages);
