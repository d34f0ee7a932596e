import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../../contract/orders';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { orderStatusLabels } from './labels';

/** Where an order stands, in words; the colour (by phase) only repeats them. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={phaseOf(status)}>{i18n._(orderStatusLabels[status])}</StatusBadge>;
}

function phaseOf(status: OrderStatus): StatusTone {
  if (status === 'received') return 'done';
  if (status === 'cancelled' || status === 'outOfStock' || status === 'lost') return 'closed';
  return 'active';
}
