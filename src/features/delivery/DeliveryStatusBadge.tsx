import { useLingui } from '@lingui/react/macro';
import type { DeliveryStatus } from '../../../contract/shipmentStatus';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';
import { deliveryStatusLabels } from './labels';

const toneOf: Record<DeliveryStatus, StatusTone> = {
  requested: 'active',
  processing: 'active',
  delivered: 'done',
  cancelled: 'closed',
};

/** Where a request stands, in words; the colour only repeats them. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={toneOf[status]}>{i18n._(deliveryStatusLabels[status])}</StatusBadge>;
}
