import { Plural, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { DeliverySummary } from '../../../contract/delivery';
import { useFormat } from '../../i18n/useFormat';
import { DeliveryDetail } from './DeliveryDetail';
import { DeliveryStatusBadge } from './DeliveryStatusBadge';
import { deliveryPaymentLabels } from './labels';

/** One request of the list; the row opens (and closes) its detail just below it. */
export function DeliveryRow({ delivery, open }: { delivery: DeliverySummary; open: boolean }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate({ from: '/delivery/' });
  const detailId = useId();
  const count = format.number(delivery.packageCount);
  const paid = i18n._(deliveryPaymentLabels[delivery.payment]);
  const toggle = () => void navigate({ search: (previous) => ({ ...previous, id: open ? undefined : delivery.id }), replace: true });
  return (
    <li className="delivery-row">
      <button
        type="button"
        className="delivery-row__button"
        aria-expanded={open}
        aria-controls={open ? detailId : undefined}
        onClick={toggle}
      >
        <span className="delivery-row__top">
          <strong className="delivery-row__code">{delivery.code}</strong>
          <DeliveryStatusBadge status={delivery.status} />
        </span>
        <span className="delivery-row__address">{delivery.addressLine}</span>
        <span className="delivery-row__top">
          <span className="muted">
            <Plural value={count} other="# kiện" /> · {paid}
          </span>
          <strong>{format.vnd(delivery.totalVnd)}</strong>
        </span>
        <time className="muted delivery-row__date" dateTime={delivery.createdAt}>
          {format.dateTime(delivery.createdAt)}
        </time>
      </button>
      {open && (
        <div id={detailId} className="delivery-row__detail">
          <DeliveryDetail id={delivery.id} />
        </div>
      )}
    </li>
  );
}
