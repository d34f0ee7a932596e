import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../../contract/orders';
import { orderStatusLabels } from './labels';

/** Where an order stands, in words; the colour (by phase) only repeats them. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <span className={`order-status order-status--${phaseOf(status)}`}>{i18n._(orderStatusLabels[status])}</span>;
}

function phaseOf(status: OrderStatus): 'active' | 'done' | 'closed' {
  if (status === 'received') return 'done';
  if (status === 'cancelled' || status === 'outOfStock' || status === 'lost') return 'closed';
  return 'active';
}
