import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Address } from '../../../contract/addresses';
import { addressKeys, addressQuery, provincesQuery } from '../../api/addresses';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../../components/NeedsConnection';
import { AddressForm } from './AddressForm';
import './address.css';

/**
 * /address/create and /address/{id}: the address form, once the provinces (and the address being
 * edited) are here. After saving it goes to `returnTo` (already checked to be a path of this app
 * by the route), else back to the address book.
 */
export function AddressFormPage({ id, returnTo }: { id?: number; returnTo?: string | undefined }) {
  // A hand-typed `/address/abc` names no address: nothing to ask the server.
  if (id !== undefined && !(Number.isSafeInteger(id) && id > 0)) return <AddressNotFound />;
  return <AddressFormLoader id={id} returnTo={returnTo} />;
}

function AddressFormLoader({ id, returnTo }: { id: number | undefined; returnTo: string | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const provinces = useQuery(provincesQuery(api));
  const address = useQuery({
    ...addressQuery(api, id ?? 0),
    enabled: id !== undefined,
    // A card of the list already holds it: the form opens at once, then refreshes.
    initialData: () => queryClient.getQueryData<Address[]>(addressKeys.list)?.find((a) => a.id === id),
  });

  // A new address goes back with its id, so the page that sent the customer here can choose it.
  const done = (saved: Address) => {
    if (!returnTo) return void navigate({ to: '/address' });
    const back = new URL(returnTo, window.location.origin);
    if (id === undefined) back.searchParams.set('address', String(saved.id));
    void navigate({ href: `${back.pathname}${back.search}${back.hash}` });
  };

  if (id !== undefined && address.isError && address.error instanceof ApiError && address.error.status === 404) return <AddressNotFound />;
  const failed = provinces.isError ? provinces : id !== undefined && address.isError ? address : null;
  if (failed) {
    return (
      <div className="page page--form">
        <LoadFailed className="address-failed" error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      </div>
    );
  }
  const paused = waitsForNetwork(provinces) ? provinces : id !== undefined && waitsForNetwork(address) ? address : null;
  if (paused) {
    return (
      <div className="page">
        <NeedsConnection className="address-failed" onRetry={() => void paused.refetch()} />
      </div>
    );
  }
  if (!provinces.data || (id !== undefined && !address.data)) {
    return (
      <div className="page page--form" aria-busy="true">
        <p role="status" className="visually-hidden">
          <Trans>Đang tải…</Trans>
        </p>
        <div className="card address-form" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="skeleton skeleton--row" />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="page page--form">
      <AddressForm key={address.data?.id ?? 'new'} address={address.data} provinces={provinces.data} onSaved={done} />
    </div>
  );
}

function AddressNotFound() {
  return (
    <div className="page page--form">
      <EmptyState
        icon="pin"
        title={<Trans>Không tìm thấy địa chỉ này</Trans>}
        action={
          <Link to="/address" className="btn btn-primary">
            <Trans>Về sổ địa chỉ</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Địa chỉ có thể đã bị xóa. Bạn có thể thêm một địa chỉ mới từ sổ địa chỉ.</Trans>
        </p>
      </EmptyState>
    </div>
  );
}
