import { useLingui } from '@lingui/react/macro';
import type { DeliveryStatus } from '../../../contract/shipmentStatus';
import { deliveryStatusLabels } from './labels';

/** Where a request stands, in words; the colour only repeats them. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { i18n } = useLingui();
  return <span className={`delivery-status delivery-status--${status}`}>{i18n._(deliveryStatusLabels[status])}</span>;
}
