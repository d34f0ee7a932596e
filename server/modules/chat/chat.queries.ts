import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatSide, ChatThreadRef, StaffChatFilter } from '../../../contract/chat';
import { mayDo } from '../../../contract/roles';
import type { Executor } from '../../db/connect';
import { selectPage, type Paging } from '../../db/paging';
import {
  buyOrders,
  chatImages,
  chatMessages,
  chatReads,
  chatThreads,
  complaints,
  deliveryRequests,
  pobRequests,
  shippingOrders,
  users,
} from '../../db/schema';
import { customerCodeLike, likePattern } from '../../db/search';

export type ThreadRow = typeof chatThreads.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
/** A message with its writer's name, as every answer shows it. */
export type MessageWithAuthor = { message: MessageRow; authorName: string };

/** Whose a thread's subject is and how its pages name it. */
export type ChatSubject = { userId: number; code: string };

const coded = { order: buyOrders, consignment: shippingOrders, pob: pobRequests, complaint: complaints, delivery: deliveryRequests };

/** The object a thread is about, or undefined when there is none (a support thread's subject is a customer). */
export async function findChatSubject(db: Executor, { type, id }: ChatThreadRef): Promise<ChatSubject | undefined> {
  if (type === 'support') {
    const [user] = await db
      .select({ userId: users.id, code: users.customerCode })
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, ['customer', 'agency'])));
    return user;
  }
  const table = coded[type];
  const [row] = await db.select({ userId: table.userId, code: table.code }).from(table).where(eq(table.id, id));
  return row;
}

export async function findThread(db: Executor, { type, id }: ChatThreadRef, { lock = false } = {}): Promise<ThreadRow | undefined> {
  const query = db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.subjectType, type), eq(chatThreads.subjectId, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function threadById(db: Executor, { id }: { id: number }): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, id));
  return row;
}

/** The thread of `ref`, made now if it has none yet (two first messages at once make one). */
export async function ensureThread(
  db: Executor,
  { ref, subject, now, lock = false }: { ref: ChatThreadRef; subject: ChatSubject; now: Date; lock?: boolean },
): Promise<ThreadRow> {
  await db
    .insert(chatThreads)
    .values({ userId: subject.userId, subjectType: ref.type, subjectId: ref.id, subjectCode: subject.code, createdAt: now })
    .onConflictDoNothing({ target: [chatThreads.subjectType, chatThreads.subjectId] });
  const thread = await findThread(db, ref, { lock });
  if (!thread) throw new Error('a chat thread just made is missing');
  return thread;
}

const withAuthor = { message: chatMessages, authorName: users.fullName };

/** Adds a message unless its writer already sent one with this `clientId`; answers it if added. */
export async function insertMessage(db: Executor, values: typeof chatMessages.$inferInsert): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: [chatMessages.authorId, chatMessages.clientId] })
    .returning();
  return row;
}

export async function findMessageByClientId(
  db: Executor,
  { authorId, clientId }: { authorId: number; clientId: string },
): Promise<MessageWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(and(eq(chatMessages.authorId, authorId), eq(chatMessages.clientId, clientId)));
  return row;
}

/** A page of a thread's messages, newest first; staff notes only when `withInternal`. */
export function messagesOf(
  db: Executor,
  { threadId, before, limit, withInternal }: { threadId: number; before?: number; limit: number; withInternal: boolean },
): Promise<MessageWithAuthor[]> {
  return db
    .select(withAuthor)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        withInternal ? undefined : eq(chatMessages.internal, false),
        before === undefined ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** Of `tokens`, those uploaded to the thread. */
export async function knownImageTokens(db: Executor, { threadId, tokens }: { threadId: number; tokens: string[] }): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db
    .select({ token: chatImages.token })
    .from(chatImages)
    .where(and(eq(chatImages.threadId, threadId), inArray(chatImages.token, tokens)));
  return new Set(rows.map((row) => row.token));
}

/** Keeps a picture in the thread once per file: the same bytes again answer the token they got. */
export async function storeImage(db: Executor, values: Omit<typeof chatImages.$inferInsert, 'id'>): Promise<string> {
  await db
    .insert(chatImages)
    .values(values)
    .onConflictDoNothing({ target: [chatImages.threadId, chatImages.sha256] });
  const [row] = await db
    .select({ token: chatImages.token })
    .from(chatImages)
    .where(and(eq(chatImages.threadId, values.threadId), eq(chatImages.sha256, values.sha256)));
  return row!.token;
}

/** A message everyone in the thread may see is its newest: the thread lists' line and the inbox's "unanswered" follow it. */
export async function markLastMessage(db: Executor, { thread, message }: { thread: ThreadRow; message: MessageRow }): Promise<void> {
  await db
    .update(chatThreads)
    .set({ lastMessageId: message.id, lastMessageAt: message.createdAt, unanswered: message.side === 'customer' })
    .where(eq(chatThreads.id, thread.id));
}

/** Moves the reader's mark forward to `upTo` (never back); answers where it stands. */
export async function markRead(
  db: Executor,
  { threadId, userId, upTo }: { threadId: number; userId: number; upTo: number },
): Promise<number> {
  const [row] = await db
    .insert(chatReads)
    .values({ threadId, userId, readUpTo: upTo })
    .onConflictDoUpdate({
      target: [chatReads.threadId, chatReads.userId],
      set: { readUpTo: sql`greatest(${chatReads.readUpTo}, excluded.read_up_to)` },
    })
    .returning({ readUpTo: chatReads.readUpTo });
  return row!.readUpTo;
}

export async function readMark(db: Executor, { threadId, userId }: { threadId: number; userId: number }): Promise<number> {
  const [row] = await db
    .select({ readUpTo: chatReads.readUpTo })
    .from(chatReads)
    .where(and(eq(chatReads.threadId, threadId), eq(chatReads.userId, userId)));
  return row?.readUpTo ?? 0;
}

/**
 * How many messages of the other side `readerId` has not read in the thread of the outer query:
 * a customer counts staff's messages (never their notes), staff count the customer's.
 */
const unreadCount = (readerId: number, from: ChatSide) =>
  sql<number>`(select count(*)::int from ${chatMessages} m where m.thread_id = ${chatThreads.id} and m.internal = false and m.side = ${from} and m.id > coalesce((select r.read_up_to from ${chatReads} r where r.thread_id = ${chatThreads.id} and r.user_id = ${readerId}), 0))`.mapWith(
    Number,
  );

const lastMessage = {
  text: chatMessages.body,
  side: chatMessages.side,
  createdAt: chatMessages.createdAt,
  imageTokens: chatMessages.imageTokens,
};
export type LastMessageRow = { text: string; side: ChatSide; createdAt: Date; imageTokens: string[] } | null;

/** The customer's threads that have a message, newest message first, with what they have not read. */
export function customerThreads(db: Executor, { userId }: { userId: number }) {
  return db
    .select({ thread: chatThreads, last: lastMessage, unread: unreadCount(userId, 'staff') })
    .from(chatThreads)
    .leftJoin(chatMessages, eq(chatMessages.id, chatThreads.lastMessageId))
    .where(and(eq(chatThreads.userId, userId), isNotNull(chatThreads.lastMessageId)))
    .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.id));
}

const assignee = alias(users, 'assignee');

function staffThreadSelect(db: Executor, { staffId }: { staffId: number }) {
  return db
    .select({
      thread: chatThreads,
      last: lastMessage,
      unread: unreadCount(staffId, 'customer'),
      customerCode: users.customerCode,
      customerName: users.fullName,
      assigneeName: assignee.fullName,
    })
    .from(chatThreads)
    .innerJoin(users, eq(users.id, chatThreads.userId))
    .leftJoin(assignee, eq(assignee.id, chatThreads.assignedTo))
    .leftJoin(chatMessages, eq(chatMessages.id, chatThreads.lastMessageId));
}

export type StaffThreadRow = Awaited<ReturnType<typeof staffThreadSelect>>[number];

/** The staff inbox: every thread, newest message first (threads with only notes last), filtered. */
export function staffThreads(
  db: Executor,
  { staffId, filter, q, paging }: { staffId: number; filter: StaffChatFilter; q?: string; paging: Paging },
): Promise<{ rows: StaffThreadRow[]; total: number }> {
  const filters: Record<StaffChatFilter, SQL | undefined> = {
    all: undefined,
    unanswered: eq(chatThreads.unanswered, true),
    mine: eq(chatThreads.assignedTo, staffId),
    unassigned: isNull(chatThreads.assignedTo),
  };
  const pattern = q ? likePattern(q) : undefined;
  const where = and(
    filters[filter],
    pattern
      ? or(
          ilike(chatThreads.subjectCode, pattern),
          customerCodeLike(chatThreads.userId, pattern),
          sql`${chatThreads.userId} in (select ${users.id} from ${users} where ${users.fullName} ilike ${pattern})`,
        )
      : undefined,
  );
  const select = staffThreadSelect(db, { staffId })
    .orderBy(sql`${chatThreads.lastMessageAt} desc nulls last`, desc(chatThreads.id))
    .$dynamic();
  return selectPage(db, { select, from: chatThreads, where }, paging);
}

export async function staffThread(db: Executor, { staffId, threadId }: { staffId: number; threadId: number }): Promise<StaffThreadRow> {
  const [row] = await staffThreadSelect(db, { staffId }).where(eq(chatThreads.id, threadId));
  return row!;
}

/** Whose a thread is, as the console's page of it names and reaches them. */
export async function chatCustomer(db: Executor, { userId }: { userId: number }) {
  const [row] = await db
    .select({ customerCode: users.customerCode, fullName: users.fullName, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('the customer of a chat subject is missing');
  return row;
}
export type ChatCustomerRow = Awaited<ReturnType<typeof chatCustomer>>;

export async function setAssignee(db: Executor, { threadId, staffId }: { threadId: number; staffId: number | null }): Promise<void> {
  await db.update(chatThreads).set({ assignedTo: staffId }).where(eq(chatThreads.id, threadId));
}

/** Whether the account may hold a chat: staff with the care duty, or an admin. */
export async function isCareStaff(db: Executor, { id }: { id: number }): Promise<boolean> {
  const [user] = await db
    .select({ role: users.role, duties: users.duties, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id));
  if (!user || user.disabledAt) return false;
  return mayDo(user, 'care');
}
