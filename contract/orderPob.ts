import { z } from 'zod/mini';
import { vndSchema, walletCoverShape } from './money';
import { pageOf, pageParams, searchSchema } from './pagination';
import { pobActors, pobRefundSources, pobRefundStatuses, pobSites, pobStatuses, type PobSite } from './pobStatus';
import { customerContactSchema } from './user';
import { v } from './validation';

export * from './pobStatus';

/**
 * Pay on behalf (thanh toán hộ, `/OrderPob`): the customer ordered on Taobao, Tmall or 1688 and
 * sends us the seller's payment request (代付, "pay for me"); we pay it in ¥ and debit the wallet
 * at once, at the POB rate plus the POB fee (contract/fees.ts `pobTotal`), both locked on the
 * request. docs/domain.md tells the lifecycle and the refund rules.
 */

// ── The payment link ─────────────────────────────────────────────────────────────────────────

/** A paste is a message, not a book; the cap bounds the work on the client too. */
export const PAYMENT_LINK_TEXT_MAX = 2000;

/** An explicit http(s) link; non-ASCII (Chinese text, `」`) ends it, as chat apps show it. */
const HTTP_URL = /https?:\/\/[\w.~:/?#[\]@!$&'()*+,;=%-]+/gi;
/** Sentences and chat apps leave these after a link; they never end a payment link. */
const TRAILING = /[.,;:!?'"*)\]]+$/;

/** The domains whose payment requests (and short links to them) we accept, subdomains included. */
const PAYMENT_DOMAINS = ['taobao.com', 'tmall.com', 'tmall.hk', '1688.com', 'alipay.com', 'tb.cn'] as const;

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export type PaymentLinkReading = { ok: true; url: string } | { ok: false; problem: 'none' | 'site' };

/**
 * The payment link in what the customer pasted: the link itself, or the share text the app made
 * ("【淘宝】帮我付一下…https://m.tb.cn/h.X?tk=… 点击链接直接打开"). Full-width forms become ASCII and
 * zero-width characters go, as with product links. The first http(s) link of Taobao, Tmall, 1688
 * or Alipay (their m.tb.cn short links and qr.alipay.com codes included) wins; a link with
 * credentials is refused, since they only serve to disguise the real host.
 */
export function readPaymentLink(text: string): PaymentLinkReading {
  const clean = text
    .slice(0, PAYMENT_LINK_TEXT_MAX)
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '');
  let sawLink = false;
  for (const match of clean.matchAll(HTTP_URL)) {
    sawLink = true;
    const url = toUrl(match[0].replace(TRAILING, ''));
    if (url && PAYMENT_DOMAINS.some((domain) => within(url.hostname, domain))) return { ok: true, url: url.href };
  }
  return { ok: false, problem: sawLink ? 'site' : 'none' };
}

function toUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/** The pasted text, checked and replaced by the link found in it (the form shows what will be sent). */
export const paymentLinkSchema = z.string({ error: v.paymentLinkRequired }).check(
  z.trim(),
  z.minLength(1, { error: v.paymentLinkRequired }),
  z.maxLength(PAYMENT_LINK_TEXT_MAX, { error: v.tooLong }),
  z.superRefine((text, ctx) => {
    const reading = readPaymentLink(text);
    if (!reading.ok) {
      const message = reading.problem === 'none' ? v.paymentLinkNotFound : v.paymentLinkSiteInvalid;
      ctx.addIssue({ code: 'custom', message, input: text });
    }
  }),
  z.overwrite((text) => {
    const reading = readPaymentLink(text);
    return reading.ok ? reading.url : text;
  }),
);

// ── The seller's orders and the amount ───────────────────────────────────────────────────────

/** Taobao and Tmall let one payment request cover several orders of a cart; 1688 one order. */
export const MAX_SELLER_ORDER_IDS = 15;

export function maxSellerOrderIds(site: PobSite): number {
  return site === '1688' ? 1 : MAX_SELLER_ORDER_IDS;
}

/** The sites' order numbers are digits (Taobao's 18–19 today); 8–25 leaves room without taking noise. */
const SELLER_ORDER_ID = /^\d{8,25}$/;

export const sellerOrderIdSchema = z
  .string({ error: v.sellerOrderIdInvalid })
  .check(z.trim(), z.regex(SELLER_ORDER_ID, { error: v.sellerOrderIdInvalid }));

/** The most one request may pay: ¥1,000,000 (the daily limits in settings are usually far below). */
export const POB_AMOUNT_MAX_FEN = 100_000_000;

/** An amount in ¥ as fen: whole, above 0, at most POB_AMOUNT_MAX_FEN. */
export const pobAmountFenSchema = z
  .int({ error: v.pobAmountInvalid })
  .check(z.positive({ error: v.pobAmountInvalid }), z.maximum(POB_AMOUNT_MAX_FEN, { error: v.pobAmountInvalid }));

/** The customer's note for the paying staff, and the longest reason a refund or a refusal takes. */
export const POB_TEXT_MAX = 500;

const reasonSchema = z
  .string({ error: v.reasonRequired })
  .check(z.trim(), z.minLength(1, { error: v.reasonRequired }), z.maxLength(POB_TEXT_MAX, { error: v.tooLong }));

// ── Quote and create ─────────────────────────────────────────────────────────────────────────

const pobRequestShape = {
  site: z.enum(pobSites, { error: v.pobSiteInvalid }),
  paymentLink: paymentLinkSchema,
  sellerOrderIds: z.array(sellerOrderIdSchema, { error: v.sellerOrderIdsRequired }).check(
    z.minLength(1, { error: v.sellerOrderIdsRequired }),
    z.maxLength(MAX_SELLER_ORDER_IDS, { error: v.sellerOrderIdsTooMany }),
    z.refine((ids) => new Set(ids).size === ids.length, { error: v.sellerOrderIdDuplicate }),
  ),
  amountFen: pobAmountFenSchema,
  note: z._default(z.string().check(z.trim(), z.maxLength(POB_TEXT_MAX, { error: v.tooLong })), ''),
};

/** 1688 pays one order per request (zod cannot extend an object that carries a check, hence a maker). */
const oneOrderFor1688 = () =>
  z.refine<{ site: PobSite; sellerOrderIds: string[] }>((request) => request.sellerOrderIds.length <= maxSellerOrderIds(request.site), {
    error: v.sellerOrderIdsOneFor1688,
    path: ['sellerOrderIds'],
  });

/** POST /OrderPob/Quote: what the form sends; POST /OrderPob sends it with the total accepted. */
export const pobQuoteRequestSchema = z.object(pobRequestShape).check(oneOrderFor1688());
export type PobQuoteRequest = z.input<typeof pobQuoteRequestSchema>;

/**
 * POST /OrderPob, with an Idempotency-Key (required: a retried request debits once). When the
 * total moved since the quote (the rate or the fee changed), the server answers 409
 * `quote-changed` instead of debiting another amount; short of money, 409 `insufficient-funds`.
 */
export const createPobRequestSchema = z.object({ ...pobRequestShape, expectedTotalVnd: vndSchema }).check(oneOrderFor1688());
export type CreatePobRequest = z.input<typeof createPobRequestSchema>;

/**
 * Today's limits (a Vietnam day) and what the customer has used of them: requests not cancelled or
 * rejected, counted when made. `remaining…` is before the request quoted.
 */
export const pobDailyLimitsSchema = z.object({
  maxCount: z.int(),
  maxFen: z.int(),
  usedCount: z.int(),
  usedFen: z.int(),
  remainingCount: z.int(),
  remainingFen: z.int(),
});
export type PobDailyLimits = z.infer<typeof pobDailyLimitsSchema>;

/** POST /OrderPob/Quote: the figures the review shows, at the settings in force. */
export const pobQuoteSchema = z.object({
  site: z.enum(pobSites),
  /** The link found in what was pasted: what staff will open. */
  paymentLink: z.string(),
  sellerOrderIds: z.array(z.string()),
  amountFen: z.int(),
  rateVndPerCny: z.int(),
  feeBps: z.int(),
  /** contract/fees.ts `pobTotal`: amount ¥ × rate, the fee on it, the two together. */
  amountVnd: vndSchema,
  feeVnd: vndSchema,
  totalVnd: vndSchema,
  ...walletCoverShape,
  settingsVersion: z.int(),
  limits: pobDailyLimitsSchema,
});
export type PobQuote = z.infer<typeof pobQuoteSchema>;

// ── Read ─────────────────────────────────────────────────────────────────────────────────────

/** One status change: when, who (customer or staff) and what they wrote (a reason, a number). */
export const pobEventSchema = z.object({
  status: z.enum(pobStatuses),
  at: z.string(),
  actor: z.enum(pobActors),
  note: z.nullable(z.string()),
});
export type PobEvent = z.infer<typeof pobEventSchema>;

/** A refund after payment, asked by the customer or recorded by staff. */
export const pobRefundSchema = z.object({
  id: z.int(),
  pobId: z.int(),
  pobCode: z.string(),
  status: z.enum(pobRefundStatuses),
  source: z.enum(pobRefundSources),
  /** What was asked (or recorded), in fen. */
  amountFen: z.int(),
  /** What staff accepted (at most what was asked); null until decided, and for a refused one. */
  acceptedFen: z.nullable(z.int()),
  /** What the wallet was credited (contract/fees.ts `pobRefundVnd`); 0 until accepted. */
  creditedVnd: vndSchema,
  reason: z.string(),
  /** Staff's reason for refusing. */
  refuseReason: z.nullable(z.string()),
  /** The customer's pictures (the seller's refund, the goods): URLs an <img> can load. */
  photos: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type PobRefund = z.infer<typeof pobRefundSchema>;
export const pobRefundPageSchema = pageOf(pobRefundSchema);

/** A row of GET /OrderPob. */
export const pobSummarySchema = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(pobStatuses),
  site: z.enum(pobSites),
  sellerOrderIds: z.array(z.string()),
  amountFen: z.int(),
  totalVnd: vndSchema,
  /** Given back to the wallet so far: the whole debit when cancelled or rejected, refunds after payment. */
  refundedVnd: vndSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PobSummary = z.infer<typeof pobSummarySchema>;
export const pobPageSchema = pageOf(pobSummarySchema);

/** GET /OrderPob/:id, and the answer of every move. */
export const pobSchema = z.object({
  ...pobSummarySchema.shape,
  /** Locked when the request was made. */
  rateVndPerCny: z.int(),
  feeBps: z.int(),
  settingsVersion: z.int(),
  amountVnd: vndSchema,
  feeVnd: vndSchema,
  /** ¥ refunded after payment (accepted refunds). */
  refundedFen: z.int(),
  /** ¥ a new refund may still ask for: the amount less what was refunded and what is being asked; 0 unless paid. */
  refundableFen: z.int(),
  paymentLink: z.string(),
  note: z.string(),
  /** Recorded by staff when paid. */
  alipayTradeNo: z.nullable(z.string()),
  rejectReason: z.nullable(z.string()),
  history: z.array(pobEventSchema),
  refunds: z.array(pobRefundSchema),
});
export type Pob = z.infer<typeof pobSchema>;

/** GET /OrderPob?status&q&page&pageSize — `q` finds (part of) the request's code or a seller's order number. */
export const pobQuerySchema = z.object({ status: z.optional(z.enum(pobStatuses)), q: searchSchema, ...pageParams(20, 50) });
export type PobQuery = z.infer<typeof pobQuerySchema>;

/** POST /OrderPob/Refund: a refund of a paid request; pictures follow, one per `…/Refund/:id/Photo`. */
export const createPobRefundRequestSchema = z.object({
  pobId: z.int(),
  amountFen: pobAmountFenSchema,
  reason: reasonSchema,
});
export type CreatePobRefundRequest = z.infer<typeof createPobRefundRequestSchema>;

/** The most pictures one refund request carries. */
export const MAX_POB_REFUND_PHOTOS = 5;

/** GET /OrderPob/Refund?status&pobId&page&pageSize: the caller's refunds, newest first. */
export const pobRefundQuerySchema = z.object({
  status: z.optional(z.enum(pobRefundStatuses)),
  pobId: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(999_999_999)))),
  ...pageParams(20, 50),
});
export type PobRefundQuery = z.infer<typeof pobRefundQuerySchema>;

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

const ownerShape = { userId: z.int(), customerCode: z.string() };

/** A row of GET /Staff/OrderPob: whose request it is. */
export const staffPobSummarySchema = z.extend(pobSummarySchema, ownerShape);
export type StaffPobSummary = z.infer<typeof staffPobSummarySchema>;
export const staffPobPageSchema = pageOf(staffPobSummarySchema);

/** GET /Staff/OrderPob/:id and the answer of every staff move: the request and who the customer is. */
export const staffPobSchema = z.extend(pobSchema, {
  ...ownerShape,
  customer: customerContactSchema,
});
export type StaffPob = z.infer<typeof staffPobSchema>;

/**
 * GET /Staff/OrderPob?status&q&page&pageSize — `q` finds part of the code, a seller's order
 * number, the Alipay transaction number or the customer code.
 */
export const staffPobQuerySchema = z.object({
  status: z.optional(z.enum(pobStatuses)),
  q: searchSchema,
  ...pageParams(),
});
export type StaffPobQuery = z.infer<typeof staffPobQuerySchema>;

/** POST /Staff/OrderPob/:id/Take: a note for the history, if any. */
export const takePobRequestSchema = z.object({
  note: z.optional(z.string().check(z.trim(), z.maxLength(POB_TEXT_MAX, { error: v.tooLong }))),
});

/** Alipay's transaction number (交易号): 28 digits today; letters and digits, 10–64, leave room. */
export const alipayTradeNoSchema = z
  .string({ error: v.alipayTradeNoInvalid })
  .check(z.trim(), z.regex(/^[0-9A-Za-z]{10,64}$/, { error: v.alipayTradeNoInvalid }));

/** POST /Staff/OrderPob/:id/Pay: paid on Alipay, with the transaction number the customer can check. */
export const payPobRequestSchema = z.object({ alipayTradeNo: alipayTradeNoSchema });

/** POST /Staff/OrderPob/:id/Reject and POST /Staff/OrderPob/Refund/:id/Refuse: why, for the customer. */
export const pobReasonRequestSchema = z.object({ reason: reasonSchema });

/** POST /Staff/OrderPob/:id/Refund: the seller refunded this much, for this reason. */
export const staffPobRefundRequestSchema = z.object({ amountFen: pobAmountFenSchema, reason: reasonSchema });
export type StaffPobRefundRequest = z.infer<typeof staffPobRefundRequestSchema>;

/** POST /Staff/OrderPob/Refund/:id/Accept: all that was asked, or `amountFen` less. */
export const acceptPobRefundRequestSchema = z.object({ amountFen: z.optional(pobAmountFenSchema) });

/** A refund in the staff queue: whose it is. */
export const staffPobRefundSchema = z.extend(pobRefundSchema, ownerShape);
export type StaffPobRefund = z.infer<typeof staffPobRefundSchema>;
export const staffPobRefundPageSchema = pageOf(staffPobRefundSchema);

/** GET /Staff/OrderPob/Refund?status&q&page&pageSize — `q` finds part of the request's code or the customer code. */
export const staffPobRefundQuerySchema = z.object({
  status: z.optional(z.enum(pobRefundStatuses)),
  q: searchSchema,
  ...pageParams(),
});
export type StaffPobRefundQuery = z.infer<typeof staffPobRefundQuerySchema>;
