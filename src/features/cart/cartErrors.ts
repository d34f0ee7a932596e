import { t } from '@lingui/core/macro';
import { MAX_CART_LINES } from '../../../contract/cart';
import { ApiError } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/** The cart's refusals in words that say what to do next; every other failure in the app's usual words. */
export function cartErrorText(error: unknown, minQuantity = 1): string | null {
  if (error instanceof ApiError) {
    if (error.code === 'product-unavailable') return t`Sản phẩm này đã hết hàng hoặc người bán đã ngừng bán.`;
    if (error.code === 'quantity-below-minimum') return t`Người bán chỉ nhận từ ${minQuantity} sản phẩm.`;
    if (error.code === 'cart-full') return t`Giỏ hàng đã đủ ${MAX_CART_LINES} sản phẩm. Hãy đặt hàng hoặc xóa bớt.`;
    if (error.status === 404) return t`Sản phẩm này không còn trong giỏ hàng (có thể đã xóa ở thiết bị khác).`;
  }
  return errorText(error);
}
