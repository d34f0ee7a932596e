import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasAccess, mayDo } from '../../../../contract/roles';
import type { Transaction } from '../../../../contract/ledger';
import { useApi } from '../../../api/ApiProvider';
import { staffCustomerQuery, staffCustomerTransactionsQuery } from '../../../api/staff';
import { LoadFailed } from '../../../components/LoadFailed';
import { transactionTypeLabels } from '../../../components/money/moneyLabels';
import { useFormat } from '../../../i18n/useFormat';
import { useCurrentUser } from '../../../session/SessionProvider';
import { DisableControl, RoleForm } from '../admin/AccountControls';
import { AccountFacts } from '../admin/UserPage';
import { ConsolePage } from '../ConsolePage';
import { DataTable, type Column } from '../DataTable';
import { AdjustWalletControl } from '../money/AdjustWalletDialog';
import { Pager } from '../Pager';
import type { TableSearch } from '../tableSearch';
import { useTableControls } from '../useTableControls';
import '../admin/admin.css';

const ledgerPageSize = 20;

/**
 * `/staff/customers/$id`: who the customer is, their wallet and its ledger, and the ways to their
 * orders and consignments in the console's lists. Money staff adjust the wallet here; admins also
 * change the account (the same controls as the account page).
 */
export function CustomerPage({ id, search }: { id: number; search: TableSearch }) {
  const { t, i18n } = useLingui();
  const { vnd, dateTime } = useFormat();
  const api = useApi();
  const me = useCurrentUser();
  const controls = useTableControls();
  const page = search.page ?? 1;
  const customer = useQuery(staffCustomerQuery(api, id));
  const ledger = useQuery(staffCustomerTransactionsQuery(api, id, page));

  if (!customer.data) {
    return (
      <ConsolePage title={t`Khách hàng`}>
        {customer.error ? (
          <LoadFailed
            error={customer.error}
            onRetry={() => void customer.refetch()}
            retrying={customer.isFetching}
            className="account-facts"
          />
        ) : (
          <p role="status">{t`Đang tải…`}</p>
        )}
      </ConsolePage>
    );
  }
  const account = customer.data;
  const isAdmin = me ? hasAccess(me, 'admin') : false;
  const mayAdjust = me ? mayDo(me, 'money') : false;

  const columns: Column<Transaction>[] = [
    { key: 'createdAt', header: t`Thời gian`, cell: (line) => dateTime(line.createdAt), sortValue: (line) => line.createdAt },
    { key: 'type', header: t`Loại`, cell: (line) => i18n._(transactionTypeLabels[line.type]) },
    { key: 'amount', header: t`Số tiền`, cell: (line) => vnd(line.amountVnd), sortValue: (line) => line.amountVnd, numeric: true },
    { key: 'balanceAfter', header: t`Số dư sau`, cell: (line) => vnd(line.balanceAfterVnd), numeric: true },
    { key: 'note', header: t`Ghi chú`, cell: (line) => line.note ?? '' },
  ];

  const code = encodeURIComponent(account.customerCode);
  return (
    <ConsolePage
      title={`${account.customerCode} · ${account.fullName}`}
      actions={
        <>
          {/* Plain links: the orders and consignments lists are their own areas of the console. */}
          <a href={`/staff/orders?q=${code}`} className="btn btn-secondary btn-small">
            <Trans>Đơn mua hộ của khách</Trans>
          </a>
          <a href={`/staff/consignments?q=${code}`} className="btn btn-secondary btn-small">
            <Trans>Đơn ký gửi của khách</Trans>
          </a>
          {isAdmin && <DisableControl account={account} />}
        </>
      }
    >
      <section className="card account-facts">
        <AccountFacts account={account} />
      </section>
      <section className="card account-facts" aria-labelledby="customer-wallet">
        <h2 id="customer-wallet">
          <Trans>Ví</Trans>
        </h2>
        <dl>
          <dt>
            <Trans>Số dư</Trans>
          </dt>
          <dd>{vnd(account.balanceVnd)}</dd>
          <dt>
            <Trans>Đang giữ</Trans>
          </dt>
          <dd>{vnd(account.heldVnd)}</dd>
          <dt>
            <Trans>Đơn đang mở</Trans>
          </dt>
          <dd>{account.openOrders}</dd>
        </dl>
        {mayAdjust && (
          <div className="account-facts__actions">
            <AdjustWalletControl customer={account} />
          </div>
        )}
      </section>
      {isAdmin && <RoleForm account={account} />}
      <h2>
        <Trans>Lịch sử giao dịch</Trans>
      </h2>
      <DataTable
        caption={t`Lịch sử giao dịch`}
        columns={columns}
        rows={ledger.data?.items}
        rowKey={(line) => line.id}
        sort={search.sortBy}
        onSort={controls.onSort}
        loading={ledger.isFetching}
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
        empty={<Trans>Chưa có giao dịch nào.</Trans>}
      />
      {ledger.data && (
        <Pager page={page} pageSize={ledger.data.pageSize || ledgerPageSize} total={ledger.data.total} onPage={controls.onPage} />
      )}
      <p>
        <Link to="/staff/customers">
          <Trans>Danh sách khách hàng</Trans>
        </Link>
      </p>
    </ConsolePage>
  );
}
