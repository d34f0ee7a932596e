/*
 * Order and parcel statuses and the order list's tabs, apart from contract/orders.ts: the route
 * files validate their search params with them, and the route tree is in the first download,
 * which should not carry the order, cart, address and fee schemas (orders.ts re-exports these).
 */

/**
 * Buy-for-me orders (đơn mua hộ, docs/domain.md). An order is made per shop, and only once its deposit
 * is debited from the wallet, so it starts at `deposited`: "chờ đặt cọc" never shows, since the
 * checkout either pays or shows the shortfall before anything is created.
 */
export const orderStatuses = [
  'deposited', // đã đặt cọc
  'purchasing', // đang mua hàng
  'purchased', // đã mua hàng (invoice codes, domestic shipping; partial purchase refunds)
  'sellerShipped', // người bán đã giao (tracking codes)
  'arrivedChina', // hàng về kho TQ (packages weighed)
  'inTransit', // đang vận chuyển quốc tế
  'arrivedVietnam', // hàng về kho VN
  'awaitingDelivery', // chờ giao
  'delivering', // đang giao
  'received', // đã nhận hàng
  'cancelled', // đã hủy (by the customer before purchase: deposit back)
  'outOfStock', // hết hàng (nothing could be bought: deposit back)
  'lost', // thất lạc (paid amount back as compensation)
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where each status may go. Anything else is a 409 `invalid-transition`. */
const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  deposited: ['purchasing', 'cancelled', 'outOfStock'],
  purchasing: ['purchased', 'outOfStock'],
  purchased: ['sellerShipped', 'lost'],
  sellerShipped: ['arrivedChina', 'lost'],
  arrivedChina: ['inTransit', 'lost'],
  inTransit: ['arrivedVietnam', 'lost'],
  arrivedVietnam: ['awaitingDelivery', 'lost'],
  awaitingDelivery: ['delivering', 'lost'],
  delivering: ['received', 'lost'],
  received: [],
  cancelled: [],
  outOfStock: [],
  lost: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** The main line in order, for a progress bar; exits are not on it. */
export const orderProgress: readonly OrderStatus[] = orderStatuses.slice(0, 10);

/** Tabs of /orderOrdering: each is a set of statuses. */
export const orderTabs = {
  all: [],
  deposited: ['deposited'],
  buying: ['purchasing', 'purchased', 'sellerShipped'],
  shipping: ['arrivedChina', 'inTransit', 'arrivedVietnam'],
  awaitingDelivery: ['awaitingDelivery', 'delivering'],
  received: ['received'],
  closed: ['cancelled', 'outOfStock', 'lost'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof orderTabs;
export const orderTabNames = Object.keys(orderTabs) as OrderTab[];

/** Where a parcel is: the package lifecycle of docs/domain.md. */
export const packageStatuses = ['inChina', 'inTransit', 'inVietnam', 'awaitingDelivery', 'delivering', 'delivered'] as const;
export type PackageStatus = (typeof packageStatuses)[number];

/** The longest order-code search the list takes. */
export const ORDER_SEARCH_MAX = 40;
/** The longest package or tracking code a search or lookup takes. */
export const PACKAGE_CODE_MAX = 64;
