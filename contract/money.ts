import { z } from 'zod/mini';
import { v } from './validation';

/**
 * Money on the wire: integer VND (`…Vnd`), integer fen (`…Fen`, 1/100 ¥), integer rates
 * (`…VndPerCny`) and integer basis points for percentages (`…Bps`, 1 % = 100). No floats anywhere.
 */

/** A positive whole number of VND, safe for JavaScript and for `bigint` columns. */
export const vndAmountSchema = z
  .int({ error: v.amountInvalid })
  .check(z.positive({ error: v.amountInvalid }), z.maximum(Number.MAX_SAFE_INTEGER, { error: v.amountInvalid }));

/** Zero or more VND (balances, fees that may be zero). */
export const vndSchema = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));

/**
 * What a quote says of the wallet that would pay it: what can be spent now, and what to recharge
 * before it covers the payment (0 when it does).
 */
export const walletCoverShape = { availableVnd: z.int(), shortfallVnd: vndSchema };

/** Percentages in basis points: 0–100 %. */
export const bpsSchema = z.int().check(z.minimum(0), z.maximum(10_000));

/** `amount × bps / 10000`, rounded half up to whole VND (once per fee line, so the lines add up to the total shown). */
export function applyBps(amountVnd: number, bps: number): number {
  return Math.floor((amountVnd * bps + 5_000) / 10_000);
}
