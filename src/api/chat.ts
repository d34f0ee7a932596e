import { infiniteQueryOptions, keepPreviousData, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  chatImageSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatThreadListSchema,
  staffChatPageSchema,
  type ChatMessage,
  type ChatMessagesPage,
  type SendChatMessageInput,
  type StaffChatQuery,
} from '../../contract/chat';
import { apiPaths, pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import { postPhoto } from './photoUpload';

/**
 * Chat (tin nhắn): the caller's threads, a thread's messages in pages going back in time,
 * sending (a message names its own `clientId`, so sending it again stores it once), pictures,
 * read marks, and the staff inbox.
 */

export const chatKeys = {
  all: ['chat'] as const,
  threads: ['chat', 'threads'] as const,
  messages: (key: string) => ['chat', 'messages', key] as const,
  staff: ['chat', 'staff'] as const,
  staffList: (query: Partial<StaffChatQuery>) => ['chat', 'staff', query] as const,
};

/** GET /Chat: newest message first, with each thread's unread count and the total. */
export function chatThreadsQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: chatKeys.threads,
    queryFn: async () => chatThreadListSchema.parse((await api.get(apiPaths.chatThreads)).data),
  });
}

/**
 * A thread's messages: the first page is the newest, each next page older (`before` the oldest
 * id held). Every page is oldest first; the thread draws the pages in reverse.
 */
export function chatMessagesQuery(api: AxiosInstance, key: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(key),
    queryFn: async ({ pageParam }) =>
      chatMessagesPageSchema.parse(
        (await api.get(pathWith(apiPaths.chatMessages, { key }), { params: pageParam ? { before: pageParam } : {} })).data,
      ),
    initialPageParam: 0,
    getNextPageParam: (last: ChatMessagesPage) => (last.hasOlder && last.items[0] ? last.items[0].id : undefined),
  });
}

/** Every message loaded, oldest first. */
export function messagesOf(data: InfiniteData<ChatMessagesPage> | undefined): ChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
}

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

/** POST /Chat/:key/Messages: 201 with the message as stored (the same one again for a repeated clientId). */
export async function sendChatMessage(api: AxiosInstance, key: string, body: SendChatMessageInput) {
  return chatMessageSchema.parse((await api.post(pathWith(apiPaths.chatMessages, { key }), body)).data);
}

/** POST /Chat/:key/Image: a picture for a message to come; its token goes in the message's `images`. */
export async function uploadChatImage(api: AxiosInstance, key: string, photo: Blob) {
  return chatImageSchema.parse(await postPhoto(api, pathWith(apiPaths.chatImage, { key }), photo));
}

/** POST /Chat/:key/Read: read up to that message (the server never moves it back). */
export async function markChatRead(api: AxiosInstance, key: string, upTo: number) {
  await api.post(pathWith(apiPaths.chatRead, { key }), { upTo });
}

/** GET /Staff/Chat: the inbox, by filter (all, unanswered, mine, unassigned) and search. */
export function staffChatsQuery(api: AxiosInstance, query: Partial<StaffChatQuery>) {
  return queryOptions({
    queryKey: chatKeys.staffList(query),
    queryFn: async () => staffChatPageSchema.parse((await api.get(staffApiPaths.staffChats, { params: query })).data),
    placeholderData: keepPreviousData,
  });
}

/** POST /Staff/Chat/:key/Assign: to a staff member, or to nobody (null). */
export async function assignChat(api: AxiosInstance, key: string, staffId: number | null) {
  await api.post(pathWith(staffApiPaths.staffChatAssign, { key }), { staffId });
}
