import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { addressLine, type Address } from '../../../contract/addresses';
import { formatPhone } from '../../../contract/phone';
import { addressKeys, deleteAddress, setDefaultAddress } from '../../api/addresses';
import { useApi } from '../../api/ApiProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormAlert } from '../../components/form/FormAlert';
import { userText } from '../../i18n/userText';
import { addressErrorText } from './addressErrors';

type Props = {
  address: Address;
  /** Tells the page what happened, for its live region (the card may be gone by then). */
  onDone: (message: string) => void;
};

/** One address of the book: who receives, where, and what can be done with it. */
export function AddressCard({ address, onDone }: Props) {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const name = address.receiverName;
  const receiver = userText(name);

  const refreshList = () => queryClient.invalidateQueries({ queryKey: addressKeys.list });
  const makeDefault = useMutation({
    mutationFn: () => setDefaultAddress(api, address.id),
    onSuccess: async () => {
      await refreshList();
      onDone(t`Đã đặt địa chỉ của ${name} làm mặc định`);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteAddress(api, address.id),
    onSuccess: async () => {
      queryClient.setQueryData<Address[]>(addressKeys.list, (list) => list?.filter((a) => a.id !== address.id));
      queryClient.removeQueries({ queryKey: addressKeys.detail(address.id) });
      onDone(t`Đã xóa địa chỉ của ${name}`);
      await refreshList();
    },
  });

  // The dialog gives focus back to the button that asked, so the keyboard does not start over.
  const closeConfirm = () => {
    setConfirming(false);
    remove.reset();
  };

  return (
    <li className="card address-card" aria-labelledby={nameId}>
      <div className="address-card__head">
        {/* <bdi>: a name in a right-to-left script keeps to itself instead of reordering what follows. */}
        <h3 id={nameId} className="address-card__name">
          <bdi>{name}</bdi>
        </h3>
        {address.isDefault && (
          <span className="address-card__badge">
            <Trans>Mặc định</Trans>
          </span>
        )}
      </div>
      <p className="address-card__phone">{formatPhone(address.phone)}</p>
      <p className="address-card__line">
        <bdi>{addressLine(address)}</bdi>
      </p>
      <FormAlert message={makeDefault.isError ? addressErrorText(makeDefault.error) : null} />
      {confirming && (
        <ConfirmDialog
          title={<Trans>Xóa địa chỉ này?</Trans>}
          confirmLabel={<Trans>Xóa</Trans>}
          pendingLabel={<Trans>Đang xóa…</Trans>}
          cancelLabel={<Trans>Không xóa</Trans>}
          pending={remove.isPending}
          error={remove.isError ? addressErrorText(remove.error) : null}
          onConfirm={() => remove.mutate()}
          onClose={closeConfirm}
        >
          <p>
            <Trans>Địa chỉ của {receiver} sẽ bị xóa khỏi sổ địa chỉ. Các đơn hàng đã đặt vẫn giữ địa chỉ đã dùng.</Trans>
          </p>
        </ConfirmDialog>
      )}
      <div className="address-card__actions">
        <Link to="/address/$id" params={{ id: String(address.id) }} className="btn btn-secondary" aria-label={t`Sửa địa chỉ của ${name}`}>
          <Trans>Sửa</Trans>
        </Link>
        {!address.isDefault && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => makeDefault.mutate()}
            disabled={makeDefault.isPending}
            aria-busy={makeDefault.isPending || undefined}
            aria-label={t`Đặt địa chỉ của ${name} làm mặc định`}
          >
            {makeDefault.isPending && <span className="spinner" aria-hidden="true" />}
            <Trans>Đặt làm mặc định</Trans>
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary address-card__delete"
          onClick={() => setConfirming(true)}
          aria-label={t`Xóa địa chỉ của ${name}`}
        >
          <Trans>Xóa</Trans>
        </button>
      </div>
    </li>
  );
}
