import type { PurchaseState, RefundState } from '../../../../contract/taobaoGlobalStatus';

/**
 * Taobao Global (open.taobao.global), the channel through which purchasing agents place, pay,
 * follow and refund Taobao orders with an account's access token. Two implementations, chosen by
 * TAOBAO_GLOBAL_SOURCE: the platform's API over HTTP, and a simulator that keeps its purchase
 * orders in our database so the whole flow runs on one machine without keys.
 *
 * Everything here is in our words: amounts are integer fen, states are ours
 * (contract/taobaoGlobalStatus.ts), ids are strings (the platform's are 64-bit). A failure is a
 * TaobaoGlobalError; what the person reads is decided by the caller (taobaoGlobal.errors.ts).
 */
export interface TaobaoGlobalClient {
  /** Prices goods before ordering: per supplier, the lines, the domestic shipping and the total. */
  renderOrder: (accessToken: string, input: RenderOrderInput) => Promise<RenderedOrder>;
  /** Creates the purchase orders (one per supplier). The same `outerPurchaseId` again answers the first ones. */
  createOrder: (accessToken: string, input: CreateOrderInput) => Promise<CreatedOrder>;
  /** Pays purchase orders from the account's balance on the platform; some may fail while others pay. */
  payOrders: (accessToken: string, purchaseIds: readonly string[]) => Promise<PayResult>;
  /**
   * Asks the platform to cancel (it does so asynchronously: query the order to see it closed). A
   * paid sub-order cancelled before the seller ships is refunded: its `refund` then shows it.
   */
  cancelOrder: (accessToken: string, input: CancelOrderInput) => Promise<void>;
  /**
   * Asks to return a shipped sub-order for a refund. The seller decides on the platform; the
   * sub-order's `refund` (queryOrders) and queryRefund follow the request from then on.
   */
  requestReturn: (accessToken: string, input: ReturnRequestInput) => Promise<void>;
  queryOrders: (accessToken: string, query: OrdersQuery) => Promise<PurchaseOrderPage>;
  /** The parcels of one sub-order in China, with their tracking events. */
  logisticsDetail: (accessToken: string, subOrderId: string) => Promise<Parcel[]>;
  queryRefund: (accessToken: string, refundId: string) => Promise<Refund>;
  /** Exchanges the code of the platform's authorisation page for tokens. */
  createToken: (code: string) => Promise<IssuedTokens>;
  refreshToken: (refreshToken: string) => Promise<IssuedTokens>;
}

export interface OrderGoods {
  /** The platform's item id (for the simulator, a product id of our sources). */
  itemId: string;
  /** Null for an item sold without choices. */
  skuId: string | null;
  quantity: number;
}

/** Where the seller ships: our China warehouse. */
export interface ShippingAddress {
  name: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  district: string;
  address: string;
  zip: string;
}

export interface RenderOrderInput {
  goods: readonly OrderGoods[];
  address: ShippingAddress;
}

export interface PricedGoods extends OrderGoods {
  unitPriceFen: number;
  /** After the supplier's discounts: not always unit price × quantity. */
  amountFen: number;
}

export interface RenderedSupplierOrder {
  supplier: string;
  goods: PricedGoods[];
  goodsFen: number;
  domesticShippingFen: number;
  totalFen: number;
}

export interface RenderedOrder {
  orders: RenderedSupplierOrder[];
  /** Goods the platform will not sell now (sold out, removed…), with its reason. */
  unavailable: Array<{ itemId: string; skuId: string | null; reason: string }>;
  domesticShippingFen: number;
  totalFen: number;
}

export interface CreateOrderInput {
  /** Our id for the purchase: the platform's idempotency key. */
  outerPurchaseId: string;
  /** The total we accept to pay (from renderOrder); the platform refuses an order that would cost more. */
  totalFen: number;
  lines: ReadonlyArray<OrderGoods & { lineNo: string; unitPriceFen: number; title: string }>;
  address: ShippingAddress;
  remark?: string;
}

export interface CreatedOrder {
  outerPurchaseId: string;
  orders: Array<{
    purchaseId: string;
    supplier: string;
    estimateFen: number;
    lines: Array<{ subOrderId: string; lineNo: string; itemId: string; skuId: string | null; quantity: number; estimateFen: number }>;
  }>;
}

export interface PayResult {
  /** Accepted for payment (it completes asynchronously on the platform). */
  paying: string[];
  failed: Array<{ purchaseId: string; code: string; message: string }>;
}

export interface CancelOrderInput {
  purchaseId: string;
  reason: string;
  /** Only these sub-orders; the whole purchase order when absent. */
  subOrderIds?: readonly string[];
}

export interface ReturnRequestInput {
  purchaseId: string;
  subOrderId: string;
  reason: string;
}

export interface OrdersQuery {
  purchaseIds?: readonly string[];
  outerPurchaseId?: string;
  state?: PurchaseState;
  modifiedFrom?: Date;
  modifiedTo?: Date;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

export interface TrackingCode {
  carrier: string | null;
  code: string;
  shippedAt: Date | null;
}

export interface SubOrder {
  subOrderId: string;
  itemId: string;
  skuId: string | null;
  title: string;
  quantity: number;
  /** Null when the platform names a state we do not know; `platformState` says which. */
  state: PurchaseState | null;
  platformState: string;
  amountFen: number;
  closeReason: string | null;
  trackingCodes: TrackingCode[];
  refund: { refundId: string; state: RefundState | null } | null;
}

export interface PurchaseOrder {
  purchaseId: string;
  outerPurchaseId: string | null;
  state: PurchaseState | null;
  platformState: string;
  supplier: string;
  goodsFen: number;
  domesticShippingFen: number;
  /** What was or will be paid; null before the platform knows it. */
  payFen: number | null;
  createdAt: Date | null;
  paidAt: Date | null;
  modifiedAt: Date | null;
  subOrders: SubOrder[];
}

export interface PurchaseOrderPage {
  orders: PurchaseOrder[];
  total: number;
  page: number;
  pageSize: number;
}

export const parcelStates = [
  'awaitingPickup',
  'collected',
  'inTransit',
  'customs',
  'delivered',
  'rejected',
  'returned',
  'exception',
] as const;
export type ParcelState = (typeof parcelStates)[number];

export interface Parcel {
  trackingCode: string;
  carrier: string | null;
  /** Null when the platform names a state we do not know. */
  state: ParcelState | null;
  description: string;
  events: Array<{ at: Date | null; description: string }>;
  goods: Array<{ title: string; quantity: number }>;
}

export interface Refund {
  refundId: string;
  subOrderId: string | null;
  state: RefundState | null;
  amountFen: number;
  reason: string | null;
  /** The seller's words when refusing. */
  refusal: string | null;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  refreshExpiresAt: Date | null;
  /** The platform's account name, when it says. */
  account: string | null;
}

/**
 * Why a call failed, in three kinds the caller acts on differently:
 * `unavailable` (network, timeout, HTTP error, an answer that does not parse: try again later),
 * `invalid-token` (the token is expired or revoked: renew it or link again), `refused` (the
 * platform answered and said no: `platformCode` and the message say why, in its words).
 */
export type TaobaoGlobalErrorKind = 'unavailable' | 'invalid-token' | 'refused';

export class TaobaoGlobalError extends Error {
  constructor(
    readonly kind: TaobaoGlobalErrorKind,
    readonly platformCode: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'TaobaoGlobalError';
  }
}

export const isTaobaoGlobalError = (error: unknown): error is TaobaoGlobalError => error instanceof TaobaoGlobalError;
