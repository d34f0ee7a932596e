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
} satisfies Partial<Record<ValidationKey, MessageDescriptor>>;

registerValidationMessages(taobaoGlobalValidationMessages);
