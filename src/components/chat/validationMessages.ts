import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { v, type ValidationKey } from '../../../contract/validation';
import { registerValidationMessages } from '../../i18n/validationMessages';

/**
 * What a person reads for the chat's own validation keys, in the chat catalog rather than the
 * first one (src/i18n/validationMessages.ts says why). The chat pages import it.
 */
export const chatValidationMessages = {
  [v.chatMessageEmpty]: msg`Hãy nhập tin nhắn hoặc chọn ảnh`,
  [v.chatClientIdInvalid]: msg`Mã tin nhắn của thiết bị không hợp lệ`,
} satisfies Partial<Record<ValidationKey, MessageDescriptor>>;

registerValidationMessages(chatValidationMessages);
