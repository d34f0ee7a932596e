import { infiniteQueryOptions, keepPreviousData, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  chatImageSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatThreadListSchema,
  staffChatDetailSchema,
  staffChatPageSchema,
  type ChatMessage,
  type ChatMessagesPage,
  type SendChatMessageInput,
  type StaffChatQuery,
} from '../../contract/chat';
import { apiPaths, pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import { chatKeys } from './chatCache';
import { postPhoto } from './photoUpload';

export { addChatMessage, chatKeys, chatOutboxStoreKey } from './chatCache';

/**
 * Chat (tin nhắn): the caller's threads, a thread's messages in pages going back in time,
 * sending (a message names its own `clientId`, so sending it again stores it once), pictures,
 * read marks, and the staff inbox.
 */

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

/** GET /Staff/Chat/:key: one thread with whose it is and who holds it; 404 when it has no subject. */
export function staffChatQuery(api: AxiosInstance, key: string) {
  return queryOptions({
    queryKey: chatKeys.staffThread(key),
    queryFn: async () => staffChatDetailSchema.parse((await api.get(pathWith(staffApiPaths.staffChat, { key }))).data),
  });
}

/** POST /Staff/Chat/:key/Assign: to a staff member, or to nobody (null). */
export async function assignChat(api: AxiosInstance, key: string, staffId: number | null) {
  await api.post(pathWith(staffApiPaths.staffChatAssign, { key }), { staffId });
}
