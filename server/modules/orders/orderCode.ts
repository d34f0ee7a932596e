import { randomCode } from '../users/customerCode';

/** Asia/Ho_Chi_Minh is UTC+7 all year: a code's date is the customer's day, not UTC's. */
const VIETNAM_OFFSET_MS = 7 * 3600_000;

/**
 * A prefix + the Vietnamese date (YYMMDD) + four characters of the customer-code alphabet, e.g.
 * `MH261122X4TZ`: readable over the phone (no 0/O, 1/I), sortable by day, and revealing nothing
 * about how many orders the shop takes (a daily sequence would). 32⁴ ≈ 1 million codes a day per
 * prefix; the unique index catches the rare clash and the caller draws again. Customer codes
 * (`MH` + 5) are shorter, so the two are never confused. Consignments (`KG`), parcels scanned
 * before any order holds them (`PK`) and delivery requests (`GH`) are drawn the same way.
 */
export function datedCode(prefix: string, at: Date): string {
  const day = new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${randomCode(4)}`;
}

/** A buy-for-me order: `MH…` (mua hộ). */
export const newOrderCode = (at: Date) => datedCode('MH', at);

/**
 * `PK<order id>-<n>`: an order reaches the China warehouse once (arrivedChina cannot repeat), so
 * its packages are numbered 1…n in that one move, and the order id makes the code unique.
 */
export function packageCode(orderId: number, index: number): string {
  return `PK${orderId}-${index + 1}`;
}
