import { z } from 'zod/mini';
import { v } from './validation';

/*
 * The transaction list's types and filter, apart from contract/wallet.ts: the /transaction route
 * validates its search params with them, and the route tree is in the first download, which
 * should not carry every wallet schema (contract/wallet.ts re-exports these).
 */

export const transactionTypes = ['recharge', 'withdraw', 'deposit', 'payment', 'refund', 'adjustment'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** `YYYY-MM-DD`, a day in Asia/Ho_Chi_Minh. */
const daySchema = z.string({ error: v.dateInvalid }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: v.dateInvalid }));

export const transactionQuerySchema = z.object({
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100))), 20),
  type: z.optional(z.enum(transactionTypes)),
  /** Inclusive days in Vietnam's time zone. */
  from: z.optional(daySchema),
  to: z.optional(daySchema),
});
export type TransactionQuery = z.infer<typeof transactionQuerySchema>;
