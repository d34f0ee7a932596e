import { useLingui } from '@lingui/react/macro';
import type { WithdrawStatus } from '../../../contract/wallet';
import { withdrawStatusLabels } from './withdrawLabels';

/** The status in words; the colour only repeats them. */
export function WithdrawStatusBadge({ status }: { status: WithdrawStatus }) {
  const { i18n } = useLingui();
  return <span className={`withdraw-status withdraw-status--${status}`}>{i18n._(withdrawStatusLabels[status])}</span>;
}
