import type { z } from 'zod/mini';
import type { AddressSnapshot } from '../../../contract/addresses';
import { shopKey } from '../../../contract/cart';
import { orderEstimate, shippingPriceFor, type OrderEstimate } from '../../../contract/fees';
import type { CheckoutQuote, CreateOrdersResponse, checkoutRequestSchema, createOrdersRequestSchema } from '../../../contract/orders';
import { unitPriceFen } from '../../../contract/products';
import { v } from '../../../contract/validation';
import type { Db, Executor, Tx } from '../../db/connect';
import { errors } from '../../errors';
import { addressSnapshotOf } from '../addresses/addressSnapshot';
import type { FeePolicy } from '../../../contract/publicSettings';
import { feesFor } from '../settings/pricingTerms';
import { currentSettings, type StoredSettings } from '../settings/settings.store';
import { findWallet, payFor } from '../wallet/wallet.queries';
import { findCartLines, isStorableId, takeCartLines, type CartRow } from './checkout.queries';
import { newOrderCode } from './orderCode';
import { appendEvent, insertItems, insertOrder, type OrderRow } from './orders.queries';
import { loadOrder } from './orderLoad';
import { cartChanged } from './orders.errors';

export type CheckoutInput = z.output<typeof checkoutRequestSchema>;
export type CreateOrdersInput = z.output<typeof createOrdersRequestSchema>;

/** One future order: one shop's lines, each at the price its quantity earns, and the estimate. */
type PricedOrder = {
  site: CartRow['site'];
  shop: CartRow['shop'];
  lines: Array<{ row: CartRow; unitPriceFen: number }>;
  estimate: OrderEstimate;
};
type PricedCheckout = { orders: PricedOrder[]; settings: StoredSettings; fees: FeePolicy; address: AddressSnapshot; depositVnd: number };

/**
 * Whose checkout it is: `userId` owns the orders, is priced by its terms and pays from its wallet.
 * The lines and the address come from whoever places it: the owner, or the agency placing it for
 * its customer (`placedBy`, which the agency's routes have checked).
 */
type Placement = { userId: number; placedBy?: number | null };
const placerOf = ({ userId, placedBy }: Placement): number => placedBy ?? userId;

/**
 * Checkout: the quote the customer sees, and the orders made from the same figures once the
 * deposit they accepted is still the deposit due. Both price with contract/fees.ts at the
 * settings in force; an order made keeps that rate and policy for good.
 */
export function createCheckoutService({ db, now }: { db: Db; now: () => Date }) {
  async function quote({ request, ...placement }: Placement & { request: CheckoutInput }): Promise<CheckoutQuote> {
    const { userId } = placement;
    const lines = await findCartLines(db, { userId: placerOf(placement), ids: request.cartItemIds });
    const priced = await priceCheckout(db, { placement, request, lines });
    const { availableVnd } = await findWallet(db, { userId });
    return {
      orders: priced.orders.map(({ site, shop, lines: shopLines, estimate }) => ({
        site,
        shop,
        items: shopLines.map(({ row, unitPriceFen: price }) => ({
          cartItemId: row.id,
          title: row.title,
          titleVi: row.titleVi,
          imageUrl: row.imageUrl,
          properties: row.properties,
          unitPriceFen: price,
          quantity: row.quantity,
        })),
        feeLines: estimate.lines,
        pending: estimate.pending,
        estimatedTotalVnd: estimate.totalVnd,
        depositVnd: estimate.depositVnd,
      })),
      depositVnd: priced.depositVnd,
      availableVnd,
      shortfallVnd: Math.max(0, priced.depositVnd - availableVnd),
      rateVndPerCny: priced.settings.settings.rates.orderRateVndPerCny,
      depositBps: priced.fees.depositBps,
      settingsVersion: priced.settings.version,
    };
  }

  /**
   * In the caller's transaction (the Idempotency-Key's): takes the lines out of the cart, prices
   * them again, refuses a deposit other than the one accepted, then makes one order per shop and
   * debits its deposit. Any refusal — insufficient funds included — rolls everything back: no
   * order, no debit, the cart as it was.
   */
  async function create(tx: Tx, { request, ...placement }: Placement & { request: CreateOrdersInput }): Promise<CreateOrdersResponse> {
    const { userId } = placement;
    const lines = await takeCartLines(tx, { userId: placerOf(placement), ids: request.cartItemIds });
    const priced = await priceCheckout(tx, { placement, request, lines });
    if (priced.depositVnd !== request.expectedDepositVnd) throw errors.quoteChanged();
    const at = now();
    const orders = [];
    for (const order of priced.orders) {
      const row = await insertPricedOrder(tx, { placement, request, priced, order, at });
      await insertItems(
        tx,
        order.lines.map(({ row: line, unitPriceFen: price }) => ({
          orderId: row.id,
          site: line.site,
          itemId: line.itemId,
          // The cart stores '' for a product without properties (for its unique index); orders say null.
          skuId: line.skuId === '' ? null : line.skuId,
          title: line.title,
          titleVi: line.titleVi,
          imageUrl: line.imageUrl,
          properties: line.properties,
          unitPriceFen: price,
          quantity: line.quantity,
          note: line.note,
        })),
      );
      await appendEvent(tx, { orderId: row.id, status: 'deposited', note: null, createdBy: null, now: at });
      // A 0% deposit policy debits nothing.
      await payFor(tx, {
        userId,
        amountVnd: row.depositVnd,
        type: 'deposit',
        cause: { type: 'order', id: row.id },
        note: row.code,
        now: at,
      });
      orders.push(await loadOrder(tx, { row }));
    }
    return { orders };
  }

  async function insertPricedOrder(
    tx: Tx,
    {
      placement,
      request,
      priced,
      order,
      at,
    }: { placement: Placement; request: CreateOrdersInput; priced: PricedCheckout; order: PricedOrder; at: Date },
  ): Promise<OrderRow> {
    const { settings, version } = priced.settings;
    return insertOrder(
      tx,
      {
        userId: placement.userId,
        placedBy: placement.placedBy ?? null,
        site: order.site,
        shop: order.shop,
        status: 'deposited',
        rateVndPerCny: settings.rates.orderRateVndPerCny,
        settingsVersion: version,
        feePolicy: priced.fees,
        services: request.services,
        warehouse: request.warehouse,
        line: request.line,
        address: priced.address,
        note: request.note,
        estimatedFeeLines: order.estimate.lines,
        feeLines: order.estimate.lines,
        pending: order.estimate.pending,
        totalVnd: order.estimate.totalVnd,
        depositVnd: order.estimate.depositVnd,
        paidVnd: order.estimate.depositVnd,
        refundedVnd: 0,
        createdAt: at,
        updatedAt: at,
      },
      () => newOrderCode(at),
    );
  }

  return { quote, create };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * The checkout's orders at the settings in force. Every line asked for must be the placer's and
 * still in the cart (else `cart-changed`: the screen shows a cart that no longer is); the address
 * must be the placer's (a validation error on `addressId`, so the form asks to choose one: the
 * address book is theirs to pick from, not an object looked up by id); the route must be priced.
 */
async function priceCheckout(
  db: Executor,
  { placement, request, lines }: { placement: Placement; request: CheckoutInput; lines: CartRow[] },
): Promise<PricedCheckout> {
  const { userId } = placement;
  if (lines.length !== new Set(request.cartItemIds).size) throw cartChanged();
  const address = isStorableId(request.addressId)
    ? await addressSnapshotOf(db, { userId: placerOf(placement), addressId: request.addressId })
    : undefined;
  if (!address) throw errors.validation([{ path: 'addressId', message: v.addressChoose }]);
  const stored = await currentSettings(db);
  const { settings } = stored;
  // An agency's customer pays the deposit and purchase fee of the agency's terms.
  const fees = await feesFor(db, { userId, fees: settings.fees });
  // Shipping is priced only once weighed, but a route settings do not price could never be.
  if (!shippingPriceFor(settings.fees, request.warehouse, request.line)) {
    throw errors.validation([{ path: 'line', message: 'no shipping price for this warehouse and line' }]);
  }
  const orders = groupByShop(lines).map(({ site, shop, lines: shopLines }): PricedOrder => {
    const priced = shopLines.map((row) => ({
      row,
      unitPriceFen: unitPriceFen({ priceTiers: row.priceTiers }, row.skuPriceFen, row.quantity),
    }));
    const estimate = orderEstimate({
      items: priced.map((line) => ({ unitPriceFen: line.unitPriceFen, quantity: line.row.quantity })),
      rateVndPerCny: settings.rates.orderRateVndPerCny,
      policy: fees,
      services: request.services,
      shipping: { warehouse: request.warehouse, line: request.line, packages: [] },
    });
    return { site, shop, lines: priced, estimate };
  });
  return { orders, settings: stored, fees, address, depositVnd: orders.reduce((total, order) => total + order.estimate.depositVnd, 0) };
}

/**
 * An order per shop (site + shop id, contract/cart.ts `shopKey`), in the order the shops' first
 * lines come. Over stored rows: contract/cart.ts `groupByShop` takes the API's cart shape.
 */
function groupByShop(lines: readonly CartRow[]): Array<Pick<PricedOrder, 'site' | 'shop'> & { lines: CartRow[] }> {
  const groups = new Map<string, Pick<PricedOrder, 'site' | 'shop'> & { lines: CartRow[] }>();
  for (const line of lines) {
    const key = shopKey(line);
    const group = groups.get(key) ?? { site: line.site, shop: line.shop, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}
