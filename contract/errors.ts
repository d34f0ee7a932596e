import { z } from 'zod/mini';

/**
 * Machine-readable error codes. The server answers `{ message, code }`; `message` is already in the
 * caller's language, `code` lets the app choose its own wording (see src/i18n/errorMessages.ts).
 */
export const errorCodes = [
  // generic
  'validation-failed',
  'invalid-json',
  'unsupported-media-type',
  'payload-too-large',
  'image-unreadable',
  /** The path cannot be read: a broken percent-encoding such as a lone `%`. */
  'invalid-url',
  /** A part of the path is longer than any id or code the API has. */
  'url-too-long',
  /** The request did not arrive in full within the server's time limit (a stalled or very slow sender). */
  'request-timeout',
  'not-found',
  'method-not-allowed',
  'conflict',
  'internal',
  /**
   * Two requests met over the same rows and the database stopped one (a deadlock or a
   * serialization failure). Nothing of it was written, its Idempotency-Key included: try again.
   */
  'try-again',
  // auth and accounts
  'unauthorized',
  'forbidden',
  'invalid-credential',
  'wrong-password',
  'user-not-found',
  'email-already-in-use',
  'username-already-in-use',
  'phone-already-in-use',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'user-disabled',
  'user-token-expired',
  'missing-password',
  'password-does-not-meet-requirements',
  'requires-recent-login',
  'admin-restricted-operation',
  'cannot-disable-self',
  'cannot-demote-self',
  'account-deleted',
  'duties-only-for-staff',
  // wallet and money
  /** The available balance (balance − held) is less than the debit. */
  'insufficient-funds',
  /** The same Idempotency-Key was sent with another request body or path. */
  'idempotency-key-reused',
  'idempotency-key-invalid',
  /** The object is no longer in a state that allows this (a withdrawal already completed…). */
  'invalid-state',
  /** Settings hold no active bank account to receive transfers. */
  'no-receiving-account',
  /** Another admin saved the settings since this version was loaded. */
  'settings-version-conflict',
  // products
  /** The pasted text holds no product link of a supported site. */
  'product-link-not-found',
  /** Only a short link or a Taobao password: the full link is needed (the source cannot follow it). */
  'product-link-unresolved',
  /** The source could not be reached or answered nonsense: try again later. */
  'product-source-unavailable',
  /** The product or the chosen SKU no longer exists, or is out of stock. */
  'product-unavailable',
  /** Fewer pieces than the seller's minimum order (1688); the product shows its minimum. */
  'quantity-below-minimum',
  // cart, addresses, orders
  'cart-full',
  'address-limit-reached',
  /** The default address cannot be deleted while others exist: choose another default first. */
  'default-address-in-use',
  /** A cart line of the checkout is gone (removed in another tab) or not the caller's. */
  'cart-changed',
  /** The deposit differs from the one the customer accepted (settings or prices changed). */
  'quote-changed',
  /** An order (or package, delivery…) cannot move from its status to the one asked. */
  'invalid-transition',
  // consignment, warehouse, delivery
  /** A tracking code is already on one of the caller's open consignments. */
  'tracking-code-in-use',
  /** A parcel no customer has claimed yet cannot leave the China warehouse. */
  'package-unclaimed',
  /** A chosen package is not waiting in a Vietnam warehouse, or another request already carries it. */
  'package-not-ready',
  /** Settings do not allow cash on delivery. */
  'cod-not-allowed',
  /** A parcel already has as many photos as it may. */
  'photo-limit-reached',
  'proof-limit-reached',
  // pay on behalf
  /** Today's number of pay-on-behalf requests is used up (the message names the limit). */
  'pob-daily-count-exceeded',
  /** The request would take today's pay-on-behalf ¥ past the limit (the message names it and what is left). */
  'pob-daily-amount-exceeded',
  /** A refund request already has as many pictures as it may. */
  'refund-photo-limit-reached',
  'account-has-balance',
  'account-has-open-orders',
  'account-has-goods',
  // Taobao Global (Taobao quốc tế)
  /** The person already links as many Taobao Global accounts as one may. */
  'taobao-account-limit-reached',
  /** No Taobao Global account is linked yet: link one first. */
  'taobao-global-not-linked',
  /** The link's token expired and could not be renewed (or the platform refused it): link the account again. */
  'taobao-global-relink-required',
  /** The Taobao Global platform could not be reached or answered nonsense: try again later. */
  'taobao-global-unavailable',
  /** The Taobao Global platform refused the operation (details carry its own code and words). */
  'taobao-global-refused',
  /** Goods of the order the platform will not sell now (sold out, removed): details name them. Remove them and render again. */
  'taobao-goods-unavailable',
  /** A refund of this line was asked already: one request per line. */
  'taobao-refund-exists',
  /** The line cannot be refunded now: not bought yet, or its purchase order is closed. */
  'taobao-refund-not-allowed',
  /** Staff may advance a purchase order only when the simulator plays the platform. */
  'taobao-global-simulator-only',
  // Articles and pages
  /** Another page already has this address (slug). */
  'slug-taken',
  // Agencies
  /** The agency already calls another of its customers by this code. */
  'agency-code-taken',
  /** The customer already belongs to an agency (this one or another). */
  'customer-has-agency',
  /** An invitation to this customer is already waiting for their answer. */
  'invite-pending',
  /** The invitation was answered or cancelled already. */
  'invite-closed',
  /** An agency with customers cannot stop being one: its customers would lose their terms and their agency. */
  'agency-has-customers',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string(), code: z.optional(z.string()) }))),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A field problem of a `validation-failed` answer (the server adds a `code` when it has one). */
export type ErrorDetail = { path: string; message: string; code?: string };

/** What the app reads from an error body; see readErrorBody. */
export type ErrorBodyFields = {
  /** The server's message, already in the person's language; null when the body has none to show. */
  message: string | null;
  /** The server's code; `network-request-failed` when no answer came back, `unknown` when the body has none. */
  code: string;
  details: ErrorDetail[];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads an error body leniently: a proxy's HTML page, an older server's `Message`, a body cut
 * short, or a value already thrown with these fields (an ApiError) all come back as the same
 * plain data, so the API client and the machines decide the same way from the same fields.
 */
export function readErrorBody(status: number | null, body: unknown): ErrorBodyFields {
  const record = isRecord(body) ? body : {};
  const message = [record.Message, record.message].find((m): m is string => typeof m === 'string' && m.trim() !== '') ?? null;
  const code = typeof record.code === 'string' ? record.code : status === null ? 'network-request-failed' : 'unknown';
  const details = Array.isArray(record.details)
    ? record.details.filter((d): d is ErrorDetail => isRecord(d) && typeof d.path === 'string' && typeof d.message === 'string')
    : [];
  return { message, code, details };
}
