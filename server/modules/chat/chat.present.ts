import type { ChatMessage, ChatThread, ChatThreadRef, StaffChatDetail, StaffChatThread } from '../../../contract/chat';
import { chatKey } from '../../../contract/chat';
import { apiPaths, pathWith } from '../../../contract/paths';
import type { ChatCustomerRow, ChatSubject, LastMessageRow, MessageWithAuthor, StaffThreadRow, ThreadRow } from './chat.queries';

/** Rows → contract shapes: ISO dates, picture URLs, the thread's key. */

export const chatImageUrl = (token: string) => `/api${pathWith(apiPaths.chatImageFile, { token })}`;

export const threadKey = (thread: ThreadRow) => chatKey({ type: thread.subjectType, id: thread.subjectId });

export function toChatMessage({ message, authorName }: MessageWithAuthor, thread: string): ChatMessage {
  return {
    id: message.id,
    thread,
    clientId: message.clientId,
    side: message.side,
    authorName,
    text: message.body,
    images: message.imageTokens.map(chatImageUrl),
    internal: message.internal,
    createdAt: message.createdAt.toISOString(),
  };
}

function toLastMessage(last: LastMessageRow): ChatThread['lastMessage'] {
  // A left join of no row gives every column null.
  if (!last || last.createdAt === null) return null;
  return { text: last.text, side: last.side, createdAt: last.createdAt.toISOString(), hasImages: last.imageTokens.length > 0 };
}

export function toChatThread({ thread, last, unread }: { thread: ThreadRow; last: LastMessageRow; unread: number }): ChatThread {
  return {
    key: threadKey(thread),
    type: thread.subjectType,
    subjectId: thread.subjectId,
    subjectCode: thread.subjectCode,
    lastMessage: toLastMessage(last),
    unread,
  };
}

export function toStaffChatThread(row: StaffThreadRow): StaffChatThread {
  const { thread } = row;
  return {
    ...toChatThread(row),
    userId: thread.userId,
    customerCode: row.customerCode,
    customerName: row.customerName,
    assignee: thread.assignedTo === null ? null : { id: thread.assignedTo, name: row.assigneeName ?? '' },
    unanswered: thread.unanswered,
  };
}

/**
 * One thread for the console's page of it, with how to reach its customer. A thread nobody wrote
 * in yet has no row (a read does not make one): it is drawn as the inbox would draw it once made.
 */
export function toStaffChatDetail({
  ref,
  subject,
  row,
  customer,
}: {
  ref: ChatThreadRef;
  subject: ChatSubject;
  row: StaffThreadRow | undefined;
  customer: ChatCustomerRow;
}): StaffChatDetail {
  const contact = { fullName: customer.fullName, phone: customer.phone, email: customer.email };
  if (row) return { ...toStaffChatThread(row), customer: contact };
  return {
    key: chatKey(ref),
    type: ref.type,
    subjectId: ref.id,
    subjectCode: subject.code,
    lastMessage: null,
    unread: 0,
    userId: subject.userId,
    customerCode: customer.customerCode,
    customerName: customer.fullName,
    assignee: null,
    unanswered: false,
    customer: contact,
  };
}
