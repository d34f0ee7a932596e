import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { PACKAGE_CODE_MAX, packageStatuses } from '../../../contract/orderStatus';
import { useApi } from '../../api/ApiProvider';
import { packagesQuery } from '../../api/packages';
import { CodeSearch } from '../../components/CodeSearch';
import { EmptyState } from '../../components/EmptyState';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMore } from '../../components/LoadMore';
import { PullToRefresh } from '../../components/PullToRefresh';
import { RefreshButton } from '../../components/RefreshButton';
import { packageStatusLabels } from '../../i18n/packageStatusLabels';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import { PackageCard } from '../../components/PackageCard';
import './packages.css';

/**
 * /package: every parcel of the customer across orders, newest first, by where it is and
 * searched by package or tracking code (both in the address). Pull down or "Làm mới" to refresh.
 */
export function PackageListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { status, q } = useSearch({ from: '/_authed/package' });
  const navigate = useNavigate({ from: '/package' });
  const headingId = useId();
  const query = useDeferredQuery(useInfiniteQuery(packagesQuery(api, { status, q })));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      <div className="page packages-page">
        <nav className="package-filter" aria-label={t`Trạng thái kiện hàng`}>
          <Link
            to="/package"
            search={(previous) => ({ ...previous, status: undefined })}
            replace
            className="package-filter__chip"
            activeOptions={{ exact: true }}
          >
            <Trans>Tất cả</Trans>
          </Link>
          {packageStatuses.map((name) => (
            <Link
              key={name}
              to="/package"
              search={(previous) => ({ ...previous, status: name })}
              replace
              className="package-filter__chip"
              activeOptions={{ exact: true }}
            >
              {i18n._(packageStatusLabels[name])}
            </Link>
          ))}
        </nav>
        <CodeSearch
          q={q}
          onSearch={(value) => void navigate({ search: (previous) => ({ ...previous, q: value || undefined }), replace: true })}
          label={t`Mã kiện hoặc mã vận đơn`}
          formLabel={t`Tìm kiện hàng`}
          placeholder={t`Tìm theo mã kiện hoặc mã vận đơn`}
          maxLength={PACKAGE_CODE_MAX}
          className="package-search"
        />

        <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined} className="packages">
          <h2 id={headingId} className="visually-hidden">
            {status ? i18n._(packageStatusLabels[status]) : t`Tất cả kiện hàng`}
          </h2>
          <p role="status" className="visually-hidden">
            {total !== undefined && !query.isFetching ? t`Có ${total} kiện hàng` : ''}
          </p>
          {query.isPending ? (
            <ListSkeleton />
          ) : query.isError && items.length === 0 ? (
            <LoadFailed className="packages__error" error={query.error} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              icon="box"
              title={q || status ? <Trans>Không có kiện hàng nào khớp</Trans> : <Trans>Bạn chưa có kiện hàng nào</Trans>}
            >
              <p>
                <Trans>Kiện hàng xuất hiện ở đây khi kho Trung Quốc nhận, cân và đo hàng của đơn bạn đặt.</Trans>
              </p>
            </EmptyState>
          ) : (
            <>
              <ul className="card-list" aria-labelledby={headingId}>
                {items.map((pkg) => (
                  <PackageCard key={pkg.id} pkg={pkg} />
                ))}
              </ul>
              <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả kiện hàng.</Trans>} />
            </>
          )}
          {/* Not under the skeleton, which the rows would push it from (a layout shift). */}
          {!query.isPending && (
            <RefreshButton className="btn btn-secondary btn-block" refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}
