import type { z } from 'zod/mini';
import { shippingPriceFor, taobaoIntOrderFigures, type TaobaoIntFigures } from '../../../contract/fees';
import type {
  TaobaoIntOrder,
  TaobaoIntQuote,
  createTaobaoIntOrderRequestSchema,
  taobaoIntRenderRequestSchema,
} from '../../../contract/taobaoIntOrders';
import type { Db, Executor, Tx } from '../../db/connect';
import { errors } from '../../errors';
import { findCartLines, isStorableId, takeCartLines } from '../orders/checkout.queries';
import { datedCode } from '../orders/orderCode';
import type { ProductSource } from '../products/productSource';
import { feesFor } from '../settings/pricingTerms';
import { currentSettings, type StoredSettings } from '../settings/settings.store';
import { isTaobaoGlobalError, type RenderedOrder } from '../taobaoGlobal/client/taobaoGlobalClient';
import { fromClientError } from '../taobaoGlobal/taobaoGlobal.errors';
import type { TaobaoGlobal } from '../taobaoGlobal/taobaoGlobal.module';
import type { UsableToken } from '../taobaoGlobal/usableToken';
import { customerCodeOf, findWallet, payFor } from '../wallet/wallet.queries';
import { goodsFromCart, goodsFromProducts, pricedGoods, warehouseAddress, type WantedLine } from './taobaoIntGoods';
import { loadTaobaoIntOrder } from './taobaoIntOrderLoad';
import { taobaoGoodsUnavailable } from './taobaoIntOrders.errors';
import { appendTaobaoIntEvent, insertTaobaoIntLines, insertTaobaoIntOrder, type TaobaoIntOrderRow } from './taobaoIntOrders.queries';

export type TaobaoIntRenderInput = z.output<typeof taobaoIntRenderRequestSchema>;
export type CreateTaobaoIntOrderInput = z.output<typeof createTaobaoIntOrderRequestSchema>;

/** `TB…` (Taobao quốc tế), drawn like every code people read aloud. */
export const newTaobaoIntOrderCode = (at: Date) => datedCode('TB', at);

/** How soon the sync looks at a new order, in case the request that made it stops before the platform is paid. */
export const PLACEMENT_GRACE_MS = 60_000;

type PricedLine = WantedLine & { unitPriceFen: number; amountFen: number; supplier: string };

/** The platform's render matched to our lines, summed in fen, and in VND at the order rate. */
interface Priced {
  suppliers: Array<{ supplier: string; lines: PricedLine[]; goodsFen: number; domesticShippingFen: number; totalFen: number }>;
  unavailable: Array<{ line: WantedLine; reason: string }>;
  goodsFen: number;
  domesticShippingFen: number;
  totalFen: number;
  figures: TaobaoIntFigures;
}

/**
 * Each priced goods line of the render is one of ours, found by item and SKU (the same SKU is one
 * line: product goods are merged, a cart holds a SKU once). A line the platform neither priced
 * nor named is unavailable too: an order never pays for goods nobody priced.
 */
function priceRendered(wanted: readonly WantedLine[], rendered: RenderedOrder, rateVndPerCny: number): Priced {
  const left = [...wanted];
  const take = (itemId: string, skuId: string | null) => {
    const index = left.findIndex((line) => line.itemId === itemId && line.skuId === skuId);
    return index < 0 ? undefined : left.splice(index, 1)[0];
  };
  const suppliers = rendered.orders.map((order) => {
    const lines = order.goods.flatMap((goods) => {
      const line = take(goods.itemId, goods.skuId);
      return line ? [{ ...line, unitPriceFen: goods.unitPriceFen, amountFen: goods.amountFen, supplier: order.supplier }] : [];
    });
    const goodsFen = lines.reduce((sum, line) => sum + line.amountFen, 0);
    return {
      supplier: order.supplier,
      lines,
      goodsFen,
      domesticShippingFen: order.domesticShippingFen,
      totalFen: goodsFen + order.domesticShippingFen,
    };
  });
  const unavailable = rendered.unavailable.flatMap((goods) => {
    const line = take(goods.itemId, goods.skuId);
    return line ? [{ line, reason: goods.reason }] : [];
  });
  unavailable.push(...left.map((line) => ({ line, reason: 'not priced by the platform' })));
  const goodsFen = suppliers.reduce((sum, order) => sum + order.goodsFen, 0);
  const domesticShippingFen = suppliers.reduce((sum, order) => sum + order.domesticShippingFen, 0);
  return {
    suppliers,
    unavailable,
    goodsFen,
    domesticShippingFen,
    totalFen: goodsFen + domesticShippingFen,
    figures: taobaoIntOrderFigures({ goodsFen, domesticShippingFen, rateVndPerCny }),
  };
}

/** A route the settings do not price could never be carried on from China. */
function checkRoute(stored: StoredSettings, request: TaobaoIntRenderInput): void {
  if (!shippingPriceFor(stored.settings.fees, request.warehouse, request.line)) {
    throw errors.validation([{ path: 'line', message: 'no shipping price for this warehouse and line' }]);
  }
}

const toQuoteLine = (line: PricedLine) => ({ ...pricedGoods(line), cartItemId: line.cartItemId });

/**
 * "Đặt qua Taobao quốc tế": the quote (the platform renders the purchase through the person's
 * linked account) and the order made from the same figures once the total the customer accepted
 * is still the total. The wallet pays at once, in the transaction that makes the order; the
 * platform is paid after it commits (taobaoIntPlacement.ts).
 */
export function createTaobaoIntCheckout({
  db,
  now,
  taobaoGlobal,
  productSource,
}: {
  db: Db;
  now: () => Date;
  taobaoGlobal: Pick<TaobaoGlobal, 'client' | 'tokens'>;
  productSource: ProductSource;
}) {
  async function render(
    executor: Executor,
    { userId, token, wanted, stored }: { userId: number; token: UsableToken; wanted: readonly WantedLine[]; stored: StoredSettings },
  ): Promise<Priced> {
    const address = warehouseAddress(stored.settings.chinaWarehouse, (await customerCodeOf(executor, { userId })) ?? '');
    const goods = wanted.map(({ itemId, skuId, quantity }) => ({ itemId, skuId, quantity }));
    try {
      const rendered = await taobaoGlobal.client.renderOrder(token.accessToken, { goods, address });
      return priceRendered(wanted, rendered, stored.settings.rates.orderRateVndPerCny);
    } catch (error) {
      throw isTaobaoGlobalError(error) ? fromClientError(error) : error;
    }
  }

  /** POST /TaobaoIntOrder/Render. Reads only: nothing is written but a renewed token. */
  async function quote({ userId, request }: { userId: number; request: TaobaoIntRenderInput }): Promise<TaobaoIntQuote> {
    const wanted = request.goods
      ? await goodsFromProducts(productSource, request.goods)
      : goodsFromCart(await findCartLines(db, { userId, ids: request.cartItemIds ?? [] }), request.cartItemIds ?? []);
    const stored = await currentSettings(db);
    checkRoute(stored, request);
    const token = await tokenFor({ userId, accountId: request.accountId });
    const priced = await render(db, { userId, token, wanted, stored });
    const { availableVnd } = await findWallet(db, { userId });
    return {
      account: { id: token.accountId, accountName: token.accountName },
      suppliers: priced.suppliers.map(({ lines, ...order }) => ({ ...order, lines: lines.map(toQuoteLine) })),
      unavailable: priced.unavailable.map(({ line, reason }) => ({ itemId: line.itemId, skuId: line.skuId, reason })),
      goodsFen: priced.goodsFen,
      domesticShippingFen: priced.domesticShippingFen,
      totalFen: priced.totalFen,
      feeLines: priced.figures.lines,
      totalVnd: priced.figures.totalVnd,
      availableVnd,
      shortfallVnd: Math.max(0, priced.figures.totalVnd - availableVnd),
      rateVndPerCny: stored.settings.rates.orderRateVndPerCny,
      settingsVersion: stored.version,
    };
  }

  /**
   * The linked account's token, renewed first when due. Taken before the order's transaction:
   * renewing runs a transaction of its own, which must not wait inside another.
   */
  async function tokenFor({ userId, accountId }: { userId: number; accountId?: number }): Promise<UsableToken> {
    // An id no row can have is nobody's link, as a missing one.
    if (accountId !== undefined && !isStorableId(accountId)) throw errors.notFound();
    return taobaoGlobal.tokens.usableToken(db, { userId, accountId });
  }

  /**
   * In the caller's transaction (the Idempotency-Key's): renders again, refuses goods the platform
   * will not sell and a total other than the one accepted, then makes the order in
   * `awaitingPayment` with its lines and debits the whole total. Any refusal (insufficient funds
   * included) rolls everything back: no order, no debit, cart lines still in the cart. Answers
   * the order as made; the platform is asked to make and pay it once this commits.
   */
  async function create(
    tx: Tx,
    { userId, request, token }: { userId: number; request: CreateTaobaoIntOrderInput; token: UsableToken },
  ): Promise<TaobaoIntOrder> {
    const wanted = request.goods
      ? await goodsFromProducts(productSource, request.goods)
      : goodsFromCart(await takeCartLines(tx, { userId, ids: request.cartItemIds ?? [] }), request.cartItemIds ?? []);
    const stored = await currentSettings(tx);
    checkRoute(stored, request);
    const priced = await render(tx, { userId, token, wanted, stored });
    if (priced.unavailable.length > 0)
      throw taobaoGoodsUnavailable(priced.unavailable.map(({ line, reason }) => ({ path: pathOf(request, line), reason })));
    if (priced.figures.totalVnd !== request.expectedTotalVnd) throw errors.quoteChanged();

    const at = now();
    const row = await insertOrder(tx, { userId, request, token, stored, priced, at });
    await insertTaobaoIntLines(
      tx,
      priced.suppliers.flatMap((order) =>
        order.lines.map((line) => ({ orderId: row.id, lineNo: line.lineNo, ...pricedGoods(line), supplier: line.supplier })),
      ),
    );
    await appendTaobaoIntEvent(tx, { orderId: row.id, status: 'awaitingPayment', note: null, now: at });
    await payFor(tx, { userId, amountVnd: row.paidVnd, cause: { type: 'taobaoInt', id: row.id }, note: row.code, now: at });
    return loadTaobaoIntOrder(tx, { row, now: at });
  }

  async function insertOrder(
    tx: Tx,
    {
      userId,
      request,
      token,
      stored,
      priced,
      at,
    }: { userId: number; request: CreateTaobaoIntOrderInput; token: UsableToken; stored: StoredSettings; priced: Priced; at: Date },
  ): Promise<TaobaoIntOrderRow> {
    const { settings, version } = stored;
    return insertTaobaoIntOrder(
      tx,
      {
        userId,
        accountId: token.accountId,
        accountName: token.accountName,
        status: 'awaitingPayment',
        rateVndPerCny: settings.rates.orderRateVndPerCny,
        settingsVersion: version,
        // The policy this person is priced by (an agency's customer: its terms), kept with the order.
        feePolicy: await feesFor(tx, { userId, fees: settings.fees }),
        goodsFen: priced.goodsFen,
        domesticShippingFen: priced.domesticShippingFen,
        totalFen: priced.totalFen,
        feeLines: priced.figures.lines,
        totalVnd: priced.figures.totalVnd,
        paidVnd: priced.figures.totalVnd,
        warehouse: request.warehouse,
        line: request.line,
        services: request.services,
        note: request.note,
        nextSyncAt: new Date(at.getTime() + PLACEMENT_GRACE_MS),
        createdAt: at,
        updatedAt: at,
      },
      () => newTaobaoIntOrderCode(at),
    );
  }

  return { quote, tokenFor, create };
}

/** Where in the request an unavailable line came from: its first goods entry, or its cart line. */
function pathOf(request: TaobaoIntRenderInput, line: WantedLine): string {
  if (line.cartItemId !== null) return `cartItemIds.${(request.cartItemIds ?? []).indexOf(line.cartItemId)}`;
  const index = (request.goods ?? []).findIndex((goods) => goods.itemId === line.itemId && goods.skuId === line.skuId);
  return `goods.${index}`;
}

export type TaobaoIntCheckout = ReturnType<typeof createTaobaoIntCheckout>;
