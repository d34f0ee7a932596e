import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { PACKAGE_CODE_MAX, packageStatuses } from '../../../contract/orderStatus';
import { useApi } from '../../api/ApiProvider';
import { packagesQuery } from '../../api/packages';
import { EmptyState } from '../../components/EmptyState';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { PackageCard } from '../../components/PackageCard';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { CardList } from '../../components/RowList';
import { TabLink } from '../../components/TabNav';
import { packageStatusLabels } from '../../i18n/packageStatusLabels';
import './packages.css';

/**
 * /package: every parcel of the customer across orders, newest first, by where it is and
 * searched by package or tracking code (both in the address). Pull down or "Làm mới" to refresh.
 */
export function PackageListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { status, q } = useSearch({ from: '/_authed/package' });
  const paged = usePagedList(useInfiniteQuery(packagesQuery(api, { status, q })));

  return (
    <PagedListPage
      className="packages-page"
      paged={paged}
      search={{
        q,
        label: t`Mã kiện hoặc mã vận đơn`,
        formLabel: t`Tìm kiện hàng`,
        placeholder: t`Tìm theo mã kiện hoặc mã vận đơn`,
        maxLength: PACKAGE_CODE_MAX,
        className: 'package-search',
      }}
      heading={status ? i18n._(packageStatusLabels[status]) : t`Tất cả kiện hàng`}
      count={(total) => t`Có ${total} kiện hàng`}
      list={CardList}
      empty={
        <EmptyState icon="box" title={q || status ? <Trans>Không có kiện hàng nào khớp</Trans> : <Trans>Bạn chưa có kiện hàng nào</Trans>}>
          <p>
            <Trans>Kiện hàng xuất hiện ở đây khi kho Trung Quốc nhận, cân và đo hàng của đơn bạn đặt.</Trans>
          </p>
        </EmptyState>
      }
      end={<Trans>Đã hiển thị tất cả kiện hàng.</Trans>}
      row={(pkg) => <PackageCard pkg={pkg} />}
    >
      <StatusTabs
        label={t`Trạng thái kiện hàng`}
        statuses={packageStatuses}
        labels={packageStatusLabels}
        tab={(name, text) => (
          <TabLink to="/package" search={(previous) => ({ ...previous, status: name })}>
            {text}
          </TabLink>
        )}
      />
    </PagedListPage>
  );
}
