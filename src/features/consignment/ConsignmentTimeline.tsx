import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ConsignmentEvent } from '../../../contract/consignment';
import { Timeline } from '../../components/Timeline';
import { consignmentStatusLabels } from './labels';

/** Every status the order went through, newest first, with its time (Vietnam time) and note. */
export function ConsignmentTimeline({ events }: { events: ConsignmentEvent[] }) {
  const headingId = useId();
  return (
    <section className="card consignment-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="consignment-section__title">
        <Trans>Lịch sử đơn hàng</Trans>
      </h2>
      <Timeline events={events} labels={consignmentStatusLabels} />
    </section>
  );
}
