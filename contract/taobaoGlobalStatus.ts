/**
 * Taobao Global (Taobao quốc tế) purchase orders and refunds in our words; the platform's names
 * and how they map are in docs/domain.md ("Taobao Global"). Kept apart from the schemas so a
 * route's search params can name a state without loading them.
 */

/**
 * `creating`: the platform is still making it; `awaitingPayment`: made, not paid; `awaitingShipment`:
 * paid, the seller has not shipped; `shipped`: on its way to the warehouse; `finished`: received;
 * `closed`: cancelled, unpaid too long, or closed by the seller.
 */
export const purchaseStates = ['creating', 'awaitingPayment', 'awaitingShipment', 'shipped', 'finished', 'closed'] as const;
export type PurchaseState = (typeof purchaseStates)[number];

/**
 * A refund of one line: `requested` (waiting for the seller), `awaitingReturn` (the seller agreed,
 * waiting for the goods back), `returned` (goods sent back, waiting for the seller to confirm),
 * `refunded`, `refused` (by the seller), `closed` (withdrawn or timed out).
 */
export const refundStates = ['requested', 'awaitingReturn', 'returned', 'refunded', 'refused', 'closed'] as const;
export type RefundState = (typeof refundStates)[number];
