import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { addCartItem, cartKeys } from '../../api/cart';
import { useApi } from '../../api/ApiProvider';
import { BusyButton } from '../../components/BusyButton';
import { FormAlert } from '../../components/form/FormAlert';
import { addToCartErrorText } from './addToCartError';
import type { CartLine } from './selection';

type Props = {
  /** The line to add, or null while the choice is incomplete. */
  line: CartLine | null;
  /** Ids of what explains a disabled button (the stock line, the quantity's error). */
  describedBy: string | undefined;
  minQuantity: number;
};

/**
 * "Thêm vào giỏ hàng": sends the chosen SKU, quantity and note (the server prices it), and says
 * so in a live region with a way to the cart. Pressing it again adds again (the server merges a
 * repeat of the same SKU into its line).
 */
export function AddToCart({ line, describedBy, minQuantity }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const resultId = useId();
  const add = useMutation({
    mutationFn: (body: CartLine) => addCartItem(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });

  return (
    <>
      <BusyButton
        busy={add.isPending}
        busyLabel={<Trans>Đang thêm…</Trans>}
        disabled={line === null || add.isPending}
        aria-describedby={line === null ? describedBy : undefined}
        onClick={() => line && add.mutate(line)}
      >
        <Trans>Thêm vào giỏ hàng</Trans>
      </BusyButton>
      <div id={resultId} role="status" className="product-order__added">
        {add.isSuccess && (
          <p>
            <Trans>Đã thêm vào giỏ hàng</Trans>{' '}
            <Link to="/shoppingCart" className="product-order__cart-link">
              <Trans>Xem giỏ hàng</Trans>
            </Link>
          </p>
        )}
      </div>
      <FormAlert message={add.isError ? addToCartErrorText(add.error, minQuantity) : null} />
    </>
  );
}
