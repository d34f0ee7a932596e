import { t } from '@lingui/core/macro';
import { MAX_CART_LINES } from '../../../contract/cart';
import { ApiError } from '../../api/errors';
import { errorText } from '../../components/form/serverErrors';

/** Why the cart did not take the line, in words that say what to do; otherwise the app's usual words. */
export function addToCartErrorText(error: unknown, minQuantity: number): string | null {
  if (error instanceof ApiError) {
    if (error.code === 'product-unavailable') return t`Loại hàng này vừa hết hoặc người bán đã ngừng bán. Hãy chọn loại khác.`;
    if (error.code === 'quantity-below-minimum') return t`Người bán chỉ nhận từ ${minQuantity} sản phẩm. Hãy tăng số lượng.`;
    if (error.code === 'cart-full') return t`Giỏ hàng đã đủ ${MAX_CART_LINES} sản phẩm. Hãy đặt hàng hoặc xóa bớt rồi thêm lại.`;
  }
  return errorText(error);
}
