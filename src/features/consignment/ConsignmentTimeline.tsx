import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ConsignmentEvent } from '../../../contract/consignment';
import { useFormat } from '../../i18n/useFormat';
import { consignmentStatusLabels } from './labels';

/** Every status the order went through, newest first, with its time (Vietnam time) and note. */
export function ConsignmentTimeline({ events }: { events: ConsignmentEvent[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="card consignment-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="consignment-section__title">
        <Trans>Lịch sử đơn hàng</Trans>
      </h2>
      <ol className="order-timeline">
        {newestFirst.map((event, index) => (
          <li key={`${event.status}-${event.at}`} className={`order-timeline__event${index === 0 ? ' order-timeline__event--latest' : ''}`}>
            <strong>{i18n._(consignmentStatusLabels[event.status])}</strong>
            <time className="muted" dateTime={event.at}>
              {format.dateTime(event.at)}
            </time>
            {event.note && <p className="order-timeline__note">{event.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
