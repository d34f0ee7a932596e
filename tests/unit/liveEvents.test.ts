import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatMessagesPage } from '../../contract/chat';
import { chatKeys } from '../../src/api/chat';
import { notificationKeys } from '../../src/api/notificationBadge';
import { handleLiveEvent, startLive } from '../../src/live/liveClient';
import { createLiveFollowing } from '../../src/live/liveFollowing';
import { createEventParser, openEventStream, reconnectDelay, type ServerEvent } from '../../src/live/sse';

const streamOf = (text: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

const message = (id: number): ChatMessage => ({
  id,
  thread: 'order-12',
  clientId: `c-${id}`,
  side: 'staff',
  authorName: 'Lan',
  text: `tin ${id}`,
  images: [],
  internal: false,
  createdAt: '2026-11-27T03:00:00.000Z',
});

describe('the event stream parser', () => {
  it('reads ids, names and multi-line data split anywhere across chunks, and skips comments', () => {
    const events: ServerEvent[] = [];
    const parse = createEventParser((event) => events.push(event));
    parse(': ping\n\nid: 7\nevent: chat.me');
    parse('ssage\ndata: {"a":\ndata: 1}\n\nid: 8\nevent: notification.read\r\ndata: {"id":null}\r\n\r\n');
    expect(events).toEqual([
      { id: '7', type: 'chat.message', data: '{"a":\n1}' },
      { id: '8', type: 'notification.read', data: '{"id":null}' },
    ]);
  });
});

describe('the event stream', () => {
  it('sends the bearer token, reconnects after the stream ends with Last-Event-ID, and backs off', async () => {
    const timers: Array<{ run: () => void; ms: number }> = [];
    const calls: Array<Record<string, string>> = [];
    const answers = [streamOf('id: 41\nevent: chat.read\ndata: {"thread":"order-12","upTo":3}\n\n'), new Response('no', { status: 503 })];
    const events: ServerEvent[] = [];
    let downs = 0;
    const fetchStub = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init?.headers as Record<string, string>);
      return answers.shift() ?? new Promise<Response>(() => {});
    });
    const stream = openEventStream({
      url: '/api/Events',
      getToken: () => 'tok',
      onEvent: (event) => events.push(event),
      onDown: () => (downs += 1),
      fetch: fetchStub as typeof fetch,
      setTimeout: (run, ms) => timers.push({ run, ms }),
      clearTimeout: () => {},
      onlineTarget: null,
    });
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(events.map((e) => e.type)).toEqual(['chat.read']);
    expect(calls[0]).toMatchObject({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    expect(calls[0]).not.toHaveProperty('Last-Event-ID');
    expect(timers[0]!.ms).toBe(1000);
    expect(downs).toBe(1);

    timers[0]!.run();
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    expect(calls[1]).toMatchObject({ 'Last-Event-ID': '41' });
    expect(timers[1]!.ms).toBe(2000);
    expect(downs).toBe(2);
    stream.stop();
    expect(reconnectDelay(10)).toBe(30_000);
  });
});

describe('live events in the app', () => {
  it('adds a chat message to its open thread once, and reloads the lists and badges', () => {
    const queryClient = new QueryClient();
    const data: InfiniteData<ChatMessagesPage> = {
      pages: [{ items: [message(1)], hasOlder: false, readUpTo: 0, subjectCode: 'DH12' }],
      pageParams: [0],
    };
    queryClient.setQueryData(chatKeys.messages('order-12'), data);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const event = { id: '9', type: 'chat.message', data: JSON.stringify(message(2)) };
    handleLiveEvent(queryClient, event);
    handleLiveEvent(queryClient, event);
    const held = queryClient.getQueryData<InfiniteData<ChatMessagesPage>>(chatKeys.messages('order-12'));
    expect(held?.pages[0]?.items.map((m) => m.id)).toEqual([1, 2]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.threads });

    invalidate.mockClear();
    handleLiveEvent(queryClient, { id: '10', type: 'notification.read', data: '{"id":null}' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });
  });

  it('marks every cached answer stale on a notification: it tells of a change to something the pages show', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['complaints', 'detail', 7], { status: 'pending' });
    handleLiveEvent(queryClient, { id: '11', type: 'notification', data: '{}' });
    expect(queryClient.getQueryState(['complaints', 'detail', 7])?.isInvalidated).toBe(true);
  });
});

describe('following live events', () => {
  const start = (answer: () => Promise<Response>) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const queryClient = new QueryClient();
    const live = createLiveFollowing();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = startLive({ api: axios.create(), queryClient, baseURL: '/api', userId: 7, getToken: () => 'tok', live });
    return { live, invalidate, stop };
  };
  afterEach(() => vi.unstubAllGlobals());

  it('settles once the stream opens, after marking what it may have missed stale', async () => {
    const { live, invalidate, stop } = start(async () => new Response(new ReadableStream(), { status: 200 }));
    expect(live.ready()).toBe(false);
    await vi.waitFor(() => expect(live.ready()).toBe(true));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });
    stop();
  });

  it('settles when the stream is refused, so the counts are read without it', async () => {
    const { live, invalidate, stop } = start(async () => new Response('no', { status: 503 }));
    await vi.waitFor(() => expect(live.ready()).toBe(true));
    expect(invalidate).not.toHaveBeenCalled();
    stop();
  });
});
