import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import type { AgencyCustomerSummary } from '../../../contract/agency';
import { useApi } from '../../api/ApiProvider';
import { agencyCustomersQuery } from '../../api/agency';
import { useFormat } from '../../i18n/useFormat';
import { LoadFailed } from '../LoadFailed';
import './agencyPages.css';

/**
 * Which of the agency's customers something is for: searched by name, phone or code, each one a
 * link made by `choice` (the page it leads to keeps the choice in its address).
 */
export function CustomerPicker({
  heading,
  choice,
}: {
  heading: ReactNode;
  choice: (customer: AgencyCustomerSummary, content: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState<string | undefined>(undefined);
  const customers = useInfiniteQuery(agencyCustomersQuery(api, { q }));
  const items: AgencyCustomerSummary[] = customers.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="page agency-page">
      <section className="card agency-picker" aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`}>{heading}</h2>
        <form
          role="search"
          aria-label={t`Tìm khách hàng`}
          className="agency-picker__search"
          onSubmit={(event) => {
            event.preventDefault();
            setQ(typed.trim() || undefined);
          }}
        >
          <label htmlFor={inputId} className="field__label">
            <Trans>Tên, số điện thoại hoặc mã khách</Trans>
          </label>
          <div className="agency-picker__row">
            <input
              id={inputId}
              className="field__input"
              type="search"
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="btn btn-secondary">
              <Trans>Tìm</Trans>
            </button>
          </div>
        </form>
        {customers.isPending ? (
          <p className="muted" role="status">
            <Trans>Đang tải khách hàng…</Trans>
          </p>
        ) : customers.isError && items.length === 0 ? (
          <LoadFailed error={customers.error} onRetry={() => void customers.refetch()} retrying={customers.isFetching} />
        ) : items.length === 0 ? (
          <p className="muted">
            {q ? (
              <Trans>Không có khách hàng nào khớp.</Trans>
            ) : (
              <Trans>
                Đại lý chưa có khách hàng nào. <Link to="/agency/customer">Thêm khách hàng</Link>
              </Trans>
            )}
          </p>
        ) : (
          <ul className="agency-picker__list">
            {items.map((customer) => (
              <li key={customer.id}>
                {choice(
                  customer,
                  <>
                    <strong>{customer.agencyCode}</strong>
                    <span>{customer.fullName}</span>
                    <span className="muted">{format.vnd(customer.balanceVnd)}</span>
                  </>,
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
