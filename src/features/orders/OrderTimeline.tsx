import { Trans } from '@lingui/react/macro';
import type { OrderEvent } from '../../../contract/orders';
import { CardSection } from '../../components/CardSection';
import { Timeline } from '../../components/Timeline';
import { orderStatusLabels } from './labels';

/** Every status the order went through, newest first, with its time (Vietnam time) and note. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <CardSection className="order-section" titleClassName="checkout-section-title" title={<Trans>Lịch sử đơn hàng</Trans>}>
      <Timeline events={events} labels={orderStatusLabels} />
    </CardSection>
  );
}
