import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useApi } from '../../api/ApiProvider';
import { walletQuery } from '../../api/walletBalance';
import { errorText } from '../../components/form/serverErrors';
import { Icon } from '../../components/icons/icons';
import { OfflineAge } from '../../components/OfflineAge';
import { useFormat } from '../../i18n/useFormat';
import './walletSummary.css';

/**
 * The wallet at a glance (home page, top of /transaction): what can be spent, the balance and
 * what a pending withdrawal holds, with the ways to add and take out money.
 */
export function WalletSummary() {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const headingId = useId();
  const wallet = useQuery(walletQuery(api));

  return (
    <section className="card wallet-summary" aria-labelledby={headingId} aria-busy={wallet.isPending || undefined}>
      <h2 id={headingId} className="wallet-summary__title">
        <Trans>Ví của bạn</Trans>
      </h2>
      {wallet.isPending ? (
        <div className="wallet-summary__skeleton">
          <span className="visually-hidden">
            <Trans>Đang tải số dư…</Trans>
          </span>
          <span className="skeleton skeleton--large" aria-hidden="true" />
          <span className="skeleton" aria-hidden="true" />
        </div>
      ) : wallet.isError ? (
        <div className="wallet-summary__error">
          <p>
            <Trans>Không tải được số dư ví.</Trans> <span className="muted">{errorText(wallet.error)}</span>
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void wallet.refetch()} disabled={wallet.isFetching}>
            <Trans>Thử lại</Trans>
          </button>
        </div>
      ) : (
        <>
          <OfflineAge updatedAt={wallet.dataUpdatedAt} inCard />
          <dl className="wallet-summary__figures">
            <div className="wallet-summary__available">
              <dt>{t`Số dư khả dụng`}</dt>
              <dd>{format.vnd(wallet.data.availableVnd)}</dd>
            </div>
            <div>
              <dt>{t`Số dư ví`}</dt>
              <dd>{format.vnd(wallet.data.balanceVnd)}</dd>
            </div>
            <div>
              <dt>{t`Đang giữ cho lệnh rút`}</dt>
              <dd>{format.vnd(wallet.data.heldVnd)}</dd>
            </div>
          </dl>
        </>
      )}
      <div className="wallet-summary__actions">
        {/* Named "… vào ví" / "… về ngân hàng" for screen readers: the home page lists services with the short names too. */}
        <Link to="/wallet/recharge" className="btn btn-primary" aria-label={t`Nạp tiền vào ví`}>
          <Icon name="walletIn" size={20} />
          <Trans>Nạp tiền</Trans>
        </Link>
        <Link to="/wallet/withdraw" className="btn btn-secondary" aria-label={t`Rút tiền về ngân hàng`}>
          <Icon name="walletOut" size={20} />
          <Trans>Rút tiền</Trans>
        </Link>
      </div>
    </section>
  );
}
