import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../i18n/useFormat';
import './Timeline.css';

export type TimelineEvent<S extends string> = { status: S; at: string; note?: string | null };

/**
 * Every status something went through, newest first, with its time (Vietnam time) and note. The
 * caller gives the words for its statuses and wraps the list in its own titled section.
 */
export function Timeline<S extends string>({ events, labels }: { events: TimelineEvent<S>[]; labels: Record<S, MessageDescriptor> }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="timeline">
      {newestFirst.map((event, index) => (
        <li key={`${event.status}-${event.at}`} className={`timeline__event${index === 0 ? ' timeline__event--latest' : ''}`}>
          <strong>{i18n._(labels[event.status])}</strong>
          <time className="muted" dateTime={event.at}>
            {format.dateTime(event.at)}
          </time>
          {event.note && (
            <p className="timeline__note">
              <bdi>{event.note}</bdi>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
