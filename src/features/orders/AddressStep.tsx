import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { FormAlert } from '../../components/form/FormAlert';
import { AddressOptions } from '../../components/OptionRow';
import { orderErrorText } from './orderErrors';
import { ShopGroups } from './ShopGroups';
import type { CheckoutFlow } from './useCheckoutFlow';

/** Where the address form sends the customer back to after saving. */
export const CHECKOUT_PATH = '/orderOrdering/create';

/** "Thêm địa chỉ": the address form, which comes back to the checkout (the choices are saved). */
export function AddAddressLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link
      to="/address/create"
      search={{ returnTo: CHECKOUT_PATH }}
      className={`btn ${primary ? 'btn-primary' : 'btn-secondary'} btn-block`}
    >
      <Trans>Thêm địa chỉ</Trans>
    </Link>
  );
}

/** Step 1: the selected lines as orders, and where they go. */
export function AddressStep({ flow, headingRef }: { flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useLingui();
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
      <fieldset className="card step-choices">
        <legend className="checkout-section-title">{t`Giao tới`}</legend>
        <AddressOptions
          name="checkout-address"
          addresses={addresses}
          chosen={chosen}
          onChoose={(addressId) => flow.send({ type: 'checkout.chooseAddress', addressId })}
        />
        <AddAddressLink />
      </fieldset>
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
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Bạn chưa có địa chỉ nhận hàng</Trans>
      </h2>
      <p className="muted">
        <Trans>Thêm một địa chỉ để chúng tôi biết giao hàng tới đâu. Sau khi lưu, bạn sẽ quay lại đây để đặt hàng tiếp.</Trans>
      </p>
      <AddAddressLink primary />
    </section>
  );
}
