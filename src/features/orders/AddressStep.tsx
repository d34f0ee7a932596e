import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { AddressChoice, NoAddressPanel } from '../../components/AddressChoice';
import { FormAlert } from '../../components/form/FormAlert';
import { orderErrorText } from './orderErrors';
import { ShopGroups } from './ShopGroups';
import type { CheckoutFlow } from './useCheckoutFlow';

/** Where the address form sends the customer back to after saving. */
export const CHECKOUT_PATH = '/orderOrdering/create';

/** Step 1: the selected lines as orders, and where they go. */
export function AddressStep({ flow, headingRef }: { flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const items = useSelector(flow, (s) => s.context.items);
  const addresses = useSelector(flow, (s) => s.context.addresses);
  const chosen = useSelector(flow, (s) => s.context.choices.addressId);
  const error = useSelector(flow, (s) => s.context.error);
  const canNext = useSelector(flow, (s) => s.can({ type: 'checkout.next' }));
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Chọn địa chỉ nhận hàng</Trans>
      </h2>
      <FormAlert message={orderErrorText(error)} />
      <ShopGroups items={items} />
      <AddressChoice
        name="checkout-address"
        legendClassName="checkout-section-title"
        addresses={addresses}
        chosen={chosen}
        onChoose={(addressId) => flow.send({ type: 'checkout.chooseAddress', addressId })}
        returnTo={CHECKOUT_PATH}
      />
      <div className="step-actions">
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={!canNext}
          onClick={() => flow.send({ type: 'checkout.next' })}
        >
          <Trans>Tiếp tục</Trans>
        </button>
      </div>
    </>
  );
}

/** No saved address yet: the one thing to do is add one. */
export function NoAddressStep({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <NoAddressPanel headingRef={headingRef} returnTo={CHECKOUT_PATH}>
      <Trans>Thêm một địa chỉ để chúng tôi biết giao hàng tới đâu. Sau khi lưu, bạn sẽ quay lại đây để đặt hàng tiếp.</Trans>
    </NoAddressPanel>
  );
}
