import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { addressLine, type Address } from '../../contract/addresses';
import { formatPhone } from '../../contract/phone';
import './OptionRow.css';

/**
 * A checkbox or radio (`control`), its name and a short explanation (`children`); the whole row
 * is the target (44 px and more). The step pages' choices: services, routes, packages, payment.
 */
export function OptionRow({ control, children }: { control: ReactNode; children: ReactNode }) {
  return (
    <label className="option-row">
      {control}
      <span className="option-row__text">{children}</span>
    </label>
  );
}

/** The saved addresses as radio rows, the default one tagged: where the goods go. */
export function AddressOptions({
  name,
  addresses,
  chosen,
  onChoose,
}: {
  name: string;
  addresses: readonly Address[];
  chosen: number | null;
  onChoose: (addressId: number) => void;
}) {
  return addresses.map((address) => (
    <OptionRow
      key={address.id}
      control={<input type="radio" name={name} value={address.id} checked={chosen === address.id} onChange={() => onChoose(address.id)} />}
    >
      {/* <bdi>: text a person typed, in any script, shows as typed without reordering the phone beside it. */}
      <strong>
        <bdi>{address.receiverName}</bdi> · {formatPhone(address.phone)}
      </strong>
      <span className="muted">
        <bdi>{addressLine(address)}</bdi>
      </span>
      {address.isDefault && (
        <span className="option-row__tag">
          <Trans>Mặc định</Trans>
        </span>
      )}
    </OptionRow>
  ));
}
