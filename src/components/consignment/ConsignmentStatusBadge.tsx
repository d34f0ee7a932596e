import { useLingui } from '@lingui/react/macro';
import type { ConsignmentStatus } from '../../../contract/shipmentStatus';
import { StatusBadge } from '../StatusBadge';
import { consignmentStatusLabels } from './statusLabels';

/** Where a consignment stands, in words; the colour (by phase, as an order's badge) only repeats them. */
export function ConsignmentStatusBadge({ status }: { status: ConsignmentStatus }) {
  const { i18n } = useLingui();
  const phase = status === 'received' ? 'done' : status === 'cancelled' ? 'closed' : 'active';
  return <StatusBadge tone={phase}>{i18n._(consignmentStatusLabels[status])}</StatusBadge>;
}
