import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../../../contract/orderStatus';
import { StatusBadge } from '../../../components/StatusBadge';
import { orderStatusLabels } from '../../../i18n/statusLabels';

/** An order's state in the customer's own words, so staff and customer speak of the same thing. */
export function StaffOrderStatus({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  const tone =
    status === 'received' ? 'done' : status === 'cancelled' || status === 'outOfStock' || status === 'lost' ? 'closed' : 'active';
  return <StatusBadge tone={tone}>{i18n._(orderStatusLabels[status])}</StatusBadge>;
}
