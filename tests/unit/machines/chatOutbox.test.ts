import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ChatMessage } from '../../../contract/chat';
import { chatOutboxMachine, outboxRetryDelay, type OutboxEntry } from '../../../machines/chatOutbox';

const apiError = (status: number | null, code: string) => Object.assign(new Error(code), { status, code, details: [] });

const entry = (clientId: string, text = `tin ${clientId}`): OutboxEntry => ({
  clientId,
  thread: 'order-12',
  text,
  photos: [],
  internal: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  uploaded: [],
  failed: null,
});

const stored = (sent: OutboxEntry, id: number): ChatMessage => ({
  id,
  thread: sent.thread,
  clientId: sent.clientId,
  side: 'customer',
  authorName: 'An',
  text: sent.text,
  images: [],
  internal: false,
  createdAt: sent.createdAt,
});

/** The outbox with a scripted server (each send takes the next answer; an Error is thrown) and a saved queue. */
function start({ answers = [], saved = [], online = true }: { answers?: Array<'ok' | Error>; saved?: OutboxEntry[]; online?: boolean }) {
  const sends: OutboxEntry[] = [];
  const saves: OutboxEntry[][] = [];
  const sent: ChatMessage[] = [];
  const machine = chatOutboxMachine.provide({
    actors: {
      loadOutbox: fromPromise(async () => saved),
      sendMessage: fromPromise(async ({ input }) => {
        sends.push(input);
        const answer = answers.shift();
        if (answer === undefined) throw new Error('no answer scripted');
        if (answer instanceof Error) throw answer;
        return stored(input, 100 + sends.length);
      }),
    },
    actions: {
      saveOutbox: (_, params) => void saves.push(params.entries),
      messageSent: (_, params) => void sent.push(params.message),
    },
  });
  const actor = createActor(machine, { input: { online } }).start();
  return { actor, sends, saves, sent };
}

/** Lets promises settle (the load, a send) without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the chat outbox', () => {
  it('sends a message written online once, saves the queue before and after, and hands over the stored message', async () => {
    const { actor, sends, saves, sent } = start({ answers: ['ok'] });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'outbox.add', entry: entry('a') });
    await settle();
    expect(sends.map((s) => s.clientId)).toEqual(['a']);
    expect(sent.map((m) => m.clientId)).toEqual(['a']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.entries).toEqual([]);
    // Kept on the device while it was on its way, gone once stored.
    expect(saves.some((queue) => queue.some((e) => e.clientId === 'a'))).toBe(true);
    expect(saves.at(-1)).toEqual([]);
  });

  it('keeps what is written offline and sends it, in order, when the connection returns', async () => {
    const { actor, sends } = start({ answers: ['ok', 'ok'], online: false });
    await settle();
    actor.send({ type: 'outbox.add', entry: entry('a') });
    actor.send({ type: 'outbox.add', entry: entry('b') });
    await settle();
    expect(actor.getSnapshot().value).toBe('waitingOnline');
    expect(sends).toEqual([]);
    expect(actor.getSnapshot().context.entries.map((e) => e.clientId)).toEqual(['a', 'b']);

    actor.send({ type: 'outbox.online' });
    await settle();
    expect(sends.map((s) => s.clientId)).toEqual(['a', 'b']);
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });

  it('resumes the queue saved on the device before anything written since', async () => {
    const { actor, sends } = start({ answers: ['ok', 'ok'], saved: [entry('old')] });
    actor.send({ type: 'outbox.add', entry: entry('new') });
    await settle();
    expect(sends.map((s) => s.clientId)).toEqual(['old', 'new']);
  });

  it('tries a message without an answer again with the same clientId, waiting longer each time', async () => {
    const { actor, sends, sent } = start({
      answers: [apiError(null, 'network-request-failed'), apiError(503, 'try-again'), 'ok'],
    });
    await settle();
    actor.send({ type: 'outbox.add', entry: entry('a') });
    await settle();
    expect(actor.getSnapshot().value).toBe('backingOff');
    expect(actor.getSnapshot().context.attempt).toBe(1);

    await vi.advanceTimersByTimeAsync(outboxRetryDelay(1) - 1);
    expect(sends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends).toHaveLength(2);
    expect(actor.getSnapshot().context.attempt).toBe(2);

    await vi.advanceTimersByTimeAsync(outboxRetryDelay(2));
    expect(sends.map((s) => s.clientId)).toEqual(['a', 'a', 'a']);
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('tries again at once when the connection comes back instead of waiting out the delay', async () => {
    const { actor, sends } = start({ answers: [apiError(null, 'network-request-failed'), 'ok'] });
    await settle();
    actor.send({ type: 'outbox.add', entry: entry('a') });
    await settle();
    actor.send({ type: 'outbox.offline' });
    actor.send({ type: 'outbox.online' });
    await settle();
    expect(sends.map((s) => s.clientId)).toEqual(['a', 'a']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps a refused message marked failed, goes on with the next, and sends it again only when asked', async () => {
    const { actor, sends } = start({ answers: [apiError(403, 'forbidden'), 'ok', 'ok'] });
    await settle();
    actor.send({ type: 'outbox.add', entry: entry('a') });
    actor.send({ type: 'outbox.add', entry: entry('b') });
    await settle();
    expect(sends.map((s) => s.clientId)).toEqual(['a', 'b']);
    const [failed] = actor.getSnapshot().context.entries;
    expect(failed?.clientId).toBe('a');
    expect(failed?.failed).toMatchObject({ status: 403, code: 'forbidden' });
    expect(actor.getSnapshot().value).toBe('idle');

    await vi.advanceTimersByTimeAsync(120_000);
    expect(sends).toHaveLength(2);

    actor.send({ type: 'outbox.retry', clientId: 'a' });
    await settle();
    expect(sends.map((s) => s.clientId)).toEqual(['a', 'b', 'a']);
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });

  it('drops a refused message on "Xoá", but never one still queued', async () => {
    const { actor } = start({ answers: [apiError(422, 'validation-failed')], online: true });
    await settle();
    actor.send({ type: 'outbox.add', entry: entry('a') });
    await settle();
    actor.send({ type: 'outbox.offline' });
    actor.send({ type: 'outbox.add', entry: entry('b') });
    actor.send({ type: 'outbox.discard', clientId: 'b' });
    expect(actor.getSnapshot().context.entries.map((e) => e.clientId)).toEqual(['a', 'b']);
    actor.send({ type: 'outbox.discard', clientId: 'a' });
    expect(actor.getSnapshot().context.entries.map((e) => e.clientId)).toEqual(['b']);
  });

  it('treats a 401 as the session’s business: the message waits and is tried again', async () => {
    const { actor } = start({ answers: [apiError(401, 'user-token-expired')] });
    await settle();
    actor.send({ type: 'outbox.add', entry: entry('a') });
    await settle();
    expect(actor.getSnapshot().value).toBe('backingOff');
    expect(actor.getSnapshot().context.entries[0]?.failed).toBeNull();
  });

  it('never queues the same clientId twice', async () => {
    const { actor } = start({ online: false });
    await settle();
    actor.send({ type: 'outbox.add', entry: entry('a') });
    actor.send({ type: 'outbox.add', entry: entry('a') });
    expect(actor.getSnapshot().context.entries).toHaveLength(1);
  });

  it('uploads each picture once: a send that fails after them sends the message again with the same tokens', async () => {
    const uploads: unknown[] = [];
    const sends: OutboxEntry[] = [];
    const saves: OutboxEntry[][] = [];
    const answers: Array<'ok' | Error> = [apiError(null, 'network-request-failed'), apiError(503, 'try-again'), 'ok'];
    const machine = chatOutboxMachine.provide({
      actors: {
        loadOutbox: fromPromise(async (): Promise<OutboxEntry[]> => []),
        uploadPhoto: fromPromise(async ({ input }) => {
          uploads.push(input.photo);
          return `token-${String(input.photo)}`;
        }),
        sendMessage: fromPromise(async ({ input }) => {
          sends.push(input);
          const answer = answers.shift();
          if (answer instanceof Error) throw answer;
          return { ...stored(input, 100), images: input.uploaded.map((token) => `/api/chat/${token}`) };
        }),
      },
      actions: { saveOutbox: (_, params) => void saves.push(params.entries) },
    });
    const actor = createActor(machine, { input: { online: true } }).start();
    await settle();
    actor.send({ type: 'outbox.add', entry: { ...entry('a'), photos: ['first.jpg', 'second.jpg'] } });
    await settle();
    expect(uploads).toEqual(['first.jpg', 'second.jpg']);
    expect(actor.getSnapshot().value).toBe('backingOff');
    // The tokens are kept with the queued message, on the device too: a reload does not upload again either.
    expect(actor.getSnapshot().context.entries[0]?.uploaded).toEqual(['token-first.jpg', 'token-second.jpg']);
    expect(saves.at(-1)?.[0]?.uploaded).toEqual(['token-first.jpg', 'token-second.jpg']);

    await vi.advanceTimersByTimeAsync(outboxRetryDelay(1));
    actor.send({ type: 'outbox.offline' });
    actor.send({ type: 'outbox.online' });
    await settle();
    expect(uploads).toHaveLength(2);
    expect(sends.map((s) => [s.clientId, s.uploaded])).toEqual([
      ['a', ['token-first.jpg', 'token-second.jpg']],
      ['a', ['token-first.jpg', 'token-second.jpg']],
      ['a', ['token-first.jpg', 'token-second.jpg']],
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });

  it('after a picture fails to upload, goes on from that picture: the ones before it are not sent again', async () => {
    const uploads: unknown[] = [];
    let failOnce = true;
    const machine = chatOutboxMachine.provide({
      actors: {
        loadOutbox: fromPromise(async (): Promise<OutboxEntry[]> => []),
        uploadPhoto: fromPromise(async ({ input }) => {
          uploads.push(input.photo);
          if (input.photo === 'second.jpg' && failOnce) {
            failOnce = false;
            throw apiError(null, 'timeout');
          }
          return `token-${String(input.photo)}`;
        }),
        sendMessage: fromPromise(async ({ input }) => stored(input, 100)),
      },
    });
    const actor = createActor(machine, { input: { online: true } }).start();
    await settle();
    actor.send({ type: 'outbox.add', entry: { ...entry('a'), photos: ['first.jpg', 'second.jpg', 'third.jpg'] } });
    await settle();
    expect(actor.getSnapshot().value).toBe('backingOff');
    expect(actor.getSnapshot().context.entries[0]?.uploaded).toEqual(['token-first.jpg']);
    await vi.advanceTimersByTimeAsync(outboxRetryDelay(1));
    expect(uploads).toEqual(['first.jpg', 'second.jpg', 'second.jpg', 'third.jpg']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps a message whose picture cannot be read, marked failed, with its text and pictures', async () => {
    const machine = chatOutboxMachine.provide({
      actors: {
        loadOutbox: fromPromise(async (): Promise<OutboxEntry[]> => []),
        uploadPhoto: fromPromise(async (): Promise<string> => {
          throw apiError(422, 'photo-unreadable');
        }),
      },
    });
    const actor = createActor(machine, { input: { online: true } }).start();
    await settle();
    actor.send({ type: 'outbox.add', entry: { ...entry('a', 'xem ảnh'), photos: ['broken.heic'] } });
    await settle();
    const [kept] = actor.getSnapshot().context.entries;
    expect(kept).toMatchObject({ clientId: 'a', text: 'xem ảnh', photos: ['broken.heic'], uploaded: [] });
    expect(kept?.failed).toMatchObject({ status: 422, code: 'photo-unreadable' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('waits 2 s, doubling, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(outboxRetryDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });
});
