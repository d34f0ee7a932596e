import { z } from 'zod/mini';
import { pageParams } from './pagination';
import { v } from './validation';

/*
 * The transaction list's types and filter, apart from contract/wallet.ts: the /transaction route
 * validates its search params with them, and the route tree is in the first download, which
 * should not carry every wallet schema (contract/wallet.ts re-exports these).
 */

/** `transfer`: money an agency moved to its customer (a debit for the agency, a credit for the customer). */
export const transactionTypes = ['recharge', 'withdraw', 'deposit', 'payment', 'refund', 'adjustment', 'transfer'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** A real calendar day: `2026-02-30` and `2026-13-40` have the shape but no day. */
const isCalendarDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** `YYYY-MM-DD`, a day in Asia/Ho_Chi_Minh. */
export const daySchema = z
  .string({ error: v.dateInvalid })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: v.dateInvalid }), z.refine(isCalendarDay, { error: v.dateInvalid }));

export const transactionQuerySchema = z.object({
  ...pageParams(),
  type: z.optional(z.enum(transactionTypes)),
  /** Inclusive days in Vietnam's time zone. */
  from: z.optional(daySchema),
  to: z.optional(daySchema),
});
export type TransactionQuery = z.infer<typeof transactionQuerySchema>;
