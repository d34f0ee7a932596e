import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { MAX_ADDRESSES } from '../../../contract/addresses';
import { addressesQuery } from '../../api/addresses';
import { useApi } from '../../api/ApiProvider';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../../components/NeedsConnection';
import { OfflineAge } from '../../components/OfflineAge';
import { PullToRefresh } from '../../components/PullToRefresh';
import { AddressCard } from './AddressCard';
import './address.css';

/**
 * /address: the address book, the default first. Setting a default and deleting happen on the
 * card; what happened is read out by one live region of the page, since a deleted card is gone.
 */
export function AddressListPage() {
  const api = useApi();
  const addresses = useQuery(addressesQuery(api));
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const count = addresses.data?.length ?? 0;
  const full = count >= MAX_ADDRESSES;

  const onDone = (message: string) => {
    setAnnouncement(message);
    // The button pressed is gone (a deleted card, a default that moved to the top): start again
    // from the list's heading rather than from the top of the document.
    headingRef.current?.focus();
  };

  const addLink = (
    <Link to="/address/create" className="btn btn-primary">
      <Trans>Thêm địa chỉ</Trans>
    </Link>
  );

  return (
    <PullToRefresh onRefresh={() => addresses.refetch()}>
      <div className="page address-page">
        <div className="address-page__head">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            <Trans>Địa chỉ nhận hàng</Trans>
          </h2>
          {count > 0 && !full && addLink}
        </div>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
        {full && (
          <p className="muted">
            <Trans>Sổ địa chỉ đã đủ {MAX_ADDRESSES} địa chỉ. Xóa một địa chỉ không dùng nữa để thêm địa chỉ mới.</Trans>
          </p>
        )}
        {waitsForNetwork(addresses) ? (
          <NeedsConnection className="address-failed" onRetry={() => void addresses.refetch()} />
        ) : addresses.isPending ? (
          <div className="card" aria-busy="true">
            <p role="status" className="visually-hidden">
              <Trans>Đang tải sổ địa chỉ…</Trans>
            </p>
            {[0, 1, 2].map((row) => (
              <span key={row} className="skeleton skeleton--row" aria-hidden="true" />
            ))}
          </div>
        ) : addresses.isError ? (
          <LoadFailed
            className="address-failed"
            error={addresses.error}
            onRetry={() => void addresses.refetch()}
            retrying={addresses.isFetching}
          />
        ) : count === 0 ? (
          <>
            <OfflineAge updatedAt={addresses.dataUpdatedAt} />
            <EmptyState icon="pin" title={<Trans>Bạn chưa lưu địa chỉ nhận hàng nào</Trans>} action={addLink}>
              <p>
                <Trans>Lưu địa chỉ nhận hàng (tỉnh/thành phố, phường/xã, số nhà) để chọn nhanh khi đặt hàng và yêu cầu giao hàng.</Trans>
              </p>
            </EmptyState>
          </>
        ) : (
          <>
            <OfflineAge updatedAt={addresses.dataUpdatedAt} />
            <ul className="address-list" aria-labelledby={headingId}>
              {addresses.data.map((address) => (
                <AddressCard key={address.id} address={address} onDone={onDone} />
              ))}
            </ul>
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
