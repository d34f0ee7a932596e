import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatMessagesPage, StaffChatQuery } from '../../contract/chat';

/**
 * The chat's query keys and how a message joins its loaded thread, apart from chat.ts: the live
 * event client (loaded after every first paint for a signed-in person) needs these and none of
 * the chat's schemas or calls.
 */

export const chatKeys = {
  all: ['chat'] as const,
  threads: ['chat', 'threads'] as const,
  /** The tab bar's count: under `threads`, so invalidating the lists reloads it as well. */
  unread: ['chat', 'threads', 'unread'] as const,
  messages: (key: string) => ['chat', 'messages', key] as const,
  staff: ['chat', 'staff'] as const,
  staffList: (query: Partial<StaffChatQuery>) => ['chat', 'staff', query] as const,
  /** Under `staff`: an assignment reloads the thread's page with the inbox. */
  staffThread: (key: string) => ['chat', 'staff', 'thread', key] as const,
};

let stopOutbox: (() => void) | null = null;

/** The running outbox says how to stop it, so sign-out can without loading the outbox's code. */
export function registerOutboxStop(stop: (() => void) | null): void {
  stopOutbox = stop;
}

/** Signing out: the account's outbox stops (its queue stays on the device for that account). */
export function stopActiveOutbox(): void {
  const stop = stopOutbox;
  stopOutbox = null;
  stop?.();
}

/** Where the account's chat outbox keeps its queue on the device (src/components/chat/outbox.ts). */
export const chatOutboxStoreKey = (userId: number) => `muaho.chatOutbox.${userId}`;

/**
 * Puts a message into its thread's loaded messages (one sent from here, or one a live event
 * brought), once: a message already held by id or by its writer's `clientId` is replaced, not
 * repeated. A thread never opened is left alone; it loads whole when opened.
 */
export function addChatMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<InfiniteData<ChatMessagesPage>>(chatKeys.messages(message.thread), (data) => {
    if (!data || data.pages.length === 0) return data;
    const same = (held: ChatMessage) => held.id === message.id || (held.clientId === message.clientId && held.side === message.side);
    const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((held) => !same(held)) }));
    const [newest, ...older] = pages;
    const items = [...newest!.items, message].sort((a, b) => a.id - b.id);
    return { ...data, pages: [{ ...newest!, items }, ...older] };
  });
}
