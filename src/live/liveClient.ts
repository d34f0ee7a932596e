import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { ChatMessage } from '../../contract/chat';
import { apiPaths } from '../../contract/paths';
import { addChatMessage, chatKeys, chatOutboxStoreKey, stopActiveOutbox } from '../api/chatCache';
import { notificationKeys } from '../api/notificationBadge';
import type { LiveFollowing } from './liveFollowing';
import { openEventStream, type ServerEvent } from './sse';

/**
 * What a signed-in app does with `GET /Events` (contract/notifications.ts, "Live events"): a chat
 * message goes into its open thread (once, by id) and the thread lists load again; a read mark
 * reloads the lists; a notification marks every cached answer stale (it tells of a change to the
 * person's things), its read mark reloads the list and the badge. This chunk
 * loads after every signed-in first paint, so it carries no schemas: a message is checked for
 * the fields the thread's cache is keyed on, and the thread reloads whole when opened anyway.
 * Messages written offline before a reload are sent from here too, the outbox's code loaded only
 * when its queue on the device holds any.
 */
export function startLive({
  api,
  queryClient,
  baseURL,
  userId,
  getToken,
  live,
}: {
  api: AxiosInstance;
  queryClient: QueryClient;
  baseURL: string;
  userId: number;
  getToken: () => string | null;
  live: Pick<LiveFollowing, 'settle'>;
}): () => void {
  let stopped = false;
  void resumeOutbox(userId).then(async (queued) => {
    if (!queued || stopped) return;
    const { chatOutbox } = await import('../components/chat/outbox');
    if (!stopped) chatOutbox({ api, queryClient, userId });
  });
  const stream = openEventStream({
    url: `${baseURL}${apiPaths.events}`,
    getToken,
    onOpen: () => {
      // What happened while the stream was closed and the server could not replay. The tab bar's
      // counts are not read before the first open, so this does not read them twice.
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      live.settle();
    },
    // Without the stream the counts are read anyway, and kept fresh by their own interval.
    onDown: () => live.settle(),
    onEvent: (event) => handleLiveEvent(queryClient, event),
  });
  return () => {
    stopped = true;
    stream.stop();
    // Whoever started it (this, or a chat page).
    stopActiveOutbox();
  };
}

/** Whether the account has messages waiting on the device (IndexedDB, as the outbox keeps them). */
async function resumeOutbox(userId: number): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    const { get } = await import('idb-keyval');
    const queued = await get<unknown[]>(chatOutboxStoreKey(userId));
    return Array.isArray(queued) && queued.length > 0;
  } catch {
    return false;
  }
}

const isMessage = (data: unknown): data is ChatMessage => {
  const message = data as Partial<ChatMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    Number.isInteger(message.id) &&
    typeof message.thread === 'string' &&
    typeof message.clientId === 'string' &&
    (message.side === 'customer' || message.side === 'staff') &&
    typeof message.text === 'string' &&
    Array.isArray(message.images) &&
    typeof message.createdAt === 'string'
  );
};

export function handleLiveEvent(queryClient: QueryClient, event: ServerEvent): void {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  switch (event.type) {
    case 'chat.message':
      if (isMessage(data))
        addChatMessage(queryClient, { ...data, internal: data.internal === true, authorName: String(data.authorName ?? '') });
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads });
      void queryClient.invalidateQueries({ queryKey: chatKeys.staff });
      return;
    case 'chat.read':
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads });
      void queryClient.invalidateQueries({ queryKey: chatKeys.staff });
      return;
    case 'notification':
      // News of a change to something of the person's (an order moved, a complaint refunded, the
      // wallet credited): every cached answer may be behind it. Open pages load again now, the
      // others when they are opened, however recently they were fetched.
      void queryClient.invalidateQueries();
      return;
    case 'notification.read':
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      return;
  }
}
