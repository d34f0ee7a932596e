import {
  parseChatKey,
  type ChatImage,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatThreadList,
  type SendChatMessageRequest,
  type StaffChatDetail,
  type StaffChatQuery,
  type StaffChatThread,
} from '../../../contract/chat';
import { recordAudit } from '../../audit/audit';
import type { Db, Executor } from '../../db/connect';
import { pageOfRows, type Page } from '../../db/paging';
import { errors } from '../../errors';
import type { StoredPhoto } from '../../images/photo';
import { newPhotoToken } from '../../images/photoUpload';
import { publishLiveEvent } from '../events/liveEvents.queries';
import { appUrls } from '../notifications/notificationUrls';
import { notify } from '../notifications/notifications.service';
import {
  chatCustomer,
  customerThreads,
  ensureThread,
  findChatSubject,
  findMessageByClientId,
  findThread,
  insertMessage,
  isCareStaff,
  knownImageTokens,
  markLastMessage,
  markRead,
  messagesOf,
  readMark,
  setAssignee,
  staffThread,
  staffThreads,
  storeImage,
  threadById,
} from './chat.queries';
import { chatImageUrl, threadKey, toChatMessage, toChatThread, toStaffChatDetail, toStaffChatThread } from './chat.present';

/**
 * Who reads or writes a thread: `staff` is a care-duty staff member or an admin, who may open any
 * thread and write notes; anyone else opens only the threads whose subject is their own.
 */
export type ChatReader = { id: number; staff: boolean };

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService({ db, now }: { db: Db; now: () => Date }) {
  /**
   * The thread's key, checked: a key of no subject, or of another customer's subject, is 404 alike,
   * so a customer cannot learn which orders exist.
   */
  async function subjectOf(executor: Executor, key: string, reader: ChatReader) {
    const ref = parseChatKey(key);
    if (!ref) throw errors.notFound();
    const subject = await findChatSubject(executor, ref);
    if (!subject || (!reader.staff && subject.userId !== reader.id)) throw errors.notFound();
    return { ref, subject };
  }

  async function messages({
    key,
    reader,
    before,
    limit,
  }: {
    key: string;
    reader: ChatReader;
    before?: number;
    limit: number;
  }): Promise<ChatMessagesPage> {
    const { ref, subject } = await subjectOf(db, key, reader);
    // A thread nobody wrote in yet has no row: it is read as empty rather than made by a read.
    const thread = await findThread(db, ref);
    if (!thread) return { items: [], hasOlder: false, readUpTo: 0, subjectCode: subject.code };
    const rows = await messagesOf(db, { threadId: thread.id, before, limit: limit + 1, withInternal: reader.staff });
    const items = rows.slice(0, limit).reverse();
    return {
      items: items.map((row) => toChatMessage(row, key)),
      hasOlder: rows.length > limit,
      readUpTo: await readMark(db, { threadId: thread.id, userId: reader.id }),
      subjectCode: subject.code,
    };
  }

  /**
   * Stores a message, once per (writer, clientId): the same clientId again answers the stored
   * message and tells nobody twice. The thread's last message and `unanswered`, the writer's read
   * mark and the live events commit with the message.
   */
  async function send({
    key,
    reader,
    message,
  }: {
    key: string;
    reader: ChatReader;
    message: SendChatMessageRequest;
  }): Promise<{ message: ChatMessage; created: boolean }> {
    if (message.internal && !reader.staff) throw errors.forbidden();
    return db.transaction(async (tx) => {
      const { ref, subject } = await subjectOf(tx, key, reader);
      const at = now();
      // Locked: messages of one thread are added one at a time, so the last one marked is the newest.
      const thread = await ensureThread(tx, { ref, subject, now: at, lock: true });
      const known = await knownImageTokens(tx, { threadId: thread.id, tokens: message.images });
      const unknown = message.images.findIndex((token) => !known.has(token));
      // A token of another thread (or none) is as absent as a missing picture.
      if (unknown >= 0) throw errors.notFound();
      const added = await insertMessage(tx, {
        threadId: thread.id,
        authorId: reader.id,
        side: reader.staff ? 'staff' : 'customer',
        clientId: message.clientId,
        body: message.text,
        imageTokens: message.images,
        internal: message.internal,
        createdAt: at,
      });
      const stored = await findMessageByClientId(tx, { authorId: reader.id, clientId: message.clientId });
      if (!stored) throw new Error('a chat message just stored is missing');
      // A resend may come from another thread's page; it answers the message where it was stored.
      const storedKey = stored.message.threadId === thread.id ? key : undefined;
      if (!added) {
        const storedThread = storedKey ?? (await threadKeyOf(tx, stored.message.threadId));
        return { message: toChatMessage(stored, storedThread), created: false };
      }
      if (!added.internal) await markLastMessage(tx, { thread, message: added });
      await markRead(tx, { threadId: thread.id, userId: reader.id, upTo: added.id });
      const payload = toChatMessage(stored, key);
      if (!added.internal) await publishLiveEvent(tx, { userId: thread.userId, type: 'chat.message', payload, now: at });
      await publishLiveEvent(tx, { userId: null, type: 'chat.message', payload, now: at });
      // Staff answered: the customer hears of it on the phone and in the list, once until they read it.
      if (reader.staff && !added.internal) {
        await notify(tx, {
          userId: thread.userId,
          event: 'chat.reply',
          url: appUrls.chat(key),
          values: { code: ref.type === 'support' ? null : thread.subjectCode },
          now: at,
          unlessUnread: true,
        });
      }
      return { message: payload, created: true };
    });
  }

  async function threadKeyOf(executor: Executor, threadId: number): Promise<string> {
    const thread = await threadById(executor, { id: threadId });
    return threadKey(thread!);
  }

  /** Moves the reader's mark forward and tells the reader's other devices (their badges follow). */
  async function read({ key, reader, upTo }: { key: string; reader: ChatReader; upTo: number }): Promise<void> {
    await db.transaction(async (tx) => {
      const { ref, subject } = await subjectOf(tx, key, reader);
      const at = now();
      const thread = await ensureThread(tx, { ref, subject, now: at });
      const mark = await markRead(tx, { threadId: thread.id, userId: reader.id, upTo });
      await publishLiveEvent(tx, { userId: reader.id, type: 'chat.read', payload: { thread: key, upTo: mark }, now: at });
    });
  }

  /** A picture for a message to come, kept in the thread (the same file twice is kept once). */
  async function addImage({ key, reader, photo }: { key: string; reader: ChatReader; photo: StoredPhoto }): Promise<ChatImage> {
    return db.transaction(async (tx) => {
      const { ref, subject } = await subjectOf(tx, key, reader);
      const at = now();
      const thread = await ensureThread(tx, { ref, subject, now: at });
      const token = await storeImage(tx, {
        threadId: thread.id,
        token: newPhotoToken(),
        contentType: photo.contentType,
        sha256: photo.sha256,
        bytes: photo.bytes,
        createdBy: reader.id,
        createdAt: at,
      });
      return { token, url: chatImageUrl(token) };
    });
  }

  /** The caller's own threads (as a customer), newest message first. */
  async function threads({ userId }: { userId: number }): Promise<ChatThreadList> {
    const rows = await customerThreads(db, { userId });
    const items = rows.map(toChatThread);
    return { items, unreadTotal: items.reduce((sum, item) => sum + item.unread, 0) };
  }

  async function inbox({ staffId, query }: { staffId: number; query: StaffChatQuery }): Promise<Page<StaffChatThread>> {
    const result = await staffThreads(db, { staffId, filter: query.filter, q: query.q, paging: query });
    return pageOfRows(result, query, toStaffChatThread);
  }

  /** One thread for the console's page of it: whose it is and who holds it (404 when it has no subject). */
  async function staffDetail({ key, staffId }: { key: string; staffId: number }): Promise<StaffChatDetail> {
    const { ref, subject } = await subjectOf(db, key, { id: staffId, staff: true });
    const thread = await findThread(db, ref);
    const row = thread ? await staffThread(db, { staffId, threadId: thread.id }) : undefined;
    return toStaffChatDetail({ ref, subject, row, customer: await chatCustomer(db, { userId: subject.userId }) });
  }

  /**
   * Gives the thread to a care-duty staff member (null: to nobody), with its audit entry in the
   * same transaction. The same call again (a retried tap) changes nothing and records nothing.
   */
  async function assign({ key, staffId, assignTo }: { key: string; staffId: number; assignTo: number | null }): Promise<StaffChatThread> {
    return db.transaction(async (tx) => {
      const { ref, subject } = await subjectOf(tx, key, { id: staffId, staff: true });
      if (assignTo !== null && !(await isCareStaff(tx, { id: assignTo }))) {
        throw errors.userNotFound();
      }
      // Locked: two staff taking the thread at once are recorded one after the other, each with the holder before.
      const thread = await ensureThread(tx, { ref, subject, now: now(), lock: true });
      if (thread.assignedTo !== assignTo) {
        await setAssignee(tx, { threadId: thread.id, staffId: assignTo });
        await recordAudit(tx, {
          actorId: staffId,
          action: 'chat.assign',
          objectType: 'chat',
          objectId: threadKey(thread),
          before: { assignedTo: thread.assignedTo },
          after: { assignedTo: assignTo },
        });
      }
      return toStaffChatThread(await staffThread(tx, { staffId, threadId: thread.id }));
    });
  }

  return { messages, send, read, addImage, threads, inbox, staffDetail, assign };
}
