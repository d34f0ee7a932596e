import { z } from 'zod/mini';
import { pageOf } from './pagination';
import { transactionTypes } from './transactionQuery';

/**
 * The wallet's ledger as a customer reads it (GET /Transaction): apart from the rest of the
 * wallet's schemas (contract/wallet.ts), whose withdrawal checks against the full bank list, so
 * the ledger, a page people open first, does not download them.
 */

/** What caused a movement: the app links to it. */
export const causeTypes = [
  'recharge',
  'withdraw',
  'adjustment',
  'order',
  'shipping',
  'delivery',
  'pob',
  'complaint',
  'taobaoInt',
  'agencyTransfer',
] as const;
export type CauseType = (typeof causeTypes)[number];

export const transactionSchema = z.object({
  id: z.int(),
  type: z.enum(transactionTypes),
  /** Signed: a credit is positive, a debit negative. */
  amountVnd: z.int(),
  balanceAfterVnd: z.int(),
  cause: z.object({ type: z.enum(causeTypes), id: z.int() }),
  /**
   * What the entry says of itself: a staff adjustment's reason, the code of the order or request
   * behind it, a refund's reason; null when nothing.
   */
  note: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionPageSchema = pageOf(transactionSchema);
