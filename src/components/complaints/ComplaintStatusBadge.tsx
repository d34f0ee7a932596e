import { useLingui } from '@lingui/react/macro';
import type { ComplaintStatus } from '../../../contract/complaintStatus';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { complaintStatusLabels } from './labels';

const toneOf: Record<ComplaintStatus, StatusTone> = {
  pending: 'active',
  handling: 'active',
  accepted: 'active',
  refunded: 'done',
  rejected: 'closed',
  closed: 'closed',
};

/** Where a complaint stands, in words; the colour only repeats them. */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={toneOf[status]}>{i18n._(complaintStatusLabels[status])}</StatusBadge>;
}
