import { PassThrough } from 'node:stream';
import type { Db, Listen } from '../../db/connect';
import {
  LIVE_EVENTS_CHANNEL,
  lateLiveEvents,
  latestLiveEventId,
  liveEventsAfter,
  type LiveAudience,
  type LiveEventRow,
} from './liveEvents.queries';

/** A comment line every so often keeps proxies and the server's idle timeout from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** What EventSource waits before it reconnects (the `retry:` line). */
export const RETRY_MS = 3_000;
/** Open streams per person (tabs, devices); a new one beyond it closes their oldest. */
export const MAX_STREAMS_PER_USER = 8;
/**
 * How long a transaction may take between writing an event and committing it and still have the
 * event reach open streams at once (see `pump`). The app's transactions take milliseconds.
 */
export const LATE_WINDOW_MS = 60_000;
/** Rows read per query; a stream further behind reads again at once. */
const BATCH = 200;
/** Without LISTEN (an app built with no `listen`), how often streams look for new rows. */
const POLL_MS = 2_000;

interface Stream {
  audience: LiveAudience;
  out: PassThrough;
  /** The largest id written to this stream (or the Last-Event-ID it resumed from). */
  lastSent: number;
  /** Ids at or below lastSent already written (or there when the stream opened), with when: see `pump`. */
  seen: Map<number, number>;
  /** A pump is running; `again` asks it to read once more when done. */
  busy: boolean;
  again: boolean;
  /** The socket's buffer is full: no more is written until it drains. */
  blocked: boolean;
  closed: boolean;
  /** Drops the connection: at shutdown a client that went away unnoticed must not keep the server open. */
  cut: () => void;
}

/** One event in text/event-stream form. */
const frame = (row: LiveEventRow) => `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.payload)}\n\n`;

export type LiveStreams = ReturnType<typeof createLiveStreams>;

/**
 * Every open `GET /Events` stream of this process, fed from the `live_events` table. One LISTEN
 * per process (not per stream) hears of each committed event and wakes every stream, each of which
 * then reads its rows once; a heartbeat tick also wakes them, so an announcement lost while the
 * LISTEN connection was down is found within HEARTBEAT_MS anyway.
 */
export function createLiveStreams({ db, now, listen, log }: { db: Db; now: () => Date; listen?: Listen; log: (error: unknown) => void }) {
  const streams = new Set<Stream>();
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  let stopped = false;

  const wakeAll = () => {
    for (const stream of streams) void pump(stream);
  };

  async function start(): Promise<void> {
    if (listen) unlisten = await listen(LIVE_EVENTS_CHANNEL, wakeAll);
    else poll = setInterval(wakeAll, POLL_MS);
    heartbeat = setInterval(() => {
      for (const stream of streams) if (!stream.blocked) stream.out.write(': ping\n\n');
      wakeAll();
    }, HEARTBEAT_MS);
    heartbeat.unref();
    poll?.unref();
  }

  function close(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    streams.delete(stream);
    stream.out.end();
  }

  /**
   * Writes the stream's rows it has not written yet. Ids come from a sequence when a row is
   * written, but rows become visible when their transaction commits, so a row can appear after a
   * larger id was already read and sent. Reading only `id > lastSent` would skip it for good. So
   * each pump reads, besides the rows after lastSent, the rows at or below it written within
   * LATE_WINDOW_MS that this stream has not sent (`seen` keeps the ids sent in that time).
   * A row is thus missed only if its transaction stayed open longer than the window after it was
   * written. A stream that resumes from Last-Event-ID knows nothing of what the old one sent, so it
   * sends the window's rows below that id again: duplicates, which the client drops by id, but no gap.
   */
  async function pump(stream: Stream): Promise<void> {
    if (stream.closed) return;
    if (stream.busy || stream.blocked) {
      stream.again = true;
      return;
    }
    stream.busy = true;
    try {
      do {
        stream.again = false;
        const at = now().getTime();
        for (const [id, sentAt] of stream.seen) if (sentAt < at - 2 * LATE_WINDOW_MS) stream.seen.delete(id);
        const late = await lateLiveEvents(db, {
          audience: stream.audience,
          upTo: stream.lastSent,
          since: new Date(at - LATE_WINDOW_MS),
          except: [...stream.seen.keys()],
        });
        const next = await liveEventsAfter(db, { audience: stream.audience, after: stream.lastSent, limit: BATCH });
        if (next.length === BATCH) stream.again = true;
        for (const row of [...late, ...next]) {
          if (stream.closed) return;
          stream.seen.set(row.id, at);
          stream.lastSent = Math.max(stream.lastSent, row.id);
          if (!stream.out.write(frame(row))) stream.blocked = true;
        }
        if (stream.blocked) {
          // Respect backpressure: the rest waits in the table until the client has read this.
          stream.out.once('drain', () => {
            stream.blocked = false;
            void pump(stream);
          });
          stream.again = false;
        }
      } while (stream.again && !stream.closed);
    } catch (error) {
      log(error);
    } finally {
      stream.busy = false;
    }
  }

  /**
   * Opens a stream for `audience`: from `lastEventId` when resuming, else from now on (what was
   * already there when it opened is not sent).
   */
  async function open({
    audience,
    lastEventId,
    cut,
  }: {
    audience: LiveAudience;
    lastEventId?: number;
    cut: () => void;
  }): Promise<{ body: PassThrough; end: () => void }> {
    const out = new PassThrough();
    const stream: Stream = { audience, out, lastSent: 0, seen: new Map(), busy: false, again: false, blocked: false, closed: false, cut };
    const at = now();
    if (lastEventId !== undefined) {
      stream.lastSent = lastEventId;
    } else {
      stream.lastSent = await latestLiveEventId(db, { audience });
      const there = await lateLiveEvents(db, {
        audience,
        upTo: stream.lastSent,
        since: new Date(at.getTime() - LATE_WINDOW_MS),
        except: [],
      });
      for (const row of there) stream.seen.set(row.id, at.getTime());
    }
    const mine = [...streams].filter((other) => other.audience.userId === audience.userId);
    for (const oldest of mine.slice(0, Math.max(0, mine.length - MAX_STREAMS_PER_USER + 1))) close(oldest);
    if (stopped) {
      out.end();
      return { body: out, end: () => {} };
    }
    streams.add(stream);
    out.on('close', () => close(stream));
    out.write(`retry: ${RETRY_MS}\n\n`);
    void pump(stream);
    return { body: out, end: () => close(stream) };
  }

  /** Ends every stream (their responses finish, so closing the server does not wait on them) and stops listening. */
  async function stop(): Promise<void> {
    stopped = true;
    clearInterval(heartbeat);
    clearInterval(poll);
    for (const stream of [...streams]) {
      close(stream);
      stream.cut();
    }
    await unlisten?.().catch(log);
  }

  return { start, open, stop, count: () => streams.size };
}
