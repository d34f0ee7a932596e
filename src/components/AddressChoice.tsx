import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode, Ref } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { Address } from '../../contract/addresses';
import { AddressOptions } from './OptionRow';

/**
 * "Thêm địa chỉ" inside a flow that needs an address: the address form, which comes back to
 * `returnTo` with the new address chosen (the flow saved its choices before leaving).
 */
function AddAddressLink({ returnTo, primary = false }: { returnTo: string; primary?: boolean }) {
  return (
    <Link to="/address/create" search={{ returnTo }} className={`btn ${primary ? 'btn-primary' : 'btn-secondary'} btn-block`}>
      <Trans>Thêm địa chỉ</Trans>
    </Link>
  );
}

/** A flow that sends goods to one of the customer's saved addresses (machines/addressChoice.ts), under its event prefix `P`. */
type AddressFlow<P extends string> = ActorRef<
  Snapshot<unknown> & { context: { addresses: readonly Address[]; choices: { addressId: number | null } } },
  { type: `${P}.chooseAddress`; addressId: number }
>;

/** "Giao tới": the customer's saved addresses to choose from, and a way to add one, in a flow's choice step. */
export function AddressChoice<P extends string>({
  flow,
  prefix,
  legendClassName,
  returnTo,
}: {
  flow: AddressFlow<P>;
  prefix: P;
  legendClassName: string;
  returnTo: string;
}) {
  const { t } = useLingui();
  const addresses = useSelector(flow, (s) => s.context.addresses);
  const chosen = useSelector(flow, (s) => s.context.choices.addressId);
  return (
    <fieldset className="card step-choices">
      <legend className={legendClassName}>{t`Giao tới`}</legend>
      <AddressOptions
        name={`${prefix}-address`}
        addresses={addresses}
        chosen={chosen}
        onChoose={(addressId) => flow.send({ type: `${prefix}.chooseAddress`, addressId })}
      />
      <AddAddressLink returnTo={returnTo} />
    </fieldset>
  );
}

/** No saved address yet: the one thing to do is add one; `children` says what comes after. */
export function NoAddressPanel({
  headingRef,
  returnTo,
  children,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  returnTo: string;
  children: ReactNode;
}) {
  return (
    <section className="card step-panel">
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Bạn chưa có địa chỉ nhận hàng</Trans>
      </h2>
      <p className="muted">{children}</p>
      <AddAddressLink returnTo={returnTo} primary />
    </section>
  );
}
