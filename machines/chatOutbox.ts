import { assign, setup } from 'xstate';
import type { ChatMessage } from '../contract/chat';
import { failureOf, isRefusal, type RequestFailure } from './failure';
import { providedBy } from './providedBy';

/**
 * The chat's outbox: every message a person writes goes through it, online or not. A message is
 * kept (src/ saves the queue on the device, IndexedDB) until the server has stored it, and is sent
 * in the order it was written, one at a time, with the `clientId` it was given when written, on
 * every attempt: the server stores a repeated clientId once, so a message whose answer was lost
 * and that is sent again appears once. Offline, the queue waits for the connection; a send that
 * got no answer (offline, a timeout, a 5xx, a rate limit) is tried again after 2 s, 4 s, 8 s …
 * up to a minute, or at once when the connection comes back. A clear refusal (a 4xx: the thread
 * is closed to the writer, the text too long) would be refused again: that message stays on the
 * device marked failed, for the person to send again or drop, and the queue goes on.
 *
 *
 * A message's pictures are uploaded first, one at a time, and the token the server answers for
 * each is kept with the message (and saved with the queue) as soon as it comes: a message that
 * fails after some or all of its pictures went up goes on from the first picture without a token,
 * so on 4G a retry, or a reload, never sends the same picture twice.
 *
 * Pure logic: loading the queue (`loadOutbox`), uploading one picture (`uploadPhoto`), sending one
 * message with its tokens (`sendMessage`), saving the queue (`saveOutbox`) and putting a sent
 * message into its thread (`messageSent`) are provided by src/ (src/components/chat/outbox.ts).
 */

export type OutboxEntry = {
  /** The device's id of the message (a UUID made by src/ when it was written): the same on every attempt. */
  clientId: string;
  /** The thread's key (`order-123`). */
  thread: string;
  text: string;
  /** The pictures as src/ keeps them (Blobs); the machine only carries them. */
  photos: readonly unknown[];
  /** The tokens of the pictures uploaded so far (of `photos`, in order, from the first). */
  uploaded: readonly string[];
  /** A staff note. */
  internal: boolean;
  /** When it was written (ISO), to draw it in its place. */
  createdAt: string;
  /** Set once the server refused it: kept, not sent again until the person asks. */
  failed: RequestFailure | null;
};

export type ChatOutboxContext = {
  /** Oldest first. */
  entries: OutboxEntry[];
  online: boolean;
  /** Failed attempts in a row at the message at the head (for the wait before the next). */
  attempt: number;
  /** The last failure without an answer, while waiting to try again. */
  error: RequestFailure | null;
  /** The clientId of the message being sent (a "Gửi lại" meanwhile may put an older one ahead of it). */
  sending: string | null;
};

export type ChatOutboxEvent =
  /** A message written (`failed` is null). */
  | { type: 'outbox.add'; entry: OutboxEntry }
  | { type: 'outbox.online' }
  | { type: 'outbox.offline' }
  /** "Gửi lại" on a refused message, or "try now" while waiting. */
  | { type: 'outbox.retry'; clientId?: string }
  /** "Xoá" on a refused message. */
  | { type: 'outbox.discard'; clientId: string };

export type ChatOutboxInput = { online: boolean };

/** What `uploadPhoto` is given: one picture of a message, for its thread. */
export type OutboxPhotoUpload = { thread: string; photo: unknown };

/** The wait before attempt n + 1 after n failures without an answer: 2 s doubling, at most a minute. */
export function outboxRetryDelay(attempt: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempt - 1), 60_000);
}

/** The next message to send: the oldest not refused. */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  return entries.find((entry) => entry.failed === null);
}

/** The message being sent, by its clientId. */
const sendingEntry = (context: ChatOutboxContext) => context.entries.find((entry) => entry.clientId === context.sending);

/** A 401 is the session's to settle (a renewal, or signing out, which stops the outbox): not a refusal of the message. */
const refusedMessage = (error: unknown) => {
  const failure = failureOf(error);
  return failure.status !== 401 && isRefusal(failure);
};

const outboxSetup = setup({
  types: {
    context: {} as ChatOutboxContext,
    events: {} as ChatOutboxEvent,
    input: {} as ChatOutboxInput,
  },
  actors: {
    /** The queue kept on the device for this account (oldest first). */
    loadOutbox: providedBy<OutboxEntry[]>('loadOutbox', 'src/components/chat/outbox.ts'),
    /** POST /Chat/:key/Image with one picture; resolves with the token the message names it by. */
    uploadPhoto: providedBy<string, OutboxPhotoUpload>('uploadPhoto', 'src/components/chat/outbox.ts'),
    /** POST /Chat/:key/Messages with the entry's clientId and its pictures' tokens (`uploaded`); resolves with the stored message. */
    sendMessage: providedBy<ChatMessage, OutboxEntry>('sendMessage', 'src/components/chat/outbox.ts'),
  },
  actions: {
    /** Effect, provided by src/: keep the queue on the device. */
    saveOutbox: (_, _params: { entries: OutboxEntry[] }) => {},
    /** Effect, provided by src/: the stored message goes into its thread in place of the waiting one. */
    messageSent: (_, _params: { message: ChatMessage }) => {},
    add: assign(({ context }, params: { entry: OutboxEntry }) => ({
      entries: context.entries.some((held) => held.clientId === params.entry.clientId)
        ? context.entries
        : [...context.entries, params.entry],
    })),
    /** Saved entries first (written earlier), then any written while they loaded. */
    restore: assign(({ context }, params: { saved: OutboxEntry[] }) => ({
      entries: [...params.saved.filter((saved) => !context.entries.some((held) => held.clientId === saved.clientId)), ...context.entries],
    })),
    /** A picture's token, kept with its message at once (the next attempt starts after it). */
    keepUploaded: assign(({ context }, params: { clientId: string; token: string }) => ({
      entries: context.entries.map((entry) =>
        entry.clientId === params.clientId ? { ...entry, uploaded: [...entry.uploaded, params.token] } : entry,
      ),
    })),
    remove: assign(({ context }, params: { clientId: string }) => ({
      entries: context.entries.filter((entry) => entry.clientId !== params.clientId),
      attempt: 0,
      error: null,
      sending: null,
    })),
    markRefused: assign(({ context }, params: { clientId: string; error: unknown }) => ({
      entries: context.entries.map((entry) => (entry.clientId === params.clientId ? { ...entry, failed: failureOf(params.error) } : entry)),
      attempt: 0,
      error: null,
      sending: null,
    })),
    /** "Gửi lại": one refused message (or all of them) back in the queue. */
    unrefuse: assign(({ context }, params: { clientId?: string }) => ({
      entries: context.entries.map((entry) =>
        params.clientId === undefined || entry.clientId === params.clientId ? { ...entry, failed: null } : entry,
      ),
      attempt: 0,
    })),
    discard: assign(({ context }, params: { clientId: string }) => ({
      entries: context.entries.filter((entry) => entry.clientId !== params.clientId || entry.failed === null),
    })),
    recordUnanswered: assign(({ context }, params: { error: unknown }) => ({
      attempt: context.attempt + 1,
      error: failureOf(params.error),
    })),
    pickNext: assign(({ context }) => ({ sending: nextToSend(context.entries)?.clientId ?? null })),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
  },
  guards: {
    nothingToSend: ({ context }) => nextToSend(context.entries) === undefined,
    offline: ({ context }) => !context.online,
    refused: (_, params: { error: unknown }) => refusedMessage(params.error),
    picturesLeft: ({ context }) => {
      const entry = sendingEntry(context);
      return entry !== undefined && entry.uploaded.length < entry.photos.length;
    },
  },
  delays: {
    retryDelay: ({ context }) => outboxRetryDelay(context.attempt),
  },
});

type Failed = { context: ChatOutboxContext; event: { error: unknown } };

/**
 * A picture or the message not sent: a refusal marks the message failed and the queue goes on;
 * anything else waits and tries again (from the first picture without a token).
 */
const failedAttempt = [
  {
    guard: { type: 'refused', params: ({ event }: Failed) => ({ error: event.error }) },
    target: '#chatOutbox.deciding',
    actions: [
      { type: 'markRefused', params: ({ context, event }: Failed) => ({ clientId: context.sending!, error: event.error }) },
      { type: 'saveOutbox', params: ({ context }: Failed) => ({ entries: context.entries }) },
    ],
  },
  { target: '#chatOutbox.backingOff', actions: { type: 'recordUnanswered', params: ({ event }: Failed) => ({ error: event.error }) } },
] as const;

export const chatOutboxMachine = outboxSetup.createMachine({
  id: 'chatOutbox',
  context: ({ input }) => ({ entries: [], online: input.online, attempt: 0, error: null, sending: null }),
  initial: 'loading',
  on: {
    // Anywhere else (sending, loading): kept and saved; sent when its turn comes.
    'outbox.add': {
      actions: [
        { type: 'add', params: ({ event }) => ({ entry: event.entry }) },
        { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
      ],
    },
    'outbox.online': { actions: 'setOnline' },
    'outbox.offline': { actions: 'setOffline' },
    'outbox.discard': {
      actions: [
        { type: 'discard', params: ({ event }) => ({ clientId: event.clientId }) },
        { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
      ],
    },
    'outbox.retry': {
      actions: [
        { type: 'unrefuse', params: ({ event }) => ({ clientId: event.clientId }) },
        { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
      ],
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadOutbox',
        src: 'loadOutbox',
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'restore', params: ({ event }) => ({ saved: event.output }) },
            { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
          ],
        },
        // Nothing could be read (storage refused): start with what is written from now on.
        onError: 'deciding',
      },
    },
    deciding: {
      always: [{ guard: 'nothingToSend', target: 'idle' }, { guard: 'offline', target: 'waitingOnline' }, { target: 'sending' }],
    },
    idle: {
      on: {
        'outbox.add': {
          target: 'deciding',
          actions: [
            { type: 'add', params: ({ event }) => ({ entry: event.entry }) },
            { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
          ],
        },
        'outbox.retry': {
          target: 'deciding',
          actions: [
            { type: 'unrefuse', params: ({ event }) => ({ clientId: event.clientId }) },
            { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
          ],
        },
      },
    },
    waitingOnline: {
      on: {
        'outbox.online': { target: 'deciding', actions: 'setOnline' },
      },
    },
    sending: {
      entry: 'pickNext',
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'picturesLeft', target: 'uploading' }, { target: 'posting' }],
        },
        uploading: {
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ context }) => {
              const entry = sendingEntry(context)!;
              return { thread: entry.thread, photo: entry.photos[entry.uploaded.length] };
            },
            onDone: {
              target: 'choosing',
              actions: [
                { type: 'keepUploaded', params: ({ context, event }) => ({ clientId: context.sending!, token: event.output }) },
                { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
              ],
            },
            onError: failedAttempt,
          },
        },
        posting: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => sendingEntry(context)!,
            onDone: {
              target: '#chatOutbox.deciding',
              actions: [
                { type: 'remove', params: ({ context }) => ({ clientId: context.sending! }) },
                { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
                { type: 'messageSent', params: ({ event }) => ({ message: event.output }) },
              ],
            },
            onError: failedAttempt,
          },
        },
      },
    },
    backingOff: {
      after: { retryDelay: 'deciding' },
      on: {
        'outbox.online': { target: 'deciding', actions: 'setOnline' },
        'outbox.retry': {
          target: 'deciding',
          actions: [
            { type: 'unrefuse', params: ({ event }) => ({ clientId: event.clientId }) },
            { type: 'saveOutbox', params: ({ context }) => ({ entries: context.entries }) },
          ],
        },
      },
    },
  },
});
