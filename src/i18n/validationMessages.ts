import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/auth';
import { v, type ValidationKey } from '../../contract/validation';
import type { chatValidationMessages } from '../components/chat/validationMessages';
import type { complaintValidationMessages } from '../components/complaints/validationMessages';
import type { pobValidationMessages } from '../components/pob/validationMessages';
import type { taobaoGlobalValidationMessages } from '../components/taobaoGlobal/validationMessages';

/**
 * Keys whose words load with their area's catalog: a feature's own module (such as
 * src/components/pob/validationMessages.ts) gives them and registers them when its pages load,
 * so the first load carries only the words of the forms every area shares. Every key is in
 * exactly one of the two lists: the types refuse a key in neither.
 */
type AreaValidationKey =
  | keyof typeof pobValidationMessages
  | keyof typeof taobaoGlobalValidationMessages
  | keyof typeof complaintValidationMessages
  | keyof typeof chatValidationMessages;

/** The contract's schemas carry keys; this is what a person reads for each of them. */
const validationMessages: Record<Exclude<ValidationKey, AreaValidationKey>, MessageDescriptor> = {
  [v.required]: msg`Vui lòng nhập thông tin này`,
  [v.nameRequired]: msg`Vui lòng điền vào tên`,
  [v.userNameInvalid]: msg`Tên đăng nhập gồm 3–32 chữ cái không dấu, số, dấu chấm hoặc gạch dưới`,
  [v.emailInvalid]: msg`Email không hợp lệ`,
  [v.phoneInvalid]: msg`Số điện thoại không đúng định dạng`,
  [v.passwordTooShort]: msg`Mật khẩu phải có ít nhất ${PASSWORD_MIN} ký tự`,
  [v.passwordTooLong]: msg`Mật khẩu không được dài quá ${PASSWORD_MAX} ký tự`,
  [v.passwordsDiffer]: msg`Mật khẩu xác nhận không khớp`,
  [v.codeInvalid]: msg`Mã xác nhận gồm 6 chữ số`,
  [v.localeInvalid]: msg`Ngôn ngữ này chưa được hỗ trợ`,
  [v.roleInvalid]: msg`Vai trò không hợp lệ`,
  [v.dutyInvalid]: msg`Nhiệm vụ không hợp lệ`,
  [v.addressRequired]: msg`Địa chỉ không được để trống`,
  // The product's own wording, kept as written.
  [v.areaRequired]: msg`Vui lòng chọn khu vực nhận hàng`,
  [v.tooLong]: msg`Nội dung quá dài`,
  [v.textInvalidCharacters]: msg`Có ký tự không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều văn bản)`,
  [v.amountInvalid]: msg`Số tiền phải là số nguyên dương`,
  // {min} and {max} are filled in, as VND, by whoever knows the limits (the settings).
  [v.amountBelowMinimum]: msg({ message: 'Số tiền tối thiểu là {min}' }),
  [v.amountAboveMaximum]: msg({ message: 'Số tiền tối đa là {max}' }),
  [v.bankRequired]: msg`Vui lòng chọn ngân hàng`,
  [v.accountNumberInvalid]: msg`Số tài khoản gồm 4–19 chữ số`,
  [v.accountNameInvalid]: msg`Tên chủ tài khoản viết không dấu, như trên thẻ ngân hàng`,
  [v.reasonRequired]: msg`Vui lòng nhập lý do`,
  [v.memoRequired]: msg`Vui lòng nhập nội dung chuyển khoản`,
  [v.referenceRequired]: msg`Vui lòng nhập mã giao dịch ngân hàng`,
  [v.limitsInverted]: msg`Mức tối thiểu phải nhỏ hơn hoặc bằng mức tối đa`,
  [v.dateRangeInvalid]: msg`Ngày kết thúc phải từ ngày bắt đầu trở đi, cách nhau tối đa 366 ngày`,
  [v.dateInvalid]: msg`Ngày không hợp lệ`,
  [v.imageMissing]: msg`Không tìm thấy ảnh này, vui lòng tải ảnh lên lại`,
  [v.slugInvalid]: msg`Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang (ví dụ: bang-gia)`,
  [v.agencyCodeInvalid]: msg`Mã khách hàng chỉ gồm chữ không dấu, số, dấu gạch ngang hoặc gạch dưới, tối đa 20 ký tự`,
  [v.tiersIncomplete]: msg`Bậc đầu tiên phải bắt đầu từ 0 (hoặc từ 1 sản phẩm) và không có hai bậc cùng mức bắt đầu`,
  [v.shippingRouteDuplicate]: msg`Mỗi kho và tuyến vận chuyển chỉ có một bảng giá`,
  [v.quantityInvalid]: msg`Số lượng phải từ 1 đến 9.999`,
  [v.cartEmpty]: msg`Vui lòng chọn ít nhất một sản phẩm`,
  [v.addressChoose]: msg`Vui lòng chọn địa chỉ nhận hàng`,
  [v.trackingCodesRequired]: msg`Vui lòng nhập ít nhất một mã vận đơn`,
  [v.trackingCodesTooMany]: msg`Mỗi đơn ký gửi có tối đa 50 mã vận đơn`,
  [v.trackingCodeInvalid]: msg`Mã vận đơn chỉ gồm chữ, số và dấu gạch ngang, dài 8–30 ký tự`,
  [v.trackingCodeDuplicate]: msg`Có mã vận đơn bị nhập trùng`,
  [v.goodsRequired]: msg`Vui lòng mô tả hàng hóa trong kiện`,
  [v.packagesRequired]: msg`Vui lòng chọn ít nhất một kiện hàng`,
  [v.deliveryTrackingCodeInvalid]: msg`Mã vận đơn chỉ gồm chữ, số và dấu gạch ngang, tối đa 60 ký tự`,
  [v.notificationEmailNotAllowed]: msg`Chỉ thông báo về tiền (ví, thanh toán hộ) mới gửi được qua email`,
};

/** The words of area keys registered so far (see AreaValidationKey). */
const areaMessages = new Map<string, MessageDescriptor>();

/** An area's module gives the words of its own keys, once its pages load. */
export function registerValidationMessages(messages: Partial<Record<ValidationKey, MessageDescriptor>>): void {
  for (const [key, descriptor] of Object.entries(messages)) if (descriptor) areaMessages.set(key, descriptor);
}

function descriptorOf(message: string): MessageDescriptor | undefined {
  return Object.hasOwn(validationMessages, message)
    ? validationMessages[message as keyof typeof validationMessages]
    : areaMessages.get(message);
}

/**
 * A validation key becomes its translation (with `values` for keys that carry placeholders);
 * anything else (a server's text) is shown as it is.
 */
export function translateValidation(i18n: I18n, message: string, values?: Record<string, string>): string {
  const descriptor = descriptorOf(message);
  if (!descriptor) return message;
  // A descriptor built with ${…} carries its own values (the password length): keep them.
  // Positional arguments, not a descriptor literal: the catalog extractor reads `i18n._({…})` calls.
  return i18n._(descriptor.id, { ...descriptor.values, ...values }, { message: descriptor.message });
}
