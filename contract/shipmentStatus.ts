/*
 * Consignment and delivery statuses and their list tabs, apart from contract/consignment.ts and
 * contract/delivery.ts: route files validate search params with them, and the route tree is in
 * the first download, which should not carry those schemas (as contract/orderStatus.ts does).
 */

/**
 * Consignment orders (đơn ký gửi, docs/domain.md). The customer gives the seller's tracking codes when
 * consigning, so the seller has shipped by then: "người bán đã giao" (seller shipped) is the same
 * moment as "đã ký gửi" here and is not a status of its own. After that the order follows its
 * packages (the least advanced one), and a package waiting in Vietnam is "chờ giao".
 */
export const consignmentStatuses = [
  'consigned', // đã ký gửi
  'arrivedChina', // hàng về kho TQ
  'inTransit', // đang vận chuyển quốc tế
  'awaitingDelivery', // chờ giao
  'delivering', // đang giao
  'received', // đã nhận hàng
  'cancelled', // đã hủy (by the customer, before any parcel reached the warehouse)
] as const;
export type ConsignmentStatus = (typeof consignmentStatuses)[number];

/** The main line in order, for a progress bar. */
export const consignmentProgress: readonly ConsignmentStatus[] = consignmentStatuses.slice(0, 6);

/** Each tracking code: the customer gave it, a warehouse scanned a parcel with it, the parcel is this order's. */
export const trackingCodeStatuses = ['created', 'received', 'matched'] as const;
export type TrackingCodeStatus = (typeof trackingCodeStatuses)[number];

export const consignmentTabs = {
  all: [],
  consigned: ['consigned'],
  inChina: ['arrivedChina'],
  inTransit: ['inTransit'],
  awaitingDelivery: ['awaitingDelivery', 'delivering'],
  received: ['received'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly ConsignmentStatus[]>;
export type ConsignmentTab = keyof typeof consignmentTabs;
export const consignmentTabNames = Object.keys(consignmentTabs) as ConsignmentTab[];

/** Delivery requests (yêu cầu giao): mới → đang xử lý → đã giao | đã hủy. */
export const deliveryStatuses = ['requested', 'processing', 'delivered', 'cancelled'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** How what is owed is paid: from the wallet when asking, or in cash to the carrier (COD, if settings allow). */
export const deliveryPayments = ['wallet', 'cod'] as const;
export type DeliveryPayment = (typeof deliveryPayments)[number];
