import { t } from '@lingui/core/macro';
import { MAX_ADDRESSES } from '../../../contract/addresses';
import { ApiError } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/**
 * The address book's refusals in words that say what to do next; every other failure in the
 * app's usual words (errorText).
 */
export function addressErrorText(error: unknown): string | null {
  if (error instanceof ApiError && error.code === 'default-address-in-use') {
    return t`Không thể xóa địa chỉ mặc định khi bạn còn địa chỉ khác. Hãy đặt một địa chỉ khác làm mặc định rồi xóa địa chỉ này.`;
  }
  if (error instanceof ApiError && error.code === 'address-limit-reached') {
    return t`Sổ địa chỉ đã đủ ${MAX_ADDRESSES} địa chỉ. Hãy xóa bớt một địa chỉ không dùng nữa rồi thêm lại.`;
  }
  return errorText(error);
}
