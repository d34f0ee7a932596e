import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { CreateDeliveryRequest, Delivery, DeliveryQuote, DeliveryQuoteRequest } from '../../contract/delivery';
import { DAY_MS } from '../../contract/fees';
import type { Order } from '../../contract/orders';
import type { Product } from '../../contract/products';
import type { Transaction } from '../../contract/ledger';
import { deliveryRequests, ledgerEntries, packages } from '../../server/db/schema';
import type { orderKit } from './orderHelpers';
import { answered } from './helpers';
import type { Actor, WalletKit } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A parcel as the China warehouse measures it on `arrivedChina`. */
export type Parcel = { trackingCode?: string; weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };

/**
 * Delivery-test helpers over a wallet kit and an order kit: buy orders driven by staff until their
 * packages wait in a Vietnam warehouse (the order's `arrivedVietnam` move puts them `inVietnam`),
 * and the delivery API.
 */
export function deliveryKit(k: WalletKit, o: ReturnType<typeof orderKit>) {
  /** A buy order of `product` whose parcels went as far as `until` (arrivedVietnam by default). */
  async function orderWithParcels(
    customer: Actor,
    staff: Actor,
    {
      product,
      parcels,
      until = 'arrivedVietnam',
    }: { product: Product; parcels: Parcel[]; until?: 'arrivedChina' | 'inTransit' | 'arrivedVietnam' },
  ): Promise<Order> {
    const order = await o.orderedBy(customer, [{ product }]);
    await o.moved(staff.token, order.id, { to: 'purchasing' });
    await o.moved(staff.token, order.id, { to: 'purchased', invoiceCodes: [`HD${order.id}`], domesticShippingFen: 800 });
    await o.moved(staff.token, order.id, { to: 'sellerShipped', trackingCodes: [`YT${order.id}`] });
    let moved = await o.moved(staff.token, order.id, { to: 'arrivedChina', packages: parcels });
    for (const to of ['inTransit', 'arrivedVietnam'] as const) {
      if (moved.status === until) break;
      moved = await o.moved(staff.token, order.id, { to });
    }
    return moved;
  }

  /** Staff adjust the wallet to exactly `balanceVnd`, whatever orders took from it. */
  async function setBalance(staff: Actor, customer: Actor, balanceVnd: number): Promise<void> {
    const change = balanceVnd - (await k.wallet(customer.token)).balanceVnd;
    if (change !== 0) await k.fund(staff.token, customer.id, change);
  }

  const request = (packageIds: number[], addressId: number, payment: 'wallet' | 'cod' = 'wallet'): DeliveryQuoteRequest => ({
    packageIds,
    addressId,
    payment,
  });

  const postQuote = (token: string, body: DeliveryQuoteRequest | Record<string, unknown>) => k.post('/Delivery/Quote', token, body);

  async function quote(token: string, body: DeliveryQuoteRequest): Promise<DeliveryQuote> {
    return answered<DeliveryQuote>(postQuote(token, body), 200);
  }

  const create = (
    token: string,
    body: DeliveryQuoteRequest,
    expectedTotalVnd: number,
    { key = randomUUID(), note }: { key?: string; note?: string } = {},
  ) =>
    k.post('/Delivery', token, { ...body, expectedTotalVnd, ...(note === undefined ? {} : { note }) } satisfies CreateDeliveryRequest, key);

  /** Quote, then ask at the quoted total: the happy path. */
  async function requested(token: string, body: DeliveryQuoteRequest): Promise<Delivery> {
    const { totalVnd } = await quote(token, body);
    return answered<Delivery>(create(token, body, totalVnd), 201);
  }

  async function delivery(token: string, id: number): Promise<Delivery> {
    return answered<Delivery>(k.get(`/Delivery/${id}`, token), 200);
  }

  async function deliverableIds(token: string): Promise<number[]> {
    return (await answered<{ packages: Array<{ id: number }> }>(k.get('/Delivery/Packages', token), 200)).packages.map((p) => p.id);
  }

  const staffMove = (staffToken: string, id: number, move: 'HandOver' | 'Complete', body: object = {}, key: string = randomUUID()) =>
    k.post(`/Staff/Delivery/${id}/${move}`, staffToken, body, key);

  async function staffMoved(staffToken: string, id: number, move: 'HandOver' | 'Complete', body: object = {}): Promise<Delivery> {
    return answered<Delivery>(staffMove(staffToken, id, move, body), 200);
  }

  /** The customer's ledger, oldest first. */
  async function transactions(token: string): Promise<Transaction[]> {
    return (await answered<Page<Transaction>>(k.get('/Transaction?pageSize=100', token), 200)).items.reverse();
  }

  /**
   * The parcels have waited `ms` longer in Vietnam: their arrival, as the server stamped it, moves
   * back. (Moving the server's clock forward instead would expire the test's login tokens.) A
   * parcel the server did not stamp stays unstamped and owes nothing, so the tests notice.
   */
  async function waited(packageIds: readonly number[], ms: number): Promise<void> {
    await k.db
      .update(packages)
      .set({ arrivedVietnamAt: sql`${packages.arrivedVietnamAt} - ${ms}::float8 * interval '1 millisecond'` })
      .where(inArray(packages.id, [...packageIds]));
  }

  const requestCount = async (userId: number) =>
    (await k.db.select({ id: deliveryRequests.id }).from(deliveryRequests).where(eq(deliveryRequests.userId, userId))).length;
  const entryCount = async (userId: number) =>
    (await k.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId))).length;

  return {
    orderWithParcels,
    setBalance,
    waited,
    request,
    postQuote,
    quote,
    create,
    requested,
    delivery,
    deliverableIds,
    staffMove,
    staffMoved,
    transactions,
    requestCount,
    entryCount,
  };
}

/** The carrier fee at the default settings: 30,000 per request + 2,000 per started kg. */
export const defaultDeliveryFee = (chargeableGrams: number) => 30_000 + Math.ceil(chargeableGrams / 1000) * 2_000;

/**
 * Ten started days in a Vietnam warehouse: a minute short of ten whole days, so the milliseconds
 * the test itself takes between the parcel's arrival and the request never start an eleventh.
 */
export const TEN_DAYS_MS = 10 * DAY_MS - 60_000;
