import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { OrderEvent } from '../../../contract/orders';
import { Timeline } from '../../components/Timeline';
import { orderStatusLabels } from './labels';

/** Every status the order went through, newest first, with its time (Vietnam time) and note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const headingId = useId();
  return (
    <section className="card order-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-section-title">
        <Trans>Lịch sử đơn hàng</Trans>
      </h2>
      <Timeline events={events} labels={orderStatusLabels} />
    </section>
  );
}
