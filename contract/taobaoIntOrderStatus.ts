/*
 * Taobao Global orders' and refunds' statuses, apart from contract/taobaoIntOrders.ts so a route's
 * search params can name one without loading the schemas (docs/domain.md, "Taobao Global").
 */

/**
 * Our order placed through a linked Taobao Global account. The wallet is debited when it is made,
 * so every status below has been paid for by the customer:
 * `awaitingPayment` (chờ thanh toán): the platform's purchase orders are being made, not paid yet;
 * `paying` (đang thanh toán): the platform accepted the payment and is completing it;
 * `payFailed` (thanh toán thất bại): nothing could be bought, the debit came back;
 * `awaitingShipment` (chờ giao hàng): paid, the sellers have not shipped;
 * `shipping` (đang giao hàng): shipped to the China warehouse, tracking codes known;
 * `received` (đã nhận hàng): the China warehouse (or the platform) has the goods; from there a
 * consignment carries them like any other;
 * `cancelled` (đã hủy): every purchase order was closed after payment; what the platform refunds comes back.
 */
export const taobaoIntOrderStatuses = [
  'awaitingPayment',
  'paying',
  'payFailed',
  'awaitingShipment',
  'shipping',
  'received',
  'cancelled',
] as const;
export type TaobaoIntOrderStatus = (typeof taobaoIntOrderStatuses)[number];

/** Statuses the background sync still follows on the platform. */
export const openTaobaoIntOrderStatuses = [
  'awaitingPayment',
  'paying',
  'awaitingShipment',
  'shipping',
] as const satisfies readonly TaobaoIntOrderStatus[];

/** The way forward; `payFailed` and `cancelled` end it, from any open status. */
export const taobaoIntOrderProgress = [
  'awaitingPayment',
  'paying',
  'awaitingShipment',
  'shipping',
  'received',
] as const satisfies readonly TaobaoIntOrderStatus[];

/**
 * A refund request of one line (sub-order): `requested` (gửi yêu cầu, the seller has not answered),
 * `accepted` (người bán đồng ý: waiting for the goods back, or for the money), `refunded` (đã hoàn
 * tiền: credited to the wallet), `refused` (bị từ chối: by the seller, or withdrawn or timed out on
 * the platform).
 */
export const taobaoIntRefundStatuses = ['requested', 'accepted', 'refunded', 'refused'] as const;
export type TaobaoIntRefundStatus = (typeof taobaoIntRefundStatuses)[number];

/**
 * `refund` (hoàn tiền): asked before the seller shipped, the line is cancelled; `returnAndRefund`
 * (trả hàng hoàn tiền): asked after shipment, within the settings' window, the goods go back.
 * The server decides which from the line's shipment, never the request.
 */
export const taobaoIntRefundKinds = ['refund', 'returnAndRefund'] as const;
export type TaobaoIntRefundKind = (typeof taobaoIntRefundKinds)[number];
