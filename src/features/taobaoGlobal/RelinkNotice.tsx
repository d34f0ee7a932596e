import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TaobaoAccount } from '../../../contract/taobaoGlobal';
import { userText } from '../../i18n/userText';

/**
 * A linked account that stopped working (its token expired with nothing to renew it, or the
 * platform refused it): ordering and refunds through it wait until it is linked again, so say so
 * where they are asked, with the way to fix it and come back here.
 */
export function RelinkNotice({ accounts, returnTo }: { accounts: readonly TaobaoAccount[] | undefined; returnTo: string }) {
  const stale = (accounts ?? []).filter((account) => account.needsRelink);
  if (stale.length === 0) return null;
  const names = userText(stale.map((account) => account.accountName).join(', '));
  return (
    <p className="card tbg-notice" role="note">
      <span>
        <Trans>Liên kết {names} đã hết hạn. Đơn mới và yêu cầu hoàn tiền qua tài khoản này cần liên kết lại.</Trans>
      </span>
      <Link to="/taobaoIntToken" search={{ returnTo }} className="btn btn-secondary">
        <Trans>Liên kết lại</Trans>
      </Link>
    </p>
  );
}
