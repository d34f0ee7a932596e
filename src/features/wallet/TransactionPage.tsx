import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { transactionTypes } from '../../../contract/transactionQuery';
import { useApi } from '../../api/ApiProvider';
import { transactionsQuery } from '../../api/ledger';
import { walletKeys } from '../../api/walletBalance';
import { LoadFailed } from '../../components/LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../../components/NeedsConnection';
import { OfflineAge } from '../../components/OfflineAge';
import { EmptyState } from '../../components/EmptyState';
import { LoadMore } from '../../components/LoadMore';
import { ListSkeleton } from '../../components/ListSkeleton';
import { PullToRefresh } from '../../components/PullToRefresh';
import { RefreshButton } from '../../components/RefreshButton';
import { withoutEmpty } from '../../lib/searchParams';
import { useDeferredQuery } from '../../lib/useDeferredQuery';
import { transactionTypeLabels } from '../../components/money/moneyLabels';
import type { TransactionFilter } from './search';
import { TransactionRow } from '../../components/money/TransactionRow';
import './wallet.css';

/** A day of the filter, `YYYY-MM-DD`; cleared, it is no day at all. */
function DayField({
  label,
  value,
  onDay,
  ...input
}: {
  id: string;
  label: ReactNode;
  value: string | undefined;
  onDay: (day: string | undefined) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={input.id}>
        {label}
      </label>
      <input
        type="date"
        className="field__input"
        value={value ?? ''}
        {...input}
        onChange={(event) => onDay(event.target.value || undefined)}
      />
    </div>
  );
}

/**
 * /transaction: the wallet's ledger, newest first, filtered by type and by days (Vietnam time;
 * the filter lives in the address, so back and reload keep it). More pages load as the end of
 * the list scrolls into view, or with "Tải thêm".
 */
/** `summary`: the wallet's balance, drawn above the list (the route passes it in). */
export function TransactionPage({ summary }: { summary?: ReactNode }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const filter = useSearch({ from: '/_authed/transaction' });
  const navigate = useNavigate({ from: '/transaction' });
  const listHeadingId = useId();
  const rangeInverted = Boolean(filter.from && filter.to && filter.from > filter.to);
  const query = useDeferredQuery(useInfiniteQuery({ ...transactionsQuery(api, filter), enabled: !rangeInverted }));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filter.type || filter.from || filter.to);

  const setFilter = (change: Partial<TransactionFilter>) =>
    void navigate({ search: (previous) => withoutEmpty({ ...previous, ...change }), replace: true });

  const refresh = () => Promise.all([query.refetch(), queryClient.invalidateQueries({ queryKey: walletKeys.summary })]);

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="page transactions-page">
        {summary}
        <form className="card transaction-filters" role="search" aria-label={t`Lọc giao dịch`} onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label className="field__label" htmlFor="transaction-type">
              <Trans>Loại giao dịch</Trans>
            </label>
            <select
              id="transaction-type"
              className="field__input transaction-filters__select"
              value={filter.type ?? ''}
              onChange={(event) => setFilter({ type: (event.target.value || undefined) as TransactionFilter['type'] })}
            >
              <option value="">{t`Tất cả`}</option>
              {transactionTypes.map((type) => (
                <option key={type} value={type}>
                  {i18n._(transactionTypeLabels[type])}
                </option>
              ))}
            </select>
          </div>
          <div className="transaction-filters__dates">
            <DayField
              id="transaction-from"
              label={<Trans>Từ ngày</Trans>}
              value={filter.from}
              max={filter.to}
              aria-invalid={rangeInverted || undefined}
              aria-describedby={rangeInverted ? 'transaction-range-error' : undefined}
              onDay={(from) => setFilter({ from })}
            />
            <DayField
              id="transaction-to"
              label={<Trans>Đến ngày</Trans>}
              value={filter.to}
              min={filter.from}
              onDay={(to) => setFilter({ to })}
            />
          </div>
          {rangeInverted && (
            <p id="transaction-range-error" className="field-error">
              <Trans>Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.</Trans>
            </p>
          )}
          <div className="transaction-filters__actions">
            {filtered && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setFilter({ type: undefined, from: undefined, to: undefined })}
              >
                <Trans>Xóa bộ lọc</Trans>
              </button>
            )}
            <RefreshButton refreshing={query.isRefetching} onRefresh={() => void refresh()} />
          </div>
        </form>

        <section className="transactions" aria-labelledby={listHeadingId} aria-busy={query.isFetching || undefined}>
          <h2 id={listHeadingId} className="visually-hidden">
            <Trans>Danh sách giao dịch</Trans>
          </h2>
          {rangeInverted ? null : waitsForNetwork(query) ? (
            <NeedsConnection className="transactions__error" onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            <ListSkeleton className="transactions__loading" label={<Trans>Đang tải giao dịch…</Trans>} />
          ) : query.isError && items.length === 0 ? (
            <LoadFailed className="transactions__error" error={query.error} onRetry={() => void query.refetch()} />
          ) : items.length === 0 ? (
            filtered ? (
              <EmptyState icon="history" title={<Trans>Không có giao dịch nào khớp bộ lọc</Trans>}>
                <p>
                  <Trans>Thử chọn loại giao dịch hoặc khoảng ngày khác.</Trans>
                </p>
              </EmptyState>
            ) : (
              <EmptyState icon="history" title={<Trans>Chưa có giao dịch nào</Trans>}>
                <p>
                  <Trans>Mọi khoản nạp, rút, đặt cọc, thanh toán và hoàn tiền của ví sẽ được ghi lại tại đây.</Trans>
                </p>
              </EmptyState>
            )
          ) : (
            <>
              <OfflineAge updatedAt={query.dataUpdatedAt} />
              <ol className="card transactions__list" aria-labelledby={listHeadingId}>
                {items.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} />
                ))}
              </ol>
              <LoadMore query={query} itemCount={items.length} end={<Trans>Đã hiển thị tất cả giao dịch.</Trans>} />
            </>
          )}
        </section>
      </div>
    </PullToRefresh>
  );
}
