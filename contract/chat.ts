import { z } from 'zod/mini';
import { chatSides, chatThreadTypes } from './chatThreads';
import { pageParams, pageSizeParam, searchSchema } from './pagination';
import { customerContactSchema } from './user';
import { v } from './validation';

export * from './chatThreads';

/**
 * Chat between a customer and staff (docs/domain.md, "Chat"): one thread per order, consignment,
 * pay-on-behalf request, complaint and delivery request, and one support thread per customer.
 * Messages are text and pictures; staff may write notes (`internal`) that customers never see.
 * A message carries the id its writer's device gave it (`clientId`), so a message sent again after
 * a lost answer, or queued offline and sent twice, is stored once.
 */

/** The longest message. */
export const CHAT_TEXT_MAX = 4000;
/** The most pictures one message carries. */
export const MAX_CHAT_IMAGES = 6;

/** A client-generated id: a UUID (crypto.randomUUID), unique per writer. */
const clientIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: v.chatClientIdInvalid }));

/**
 * POST /Chat/:key/Messages. `images` are tokens answered by POST /Chat/:key/Image. A message needs
 * text or at least one picture. `internal` is for staff only (a customer sending it gets 403).
 */
export const sendChatMessageRequestSchema = z
  .object({
    clientId: clientIdSchema,
    text: z._default(z.string().check(z.trim(), z.maxLength(CHAT_TEXT_MAX, { error: v.tooLong })), ''),
    images: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(MAX_CHAT_IMAGES, { error: v.tooLong })),
      [],
    ),
    internal: z._default(z.boolean(), false),
  })
  .check(z.refine((message) => message.text.length > 0 || message.images.length > 0, { error: v.chatMessageEmpty, path: ['text'] }));
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;
export type SendChatMessageInput = z.input<typeof sendChatMessageRequestSchema>;

/** POST /Chat/:key/Image answers the token a message then names in `images`. */
export const chatImageSchema = z.object({ token: z.string(), url: z.string() });
export type ChatImage = z.infer<typeof chatImageSchema>;

export const chatMessageSchema = z.object({
  /** Increasing: a later message in a thread has a larger id. */
  id: z.int(),
  /** The thread's key (`order-123`). */
  thread: z.string(),
  clientId: z.string(),
  side: z.enum(chatSides),
  /** The writer's name as the reader may see it: staff are named by their display name. */
  authorName: z.string(),
  text: z.string(),
  /** URLs an <img> can load. */
  images: z.array(z.string()),
  /** A staff note: only staff ever receive these. */
  internal: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /Chat/:key/Messages?before&limit: newest first, `before` an id to page back from. */
export const chatMessagesQuerySchema = z.object({
  before: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1)))),
  limit: pageSizeParam(30, 100),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const chatMessagesPageSchema = z.object({
  /** Oldest first, so a page is drawn top to bottom as it comes. */
  items: z.array(chatMessageSchema),
  /** Whether older messages remain (ask again with `before` = the first item's id). */
  hasOlder: z.boolean(),
  /** The last message the reader has read (0 when none): the line above the unread ones. */
  readUpTo: z.int(),
  /**
   * The code of what the thread is about (an order's, a request's): its title, even before
   * anyone wrote in it and the thread list has it.
   */
  subjectCode: z.string(),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesPageSchema>;

/** A row of GET /Chat: the caller's threads, newest message first. */
export const chatThreadSchema = z.object({
  key: z.string(),
  type: z.enum(chatThreadTypes),
  /** The subject's own id (the support thread: the customer's id). */
  subjectId: z.int(),
  /** The subject's code as its pages show it (`DH000123`); the customer's code for support. */
  subjectCode: z.string(),
  lastMessage: z.nullable(z.object({ text: z.string(), side: z.enum(chatSides), createdAt: z.string(), hasImages: z.boolean() })),
  unread: z.int(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const chatThreadListSchema = z.object({
  items: z.array(chatThreadSchema),
  /** Unread messages over every thread: the tab bar's badge. */
  unreadTotal: z.int(),
});
export type ChatThreadList = z.infer<typeof chatThreadListSchema>;

/** POST /Chat/:key/Read `{ upTo }`: marks the thread read up to that message (never backwards). */
export const chatReadRequestSchema = z.object({ upTo: z.int().check(z.minimum(1)) });

// ── Staff inbox ──────────────────────────────────────────────────────────────────────────────

/** GET /Staff/Chat?filter&q&page&pageSize. `unanswered`: the customer wrote last (chưa trả lời). */
export const staffChatFilters = ['all', 'unanswered', 'mine', 'unassigned'] as const;
export type StaffChatFilter = (typeof staffChatFilters)[number];

export const staffChatQuerySchema = z.object({
  filter: z._default(z.enum(staffChatFilters), 'all'),
  q: searchSchema,
  ...pageParams(20, 50),
});
export type StaffChatQuery = z.infer<typeof staffChatQuerySchema>;

export const staffChatThreadSchema = z.extend(chatThreadSchema, {
  userId: z.int(),
  customerCode: z.string(),
  customerName: z.string(),
  /** The staff member the thread is assigned to; null while nobody holds it. */
  assignee: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** The customer wrote last and no staff answered yet. */
  unanswered: z.boolean(),
});
export type StaffChatThread = z.infer<typeof staffChatThreadSchema>;

export const staffChatPageSchema = z.object({
  items: z.array(staffChatThreadSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

/**
 * GET /Staff/Chat/:key: one thread as its inbox row, with how to reach the customer; also a thread
 * nobody wrote in yet (no last message, nobody holds it). 404 when it has no subject.
 */
export const staffChatDetailSchema = z.extend(staffChatThreadSchema, { customer: customerContactSchema });
export type StaffChatDetail = z.infer<typeof staffChatDetailSchema>;

/** POST /Staff/Chat/:key/Assign `{ staffId }` (null: nobody). */
export const staffChatAssignRequestSchema = z.object({ staffId: z.nullable(z.int().check(z.minimum(1))) });
