import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AgencySummary } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencySummaryQuery } from '../../api/agency';
import { CardSection } from '../../components/CardSection';
import { LinkMenu, LinkMenuLinks, type LinkMenuEntry } from '../../components/LinkMenu';
import { LoadFailed } from '../../components/LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../../components/NeedsConnection';
import { OfflineAge } from '../../components/OfflineAge';
import { PullToRefresh } from '../../components/PullToRefresh';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { AgencyExport } from './AgencyExport';
import { AgencyOnly } from '../../components/agency/AgencyOnly';
import { AgencyTermsView } from './AgencyTermsView';
import './agency.css';

/** `/agency`: an agency's home: its wallet, its customers at a glance, its price terms and the ways to its work. */
export function AgencyHomePage() {
  return (
    <AgencyOnly>
      <AgencyHome />
    </AgencyOnly>
  );
}

function AgencyHome() {
  const api = useApi();
  const summary = useQuery(agencySummaryQuery(api));
  const retry = () => void summary.refetch();
  return (
    <PullToRefresh onRefresh={() => summary.refetch()}>
      <div className="page agency-page agency-home">
        {summary.data ? (
          <>
            <OfflineAge updatedAt={summary.dataUpdatedAt} />
            <SummaryCards summary={summary.data} />
          </>
        ) : waitsForNetwork(summary) ? (
          <NeedsConnection onRetry={retry} />
        ) : summary.isPending ? (
          <p className="card muted" role="status">
            <Trans>Đang tải trang đại lý…</Trans>
          </p>
        ) : (
          <LoadFailed error={summary.error} onRetry={retry} retrying={summary.isFetching} />
        )}
        <AgencyLinks />
        <AgencyExport />
      </div>
    </PullToRefresh>
  );
}

function SummaryCards({ summary }: { summary: AgencySummary }) {
  const format = useFormat();
  const customers = summary.customers;
  const monthOrders = summary.monthOrders;
  const pending = summary.pendingInvites;
  return (
    <>
      <CardSection className="agency-wallet" titleClassName="agency-card-title" title={<Trans>Ví đại lý</Trans>}>
        <p className="agency-wallet__amount">{format.vnd(summary.wallet.availableVnd)}</p>
        <p className="muted">
          <Trans>Số dư khả dụng</Trans>
          {summary.wallet.heldVnd > 0 && (
            <>
              {' · '}
              <Trans>đang giữ {format.vnd(summary.wallet.heldVnd)}</Trans>
            </>
          )}
        </p>
        <Link to="/wallet/recharge" className="btn btn-secondary btn-block">
          <Trans>Nạp tiền vào ví đại lý</Trans>
        </Link>
      </CardSection>
      <CardSection className="agency-figures" titleClassName="agency-card-title" title={<Trans>Khách hàng và đơn hàng</Trans>}>
        <SummaryList>
          <SummaryRow label={<Trans>Khách hàng</Trans>} amount={format.number(customers)} />
          <SummaryRow label={<Trans>Tổng số dư của khách</Trans>} amount={format.vnd(summary.customersBalanceVnd)} />
          <SummaryRow label={<Trans>Đơn đang xử lý</Trans>} amount={format.number(summary.openOrders)} />
          <SummaryRow label={<Trans>Đơn mua hộ tháng này</Trans>} amount={format.number(monthOrders)} />
          <SummaryRow label={<Trans>Giá trị đơn tháng này</Trans>} amount={format.vnd(summary.monthOrdersVnd)} />
        </SummaryList>
        {pending > 0 && (
          <p className="agency-note">
            <Link to="/agency/customer" hash="agency-invites">
              <Trans>{pending} lời mời đang chờ khách trả lời</Trans>
            </Link>
          </p>
        )}
      </CardSection>
      <CardSection className="agency-terms" titleClassName="agency-card-title" title={<Trans>Bảng giá áp dụng</Trans>}>
        <AgencyTermsView terms={summary.terms} custom={summary.customTerms} />
      </CardSection>
    </>
  );
}

/** Where the agency's own work is. */
const agencyLinks: LinkMenuEntry[] = [
  { to: '/agency/customer', label: msg`Khách hàng của đại lý`, icon: 'agency' },
  { to: '/agency/order', label: msg`Đơn mua hộ đặt cho khách`, icon: 'orders' },
  { to: '/agency/orderPob', label: msg`Thanh toán hộ cho khách`, icon: 'card' },
  { to: '/transaction', label: msg`Lịch sử giao dịch ví đại lý`, icon: 'history' },
];

function AgencyLinks() {
  const { t } = useLingui();
  return (
    <LinkMenu label={t`Việc của đại lý`}>
      <LinkMenuLinks entries={agencyLinks} />
    </LinkMenu>
  );
}
