import { useLingui } from '@lingui/react/macro';
import type { WithdrawStatus } from '../../../contract/walletStatus';
import { withdrawStatusLabels } from '../../components/money/moneyLabels';

/** The status in words; the colour only repeats them. */
export function WithdrawStatusBadge({ status }: { status: WithdrawStatus }) {
  const { i18n } = useLingui();
  return <span className={`withdraw-status withdraw-status--${status}`}>{i18n._(withdrawStatusLabels[status])}</span>;
}
