import { z } from 'zod/mini';
import { complaintReasons, complaintStatuses, complaintSubjects } from './complaintStatus';
import { vndSchema } from './money';
import { pageOf, pageParams, searchSchema } from './pagination';
import { v } from './validation';

export * from './complaintStatus';

/**
 * Complaints (khiếu nại, `/OrderComplaint`): something was missing, wrong, damaged or late in a
 * received order or consignment, or in a paid pay-on-behalf request. The customer asks an amount;
 * staff take the complaint, accept an amount (at most what was paid for the goods complained
 * about) or reject it with a reason, and refund what they accepted to the wallet once.
 * docs/domain.md tells the lifecycle and the window.
 */

/** The longest description, staff note or rejection reason. */
export const COMPLAINT_TEXT_MAX = 2000;
/** The most video links (the customer's own uploads elsewhere) and pictures one complaint carries. */
export const MAX_COMPLAINT_VIDEO_LINKS = 3;
export const MAX_COMPLAINT_PHOTOS = 6;
/** Far above any order: an amount past it is a typing slip. */
const COMPLAINT_AMOUNT_MAX_VND = 10_000_000_000;

const amountVndSchema = z
  .int({ error: v.complaintAmountInvalid })
  .check(z.positive({ error: v.complaintAmountInvalid }), z.maximum(COMPLAINT_AMOUNT_MAX_VND, { error: v.complaintAmountInvalid }));

const textSchema = (required: boolean) =>
  z
    .string({ error: v.reasonRequired })
    .check(z.trim(), z.minLength(required ? 1 : 0, { error: v.reasonRequired }), z.maxLength(COMPLAINT_TEXT_MAX, { error: v.tooLong }));

const videoLinkSchema = z
  .string({ error: v.videoLinkInvalid })
  .check(z.trim(), z.maxLength(500, { error: v.tooLong }), z.regex(/^https?:\/\/\S+$/i, { error: v.videoLinkInvalid }));

/** What the complaint is about. */
const subjectSchema = z.object({ type: z.enum(complaintSubjects), id: z.int().check(z.minimum(1), z.maximum(999_999_999)) });

/** A line of an order and how many of its pieces the complaint is about. */
const complaintItemRequestSchema = z.object({
  itemId: z.int().check(z.minimum(1), z.maximum(999_999_999)),
  quantity: z.int({ error: v.complaintQuantityAboveBought }).check(z.positive({ error: v.complaintQuantityAboveBought })),
});

/** POST /OrderComplaint: pictures follow, one per `/OrderComplaint/:id/Photo`. */
export const createComplaintRequestSchema = z
  .object({
    subject: subjectSchema,
    reason: z.enum(complaintReasons),
    /** Lines of an order (each once); empty for a consignment or a pay-on-behalf request, which are complained about whole. */
    items: z._default(z.array(complaintItemRequestSchema).check(z.maxLength(200)), []),
    description: textSchema(true),
    amountVnd: amountVndSchema,
    videoLinks: z._default(z.array(videoLinkSchema).check(z.maxLength(MAX_COMPLAINT_VIDEO_LINKS, { error: v.tooLong })), []),
  })
  .check(
    z.refine((request) => request.subject.type !== 'order' || request.items.length > 0, {
      error: v.complaintItemsRequired,
      path: ['items'],
    }),
    z.refine((request) => request.subject.type === 'order' || request.items.length === 0, {
      error: v.complaintItemsOnlyForOrders,
      path: ['items'],
    }),
    z.refine((request) => new Set(request.items.map((item) => item.itemId)).size === request.items.length, {
      error: v.complaintItemsRequired,
      path: ['items'],
    }),
  );
export type CreateComplaintRequest = z.infer<typeof createComplaintRequestSchema>;
/** What the app sends: the lists may be left out. */
export type CreateComplaintInput = z.input<typeof createComplaintRequestSchema>;

export const complaintItemSchema = z.object({
  itemId: z.int(),
  title: z.string(),
  imageUrl: z.string(),
  quantity: z.int(),
  /** What was paid for these pieces: their price in ¥ at the order's locked rate. */
  valueVnd: vndSchema,
});
export type ComplaintItem = z.infer<typeof complaintItemSchema>;

export const complaintEventSchema = z.object({
  status: z.enum(complaintStatuses),
  /** Staff's words to the customer at this step (the rejection reason, the accepted amount's note). */
  note: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ComplaintEvent = z.infer<typeof complaintEventSchema>;

/** A row of GET /OrderComplaint. */
export const complaintSummarySchema = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(complaintStatuses),
  subject: z.object({ type: z.enum(complaintSubjects), id: z.int(), code: z.string() }),
  reason: z.enum(complaintReasons),
  /** What the customer asked. */
  amountVnd: vndSchema,
  /** What staff accepted; null until then. */
  acceptedVnd: z.nullable(vndSchema),
  /** What the wallet got; 0 until refunded. */
  refundedVnd: vndSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;
export const complaintPageSchema = pageOf(complaintSummarySchema);

/** GET /OrderComplaint/:id, and the answer of every move. */
export const complaintSchema = z.object({
  ...complaintSummarySchema.shape,
  description: z.string(),
  items: z.array(complaintItemSchema),
  videoLinks: z.array(z.string()),
  /** The customer's pictures: URLs an <img> can load. */
  photos: z.array(z.string()),
  rejectReason: z.nullable(z.string()),
  history: z.array(complaintEventSchema),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** GET /OrderComplaint?status&q&page&pageSize — `q` finds part of the complaint's code or its subject's. */
export const complaintQuerySchema = z.object({
  status: z.optional(z.enum(complaintStatuses)),
  q: searchSchema,
  ...pageParams(20, 50),
});
export type ComplaintQuery = z.infer<typeof complaintQuerySchema>;

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

const ownerShape = { userId: z.int(), customerCode: z.string() };

export const staffComplaintSummarySchema = z.extend(complaintSummarySchema, ownerShape);
export type StaffComplaintSummary = z.infer<typeof staffComplaintSummarySchema>;
export const staffComplaintPageSchema = pageOf(staffComplaintSummarySchema);

/** GET /Staff/OrderComplaint/:id and the answer of every staff move. */
export const staffComplaintSchema = z.extend(complaintSchema, {
  ...ownerShape,
  /** The most an accept may grant now: the goods' value less what the subject's other complaints got. */
  capVnd: vndSchema,
  /** Staff's own note, never shown to the customer. */
  staffNote: z.nullable(z.string()),
});
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;

/** GET /Staff/OrderComplaint?status&q&page&pageSize — `q` finds part of the code, the subject's code or the customer code. */
export const staffComplaintQuerySchema = complaintQuerySchema;
export type StaffComplaintQuery = ComplaintQuery;

/** POST /Staff/OrderComplaint/:id/Accept: the amount granted (at most `capVnd`) and the words for the customer. */
export const acceptComplaintRequestSchema = z.object({ amountVnd: amountVndSchema, note: textSchema(false) });
export type AcceptComplaintRequest = z.infer<typeof acceptComplaintRequestSchema>;

/** POST /Staff/OrderComplaint/:id/Reject: why, for the customer. */
export const rejectComplaintRequestSchema = z.object({ reason: textSchema(true) });
export type RejectComplaintRequest = z.infer<typeof rejectComplaintRequestSchema>;

/** POST …/Take, …/Refund, …/Close: a note is optional (staff's own, never shown to the customer). */
export const complaintStepRequestSchema = z.object({ staffNote: z.optional(textSchema(false)) });
export type ComplaintStepRequest = z.infer<typeof complaintStepRequestSchema>;
