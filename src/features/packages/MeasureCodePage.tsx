import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import type { PackageOrderRef } from '../../../contract/packages';
import { useApi } from '../../api/ApiProvider';
import { packageLookupQuery } from '../../api/packages';
import { LoadFailed } from '../../components/LoadFailed';
import { PackageCard } from '../../components/PackageCard';
import { useFollowingDraft } from '../../lib/useFollowingDraft';
import './packages.css';

/**
 * /orderShipping/measureCode: what the warehouse measured for a tracking or package code. Only
 * the customer's own goods are searched, so a code that is not theirs reads as not found.
 */
export function MeasureCodePage() {
  const { t } = useLingui();
  const api = useApi();
  const { code } = useSearch({ from: '/_authed/orderShipping/measureCode' });
  const navigate = useNavigate({ from: '/orderShipping/measureCode' });
  const inputId = useId();
  const resultId = useId();
  const [value, setValue] = useFollowingDraft(code);
  const lookup = useQuery({ ...packageLookupQuery(api, code ?? ''), enabled: Boolean(code) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    void navigate({ search: { code: typed || undefined } });
  };

  return (
    <div className="page measure-page">
      <form className="card package-search package-search--lookup" role="search" aria-label={t`Tra cứu cân đo`} onSubmit={submit}>
        <label htmlFor={inputId} className="field__label">
          <Trans>Mã vận đơn hoặc mã kiện</Trans>
        </label>
        <div className="package-search__row">
          <input
            id={inputId}
            className="field__input"
            type="search"
            maxLength={64}
            autoComplete="off"
            placeholder="YT7788123456"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            <Trans>Tra cứu</Trans>
          </button>
        </div>
        <p className="field__hint">
          <Trans>Kho cân và đo kiện hàng khi nhận; kết quả hiện ở đây ngay sau đó.</Trans>
        </p>
      </form>

      {code && (
        <section aria-labelledby={resultId} aria-busy={lookup.isFetching || undefined} className="measure-result">
          <h2 id={resultId} className="measure-result__title">
            <Trans>Kết quả cho “{code}”</Trans>
          </h2>
          <div aria-live="polite">
            {lookup.isPending ? (
              <p className="muted">
                <Trans>Đang tra cứu…</Trans>
              </p>
            ) : lookup.isError ? (
              <LoadFailed error={lookup.error} onRetry={() => void lookup.refetch()} />
            ) : lookup.data.packages.length === 0 && lookup.data.awaiting.length === 0 ? (
              <div className="card">
                <p>
                  <Trans>Không tìm thấy kiện hàng nào của bạn với mã này.</Trans>
                </p>
                <p className="muted">
                  <Trans>Kiểm tra lại mã; nếu người bán vừa gửi hàng, kho sẽ cập nhật sau khi nhận và cân hàng.</Trans>
                </p>
              </div>
            ) : (
              <>
                {lookup.data.awaiting.map((order) => (
                  <AwaitingOrder key={`${order.kind}-${order.id}`} order={order} />
                ))}
                {lookup.data.packages.length > 0 && (
                  <ul className="card-list">
                    {lookup.data.packages.map((pkg) => (
                      <PackageCard key={pkg.id} pkg={pkg} />
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

/**
 * An order that lists the code with no parcel under it yet: a buy-for-me order the seller
 * shipped, or a consignment the customer made with it. Either way the China warehouse has not
 * received it.
 */
function AwaitingOrder({ order }: { order: PackageOrderRef }) {
  const id = String(order.id);
  const orderCode = order.code;
  return (
    <p className="card measure-result__awaiting">
      {order.kind === 'shipping' ? (
        <Trans>
          Bạn đã ký gửi mã này trong đơn ký gửi{' '}
          <Link to="/orderShipping/$id" params={{ id }}>
            {orderCode}
          </Link>
          ; kho Trung Quốc chưa nhận được.
        </Trans>
      ) : (
        <Trans>
          Người bán đã gửi hàng theo mã này cho đơn{' '}
          <Link to="/orderOrdering/$id" params={{ id }}>
            {orderCode}
          </Link>
          ; kho Trung Quốc chưa nhận được.
        </Trans>
      )}
    </p>
  );
}
