import { randomCode } from '../users/customerCode';

/** Asia/Ho_Chi_Minh is UTC+7 all year: the code's date is the customer's day, not UTC's. */
const VIETNAM_OFFSET_MS = 7 * 3600_000;

/**
 * `MH` + the Vietnamese date (YYMMDD) + four characters of the customer-code alphabet, e.g.
 * `MH261122X4TZ`: readable over the phone (no 0/O, 1/I), sortable by day, and revealing nothing
 * about how many orders the shop takes (a daily sequence would). 32⁴ ≈ 1 million codes a day; the
 * unique index catches the rare clash and the caller draws again. Customer codes (`MH` + 5) are
 * shorter, so the two are never confused.
 */
export function newOrderCode(at: Date): string {
  const day = new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(2, 10).replaceAll('-', '');
  return `MH${day}${randomCode(4)}`;
}

/**
 * `PK<order id>-<n>`: an order reaches the China warehouse once (arrivedChina cannot repeat), so
 * its packages are numbered 1…n in that one move, and the order id makes the code unique.
 */
export function packageCode(orderId: number, index: number): string {
  return `PK${orderId}-${index + 1}`;
}
