import { z } from 'zod/mini';
import { bankTransferStatuses, rechargeStatuses, withdrawStatuses } from './walletStatus';
import { bankBins } from './banks';
import { vndAmountSchema } from './money';
import { pageOf, pageParams, searchSchema } from './pagination';
import { transactionSchema } from './ledger';
import { v } from './validation';
import { walletSchema } from './walletBalance';

export { transactionQuerySchema, transactionTypes, type TransactionQuery, type TransactionType } from './transactionQuery';

// ── Recharge ─────────────────────────────────────────────────────────────────────────────────

/**
 * `pending` (chờ thanh toán) → `succeeded` (thành công: a bank line matched, or staff confirmed),
 * `review` (cần kiểm tra: a line's amount did not match; staff decides) or `expired` (hết hạn: no
 * money came before `expiresAt`). A late transfer with the right memo and amount still credits.
 */

export const createRechargeRequestSchema = z.object({ amountVnd: vndAmountSchema });
export type CreateRechargeRequest = z.infer<typeof createRechargeRequestSchema>;

export const receivingAccountSchema = z.object({
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const rechargeSchema = z.object({
  id: z.int(),
  amountVnd: z.int(),
  /** The transfer memo to type exactly, e.g. `NAP MH7K2Q9 X4TZ`. */
  memo: z.string(),
  bankAccount: receivingAccountSchema,
  /** A VietQR payload (contract/vietqr.ts) carrying account, amount and memo. */
  qrPayload: z.string(),
  status: z.enum(rechargeStatuses),
  /** What actually arrived, once credited (staff may confirm a different amount). */
  creditedVnd: z.nullable(z.int()),
  expiresAt: z.string(),
  createdAt: z.string(),
  creditedAt: z.nullable(z.string()),
});
export type Recharge = z.infer<typeof rechargeSchema>;
export const rechargePageSchema = pageOf(rechargeSchema);

// ── Withdrawal ───────────────────────────────────────────────────────────────────────────────

/** `pending` (chờ xử lý, amount held) → `completed` (đã chuyển) | `cancelled` (đã hủy) | `rejected` (từ chối). */

/** Account numbers: 4–19 digits (some banks allow letters in aliases; transfers use digits). */
const accountNumberSchema = z
  .string({ error: v.accountNumberInvalid })
  .check(z.trim(), z.regex(/^\d{4,19}$/, { error: v.accountNumberInvalid }));

/** The holder's name as the bank shows it: letters and spaces; upper-cased, accents removed by the app. */
/** The longest account holder's name banks print, as the form counts it. */
export const ACCOUNT_NAME_MAX = 70;

export const accountNameSchema = z
  .string({ error: v.accountNameInvalid })
  .check(z.trim(), z.regex(new RegExp(`^[A-Za-z][A-Za-z .'-]{1,${ACCOUNT_NAME_MAX - 1}}$`), { error: v.accountNameInvalid }));

export const createWithdrawRequestSchema = z.object({
  amountVnd: vndAmountSchema,
  bankBin: z.enum(bankBins, { error: v.bankRequired }),
  accountNumber: accountNumberSchema,
  accountName: accountNameSchema,
});
export type CreateWithdrawRequest = z.infer<typeof createWithdrawRequestSchema>;

export const withdrawSchema = z.object({
  id: z.int(),
  amountVnd: z.int(),
  bankBin: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  status: z.enum(withdrawStatuses),
  /** Staff's reason for a rejection, or the transfer reference of a completed one. */
  note: z.nullable(z.string()),
  /** Pictures of the bank's transfer receipt staff attached when paying it out (URLs an <img> can load). */
  proofs: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Withdraw = z.infer<typeof withdrawSchema>;
export const withdrawPageSchema = pageOf(withdrawSchema);

/**
 * POST /Staff/Withdraw/:id/Proof: a picture of the transfer receipt (contract/photos.ts), while
 * the withdrawal is pending or after it was paid. The same bytes sent again add nothing.
 */
export const MAX_WITHDRAW_PROOFS = 3;

// ── Ledger ───────────────────────────────────────────────────────────────────────────────────

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

/** One incoming line of the bank statement, typed by staff or posted by the bank's webhook. */
export const bankTransferRequestSchema = z.object({
  amountVnd: vndAmountSchema,
  memo: z
    .string({ error: v.memoRequired })
    .check(z.trim(), z.minLength(1, { error: v.memoRequired }), z.maxLength(500, { error: v.tooLong })),
  /** The bank's unique id of the line: a second delivery of the same line changes nothing. */
  bankReference: z
    .string({ error: v.referenceRequired })
    .check(z.trim(), z.minLength(1, { error: v.referenceRequired }), z.maxLength(100, { error: v.tooLong })),
});
export type BankTransferRequest = z.infer<typeof bankTransferRequestSchema>;

export const bankTransferSchema = z.object({
  id: z.int(),
  amountVnd: z.int(),
  memo: z.string(),
  bankReference: z.string(),
  /** `matched`: credited its recharge; `review` (cần kiểm tra): no recharge or another amount. */
  status: z.enum(bankTransferStatuses),
  rechargeId: z.nullable(z.int()),
  createdAt: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** The most lines one statement import may preview (a month of a busy account's credits fits). */
export const BANK_IMPORT_MAX_LINES = 500;

/** POST /Staff/BankTransfer/Preview: the lines a statement export holds, checked before any is recorded. */
export const bankLinePreviewRequestSchema = z.object({
  lines: z.array(bankTransferRequestSchema).check(z.minLength(1), z.maxLength(BANK_IMPORT_MAX_LINES, { error: v.tooLong })),
});
export type BankLinePreviewRequest = z.infer<typeof bankLinePreviewRequestSchema>;

/**
 * What recording a line would do now: `recorded` (its bank reference is in the books already,
 * nothing would change), `credit` (it pays a waiting recharge), `amountDiffers`, `alreadySettled`
 * (both: it names a recharge but would wait for review), `noRecharge` (no memo of ours: review).
 */
export const bankLineVerdicts = ['recorded', 'credit', 'amountDiffers', 'alreadySettled', 'noRecharge'] as const;
export type BankLineVerdict = (typeof bankLineVerdicts)[number];

export const bankLinePreviewSchema = z.object({
  bankReference: z.string(),
  verdict: z.enum(bankLineVerdicts),
  /** The line already recorded, for `recorded`. */
  transfer: z.nullable(bankTransferSchema),
  /** The recharge the memo names, with whose it is and what it asked for. */
  recharge: z.nullable(z.object({ id: z.int(), amountVnd: z.int(), customerCode: z.string() })),
});
export type BankLinePreview = z.infer<typeof bankLinePreviewSchema>;
export const bankLinePreviewResponseSchema = z.object({ items: z.array(bankLinePreviewSchema) });

/** Staff confirm a recharge by hand (a line that needed review), with what really arrived. */
export const confirmRechargeRequestSchema = z.object({
  amountVnd: z.optional(vndAmountSchema),
  bankTransferId: z.optional(z.int()),
});

export const completeWithdrawRequestSchema = z.object({
  /** The outgoing transfer's reference, shown to the customer. */
  reference: z
    .string({ error: v.referenceRequired })
    .check(z.trim(), z.minLength(1, { error: v.referenceRequired }), z.maxLength(200, { error: v.tooLong })),
});
/** The longest reason staff may give for refusing a withdrawal or adjusting a wallet. */
export const STAFF_REASON_MAX = 500;

const staffReasonSchema = z
  .string({ error: v.reasonRequired })
  .check(z.trim(), z.minLength(1, { error: v.reasonRequired }), z.maxLength(STAFF_REASON_MAX, { error: v.tooLong }));

export const rejectWithdrawRequestSchema = z.object({ reason: staffReasonSchema });

/** A correction by staff: positive credits, negative debits; always with a reason. */
export const adjustWalletRequestSchema = z.object({
  amountVnd: z.int({ error: v.amountInvalid }).check(z.refine((n) => n !== 0 && Number.isSafeInteger(n), { error: v.amountInvalid })),
  reason: staffReasonSchema,
});
export type AdjustWalletRequest = z.infer<typeof adjustWalletRequestSchema>;

/**
 * Staff lists: `GET /Staff/Recharge?status=review`, `/Staff/Withdraw?status=pending`, `/Staff/BankTransfer?status=review`.
 * `q` finds part of a recharge's memo or its customer code; of a withdrawal's customer code, account
 * number or account name; of a bank line's memo or bank reference.
 */
export const staffListQuerySchema = z.object({
  q: searchSchema,
  ...pageParams(),
  status: z.optional(z.string().check(z.maxLength(20))),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

// ── Staff views (added with the wallet API) ──────────────────────────────────────────────────
// Staff work across customers, so their shapes say whose request it is.

const ownerShape = { userId: z.int(), customerCode: z.string() };

export const staffRechargeSchema = z.extend(rechargeSchema, ownerShape);
export type StaffRecharge = z.infer<typeof staffRechargeSchema>;
export const staffRechargePageSchema = pageOf(staffRechargeSchema);

export const staffWithdrawSchema = z.extend(withdrawSchema, ownerShape);
export type StaffWithdraw = z.infer<typeof staffWithdrawSchema>;
export const staffWithdrawPageSchema = pageOf(staffWithdrawSchema);

export const bankTransferPageSchema = pageOf(bankTransferSchema);

/** The ledger entry an adjustment wrote, and the wallet after it. */
export const adjustWalletResponseSchema = z.object({ transaction: transactionSchema, wallet: walletSchema });
export type AdjustWalletResponse = z.infer<typeof adjustWalletResponseSchema>;
