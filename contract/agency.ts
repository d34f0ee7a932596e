import { z } from 'zod/mini';
import { emailSchema, fullNameSchema, phoneSchema } from './auth';
import { vndAmountSchema, vndSchema } from './money';
import { createPobRequestSchema, pobQuerySchema, pobQuoteRequestSchema, pobSchema, pobSummarySchema } from './orderPob';
import { checkoutRequestSchema, createOrdersRequestSchema, orderSchema } from './orders';
import { orderQuerySchema, orderSummarySchema } from './orderList';
import { orderStatuses } from './orderStatus';
import { pageOf, pageParams, searchSchema } from './pagination';
import { feePolicySchema } from './publicSettings';
import { consignmentStatuses } from './shipmentStatus';
import { daySchema } from './transactionQuery';
import { transactionSchema } from './ledger';
import { walletSchema } from './walletBalance';
import { v } from './validation';

/*
 * Agencies (đại lý): resellers that serve customers of their own. A customer belongs to at most one
 * agency (`users.agency_id`); the agency made the account or the customer accepted its invitation.
 * An agency and its customers are priced by the agency's terms, which replace the deposit and the
 * purchase fee of the settings in force; everything else (rates, shipping, storage) is the same for all.
 */

// ── Price terms (admin) ──────────────────────────────────────────────────────────────────────

/** The parts of the fee policy an agency's terms replace; the rest comes from the settings in force. */
export const agencyTermsSchema = z.pick(feePolicySchema, { depositBps: true, purchaseFeeTiers: true, purchaseFeeMinVnd: true });
export type AgencyTerms = z.infer<typeof agencyTermsSchema>;

/**
 * GET /Admin/Agency/:id/Terms, and the answer of PUT (body: AgencyTerms) and DELETE (back to the
 * settings in force). `custom` is false while the agency follows the settings.
 */
export const agencyTermsStateSchema = z.object({ custom: z.boolean(), terms: agencyTermsSchema });
export type AgencyTermsState = z.infer<typeof agencyTermsStateSchema>;

// ── The agency's customers ───────────────────────────────────────────────────────────────────

/** What the agency calls a customer in its own books: letters, digits, `-` and `_`, unique within the agency. */
export const agencyCodeSchema = z
  .string({ error: v.agencyCodeInvalid })
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,20}$/, { error: v.agencyCodeInvalid }));

/**
 * POST /Agency/Customer: an account the agency makes for its customer. The customer signs in later,
 * if ever, by setting a password through "forgot password" (the code goes to this e-mail).
 * A phone or e-mail already used answers 409 as at registration; `agency-code-taken` within the agency.
 */
export const createAgencyCustomerSchema = z.object({
  fullName: fullNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  agencyCode: agencyCodeSchema,
});
export type CreateAgencyCustomer = z.input<typeof createAgencyCustomerSchema>;

/** `created`: the agency made the account; `invited`: an existing customer accepted its invitation. */
export const agencyJoins = ['created', 'invited'] as const;

/** A row of GET /Agency/Customer. */
export const agencyCustomerSummarySchema = z.object({
  id: z.int(),
  customerCode: z.string(),
  agencyCode: z.string(),
  fullName: z.string(),
  phone: z.string(),
  balanceVnd: vndSchema,
  /** Buy orders and consignments not yet received, cancelled or closed. */
  openOrders: z.int(),
  joinedBy: z.enum(agencyJoins),
  joinedAt: z.string(),
});
export type AgencyCustomerSummary = z.infer<typeof agencyCustomerSummarySchema>;
export const agencyCustomerPageSchema = pageOf(agencyCustomerSummarySchema);

/** GET /Agency/Customer?q&page&pageSize — `q` finds a name, phone, customer code or the agency's code. */
export const agencyCustomerQuerySchema = z.object({ q: searchSchema, ...pageParams() });
export type AgencyCustomerQuery = z.infer<typeof agencyCustomerQuerySchema>;

/** One of a customer's orders as the agency sees it: a buy order or a consignment, newest first. */
export const agencyCustomerOrderSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('buy'),
    id: z.int(),
    code: z.string(),
    status: z.enum(orderStatuses),
    totalVnd: vndSchema,
    createdAt: z.string(),
  }),
  z.object({
    kind: z.literal('shipping'),
    id: z.int(),
    code: z.string(),
    status: z.enum(consignmentStatuses),
    totalVnd: vndSchema,
    createdAt: z.string(),
  }),
]);
export type AgencyCustomerOrder = z.infer<typeof agencyCustomerOrderSchema>;

/** GET /Agency/Customer/:id: the customer, their wallet and their latest orders (at most 20). */
export const agencyCustomerSchema = z.object({
  ...agencyCustomerSummarySchema.shape,
  email: z.string(),
  wallet: walletSchema,
  orders: z.array(agencyCustomerOrderSchema),
});
export type AgencyCustomer = z.infer<typeof agencyCustomerSchema>;

/** GET /Agency/Customer/:id/Transaction?page&pageSize: the customer's ledger, newest first. */
export const agencyCustomerTransactionPageSchema = pageOf(transactionSchema);

/**
 * POST /Agency/Customer/:id/Transfer with an Idempotency-Key (required): moves money from the
 * agency's wallet to the customer's, both ledgers in one transaction. 409 `insufficient-funds`
 * when the agency's available balance is short; a retried key answers the first result again.
 */
export const agencyTransferRequestSchema = z.object({ amountVnd: vndAmountSchema });
export type AgencyTransferRequest = z.infer<typeof agencyTransferRequestSchema>;

export const agencyTransferSchema = z.object({
  id: z.int(),
  amountVnd: vndSchema,
  /** Both wallets after the move. */
  agencyWallet: walletSchema,
  customerWallet: walletSchema,
  createdAt: z.string(),
});
export type AgencyTransfer = z.infer<typeof agencyTransferSchema>;

// ── Invitations ──────────────────────────────────────────────────────────────────────────────

export const agencyInviteStatuses = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type AgencyInviteStatus = (typeof agencyInviteStatuses)[number];

/**
 * POST /Agency/Invite: invites an existing customer by their customer code; they become the
 * agency's when they accept. 404 for a code that is not a customer's; 409 `customer-has-agency`
 * when they already belong to an agency, `invite-pending` when one is already waiting.
 */
export const createAgencyInviteSchema = z.object({
  customerCode: z
    .string({ error: v.required })
    .check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(20, { error: v.tooLong })),
  agencyCode: agencyCodeSchema,
});
export type CreateAgencyInvite = z.input<typeof createAgencyInviteSchema>;

/** GET /Agency/Invite (the agency's, newest first); DELETE /Agency/Invite/:id cancels a pending one. */
export const agencyInviteSchema = z.object({
  id: z.int(),
  status: z.enum(agencyInviteStatuses),
  customerCode: z.string(),
  /** The customer's name: shown to the agency only once they accepted (before, a code proves no consent). */
  fullName: z.nullable(z.string()),
  agencyCode: z.string(),
  createdAt: z.string(),
  answeredAt: z.nullable(z.string()),
});
export type AgencyInvite = z.infer<typeof agencyInviteSchema>;
export const agencyInvitePageSchema = pageOf(agencyInviteSchema);

/** GET /AgencyInvite: the invitations waiting for the signed-in customer; POST …/:id/Accept or …/Decline. */
export const myAgencyInviteSchema = z.object({
  id: z.int(),
  agencyName: z.string(),
  agencyCustomerCode: z.string(),
  /**
   * The agency's price terms, so the customer knows what accepting changes: its own when `custom`,
   * else the settings in force (accepting then changes no price).
   */
  ...agencyTermsStateSchema.shape,
  createdAt: z.string(),
});
export type MyAgencyInvite = z.infer<typeof myAgencyInviteSchema>;
export const myAgencyInviteListSchema = z.object({ items: z.array(myAgencyInviteSchema) });

// ── The customer's own agency ────────────────────────────────────────────────────────────────

/**
 * GET /MyAgency: the agency the signed-in customer belongs to, or `agency: null` (also for any
 * account that is not a customer). DELETE /MyAgency leaves it (204; 404 when there is none): the
 * agency stops seeing the customer (its paths answer 404 for them), their orders, wallet and
 * requests stay theirs, and new orders are priced by the settings in force.
 */
export const myAgencySchema = z.object({
  agency: z.nullable(
    z.object({
      agencyName: z.string(),
      agencyCustomerCode: z.string(),
      joinedBy: z.enum(agencyJoins),
      joinedAt: z.string(),
      ...agencyTermsStateSchema.shape,
    }),
  ),
});
export type MyAgency = z.infer<typeof myAgencySchema>;

// ── Summary ──────────────────────────────────────────────────────────────────────────────────

/** GET /Agency/Summary: the agency's home. Month = the current calendar month in Vietnam. */
export const agencySummarySchema = z.object({
  customers: z.int(),
  /** Sum of the customers' balances. */
  customersBalanceVnd: vndSchema,
  openOrders: z.int(),
  /** Goods value plus fees of the customers' buy orders placed this month and not cancelled. */
  monthOrdersVnd: vndSchema,
  monthOrders: z.int(),
  pendingInvites: z.int(),
  wallet: walletSchema,
  /** The terms in force for the agency and its customers. */
  terms: agencyTermsSchema,
  customTerms: z.boolean(),
});
export type AgencySummary = z.infer<typeof agencySummarySchema>;

// ── Pay on behalf for a customer ─────────────────────────────────────────────────────────────

/** Whose wallet pays a request the agency makes for its customer. */
export const pobPayers = ['agency', 'customer'] as const;
export type PobPayer = (typeof pobPayers)[number];

const forCustomer = { customerId: z.int({ error: v.required }), payer: z.enum(pobPayers, { error: v.required }) };

/** POST /Agency/OrderPob/Quote: the quote for the customer (their daily limits, the agency's terms). */
export const agencyPobQuoteRequestSchema = z.extend(pobQuoteRequestSchema, forCustomer);
export type AgencyPobQuoteRequest = z.input<typeof agencyPobQuoteRequestSchema>;

/**
 * POST /Agency/OrderPob with an Idempotency-Key: a request owned by the customer, made by the agency,
 * debited from the payer's wallet; cancellations and refunds go back to the same wallet.
 */
export const createAgencyPobSchema = z.extend(createPobRequestSchema, forCustomer);
export type CreateAgencyPob = z.input<typeof createAgencyPobSchema>;

/**
 * Whose request or order it is, as the agency knows them. `left`: the customer has left the agency
 * since; their codes and name are no longer shown (empty).
 */
export const agencyCustomerRefSchema = z.object({
  id: z.int(),
  customerCode: z.string(),
  agencyCode: z.string(),
  fullName: z.string(),
  left: z.boolean(),
});
export type AgencyCustomerRef = z.infer<typeof agencyCustomerRefSchema>;

const agencyPobShape = { customer: agencyCustomerRefSchema, payer: z.enum(pobPayers) };

/** A row of GET /Agency/OrderPob?status&q&customerId&page&pageSize: the requests the agency made. */
export const agencyPobSummarySchema = z.extend(pobSummarySchema, agencyPobShape);
export const agencyPobPageSchema = pageOf(agencyPobSummarySchema);
export type AgencyPobSummary = z.infer<typeof agencyPobSummarySchema>;
export const agencyPobQuerySchema = z.object({ ...pobQuerySchema.shape, customerId: z.optional(z.pipe(z.coerce.number(), z.int())) });
export type AgencyPobQuery = z.infer<typeof agencyPobQuerySchema>;

/**
 * GET /Agency/OrderPob/:id: a request the agency made, with its history. POST …/:id/Cancel
 * (Idempotency-Key optional) cancels it while its customer still could (pending), as long as they
 * are still the agency's customer (else 404); the whole debit goes back to the wallet that paid.
 */
export const agencyPobSchema = z.extend(pobSchema, agencyPobShape);
export type AgencyPob = z.infer<typeof agencyPobSchema>;

// ── Buy orders for a customer ───────────────────────────────────────────────────────────────

/**
 * The agency fills its own cart and checks out for a customer: the orders are the customer's,
 * priced by the agency's terms, their deposit debited from the customer's wallet (the agency funds
 * it with a transfer). A buy order moves money for weeks (deposit, balance at delivery, refunds),
 * so one wallet — its owner's — carries all of it. The address comes from the agency's own book:
 * it decides where its customers' goods go.
 */
const forOrderCustomer = { customerId: z.int({ error: v.required }) };

/** POST /Agency/Order/Quote: the checkout quote for the customer; `availableVnd` is the customer's. */
export const agencyOrderQuoteRequestSchema = z.extend(checkoutRequestSchema, forOrderCustomer);
export type AgencyOrderQuoteRequest = z.input<typeof agencyOrderQuoteRequestSchema>;

/** POST /Agency/Order with an Idempotency-Key: one order per shop for the customer; 409 `insufficient-funds` when their wallet is short. */
export const createAgencyOrdersSchema = z.extend(createOrdersRequestSchema, forOrderCustomer);
export type CreateAgencyOrders = z.input<typeof createAgencyOrdersSchema>;

const agencyOrderShape = { customer: agencyCustomerRefSchema };

/** A row of GET /Agency/Order?tab&q&customerId&page&pageSize: the orders the agency placed for its customers. */
export const agencyOrderSummarySchema = z.extend(orderSummarySchema, agencyOrderShape);
export type AgencyOrderSummary = z.infer<typeof agencyOrderSummarySchema>;
export const agencyOrderPageSchema = pageOf(agencyOrderSummarySchema);
export const agencyOrderQuerySchema = z.extend(orderQuerySchema, { customerId: z.optional(z.pipe(z.coerce.number(), z.int())) });
export type AgencyOrderQuery = z.infer<typeof agencyOrderQuerySchema>;

/**
 * GET /Agency/Order/:id: an order the agency placed, or any order of one of its customers, as the
 * customer reads it. `placedByAgency` says which. Anyone else's is 404.
 */
export const agencyOrderSchema = z.extend(orderSchema, { ...agencyOrderShape, placedByAgency: z.boolean() });
export type AgencyOrder = z.infer<typeof agencyOrderSchema>;

/** POST /Agency/Order answers the customer's new orders. */
export const createAgencyOrdersResponseSchema = z.object({ orders: z.array(agencyOrderSchema) });
export type CreateAgencyOrdersResponse = z.infer<typeof createAgencyOrdersResponseSchema>;

// ── Export ───────────────────────────────────────────────────────────────────────────────────

/**
 * GET /Agency/Export?from&to: the customers' buy orders and consignments placed in these Vietnam
 * days (inclusive, at most 366 days), as CSV (UTF-8 with BOM so spreadsheet programs read the
 * accents): customer code, agency code, name, kind, order code, status, total VND, created.
 */
export const agencyExportQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
  })
  .check(z.refine((q) => q.from <= q.to, { error: v.dateRangeInvalid, path: ['to'] }));
export type AgencyExportQuery = z.infer<typeof agencyExportQuerySchema>;
