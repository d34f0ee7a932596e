import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../../db/connect';
import { violatedUniqueConstraint } from '../../../../db/errors';
import { errors } from '../../../../errors';
import { platformStateOf } from '../http/platform.map';
import {
  TaobaoGlobalError,
  type CreatedOrder,
  type IssuedTokens,
  type OrderGoods,
  type PricedGoods,
  type PurchaseOrder,
  type RenderedOrder,
  type TaobaoGlobalClient,
} from '../taobaoGlobalClient';
import { simulatedGoods, simulatedShippingFen, simulatedTracking } from './simulatedGoods';
import {
  dueSimShipments,
  findSimLine,
  findSimOrder,
  findSimOrdersByOuterId,
  insertSimOrder,
  listSimOrders,
  moveSimOrder,
  refundSimLine,
  requestSimReturn,
  settleSimRefund,
  type SimOrder,
} from './simulator.queries';

/** What staff (and tests) may do that the platform does by itself. */
export interface TaobaoGlobalSimulator {
  /**
   * Moves a purchase order one step, as the seller and the carrier would: paid → shipped (with a
   * tracking code derived from its id) → finished. Any other state is `409 invalid-transition`.
   */
  advance: (purchaseId: string) => Promise<PurchaseOrder>;
  /**
   * The seller's answer to a return (`refundId` is the sub-order's): `refunded` pays the line back,
   * `refused` keeps it. Only a return still `requested` can be decided; else `409 invalid-transition`.
   */
  settleRefund: (refundId: string, outcome: 'refunded' | 'refused') => Promise<void>;
}

export type SimulatedTaobaoGlobal = TaobaoGlobalClient & TaobaoGlobalSimulator;

export interface SimulatorOptions {
  db: Db;
  now: () => Date;
  /** TAOBAO_GLOBAL_SIM_SHIP_AFTER_MINUTES: paid orders ship by themselves this long after payment. */
  shipAfterMinutes?: number;
}

const ACCESS_SECONDS = 7 * 24 * 3600;
const REFRESH_SECONDS = 30 * 24 * 3600;
/** Tokens the simulator issues name their account, so a renewed token still sees the same orders. */
const SIM_TOKEN = /^sim(?:at|rt)_([a-z0-9]{4,40})_[0-9a-f]{16,}$/;

const refused = (code: string, message: string) => new TaobaoGlobalError('refused', code, message);
const hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The account a token belongs to: named in the simulator's own tokens, derived from any other (a pasted one). */
export function simulatedAccount(token: string): string {
  if (token.trim() === '') throw new TaobaoGlobalError('invalid-token', 'IllegalAccessToken', 'empty token');
  return SIM_TOKEN.exec(token)?.[1] ?? `t${hex(token).slice(0, 15)}`;
}

function issue(account: string, at: Date): IssuedTokens {
  const nonce = () => randomBytes(12).toString('hex');
  return {
    accessToken: `simat_${account}_${nonce()}`,
    refreshToken: `simrt_${account}_${nonce()}`,
    expiresAt: new Date(at.getTime() + ACCESS_SECONDS * 1000),
    refreshExpiresAt: new Date(at.getTime() + REFRESH_SECONDS * 1000),
    account,
  };
}

/** A purchase id the simulator could have issued (its table's ids), or null. */
const rowId = (id: string): number | null => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null);

function toPurchaseOrder(order: SimOrder): PurchaseOrder {
  const platformState = platformStateOf[order.state];
  const trackingCodes = order.trackingCode ? [{ carrier: order.carrier, code: order.trackingCode, shippedAt: order.shippedAt }] : [];
  return {
    purchaseId: String(order.id),
    outerPurchaseId: order.outerPurchaseId,
    state: order.state,
    platformState,
    supplier: order.supplier,
    goodsFen: order.goodsFen,
    domesticShippingFen: order.domesticShippingFen,
    payFen: order.goodsFen + order.domesticShippingFen,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    modifiedAt: order.updatedAt,
    subOrders: order.lines.map((line) => ({
      subOrderId: String(line.id),
      itemId: line.itemId,
      skuId: line.skuId,
      title: line.title,
      quantity: line.quantity,
      state: order.state,
      platformState,
      amountFen: line.amountFen,
      closeReason: order.closeReason,
      trackingCodes,
      refund: line.refundState ? { refundId: String(line.id), state: line.refundState } : null,
    })),
  };
}

type PricedLine = PricedGoods & { title: string; lineNo: string };

/** Prices goods as the simulated platform sells them, one order per supplier, in the order first met. */
function price(goods: ReadonlyArray<OrderGoods & { lineNo?: string }>) {
  const bySupplier = new Map<string, PricedLine[]>();
  const unavailable: RenderedOrder['unavailable'] = [];
  goods.forEach((line, index) => {
    const found = simulatedGoods(line.itemId, line.skuId);
    if (!found.available) {
      unavailable.push({ itemId: line.itemId, skuId: line.skuId, reason: found.reason });
      return;
    }
    const priced = {
      ...line,
      lineNo: line.lineNo ?? String(index + 1),
      title: found.title,
      unitPriceFen: found.unitPriceFen,
      amountFen: found.unitPriceFen * line.quantity,
    };
    bySupplier.set(found.supplier, [...(bySupplier.get(found.supplier) ?? []), priced]);
  });
  const orders = [...bySupplier].map(([supplier, lines]) => {
    const goodsFen = lines.reduce((sum, line) => sum + line.amountFen, 0);
    const domesticShippingFen = simulatedShippingFen(supplier);
    return { supplier, goods: lines, goodsFen, domesticShippingFen, totalFen: goodsFen + domesticShippingFen };
  });
  return { orders, unavailable };
}

function created(outerPurchaseId: string, orders: SimOrder[]): CreatedOrder {
  return {
    outerPurchaseId,
    orders: orders.map((order) => ({
      purchaseId: String(order.id),
      supplier: order.supplier,
      estimateFen: order.goodsFen + order.domesticShippingFen,
      lines: order.lines.map((line) => ({
        subOrderId: String(line.id),
        lineNo: line.lineNo,
        itemId: line.itemId,
        skuId: line.skuId,
        quantity: line.quantity,
        estimateFen: line.amountFen,
      })),
    })),
  };
}

/**
 * The platform, simulated in our database (TAOBAO_GLOBAL_SOURCE=simulator, the default): prices
 * from simulatedGoods.ts, purchase orders in `taobao_global_sim_orders`, payment always accepted
 * for an unpaid order, shipment when staff advance an order or `shipAfterMinutes` after payment,
 * and a full refund when a paid order is cancelled before shipment. Tokens are accepted as they
 * come; each names (or is hashed into) the account whose orders it sees.
 */
export function createSimulatorClient({ db, now, shipAfterMinutes }: SimulatorOptions): SimulatedTaobaoGlobal {
  async function ship(order: SimOrder, shippedAt: Date): Promise<void> {
    const { carrier, code } = simulatedTracking(String(order.id));
    await moveSimOrder(db, {
      id: order.id,
      from: 'awaitingShipment',
      values: { state: 'shipped', carrier, trackingCode: code, shippedAt, updatedAt: now() },
    });
  }

  /** With a configured delay, orders paid long enough ago have shipped by the time anyone looks. */
  async function shipDue(account: string): Promise<void> {
    if (shipAfterMinutes === undefined) return;
    const delayMs = shipAfterMinutes * 60_000;
    for (const id of await dueSimShipments(db, { account, paidBefore: new Date(now().getTime() - delayMs) })) {
      const order = await findSimOrder(db, { id });
      if (order?.paidAt) await ship(order, new Date(order.paidAt.getTime() + delayMs));
    }
  }

  /**
   * Some lines of a paid order, before shipment: each is refunded its amount; the last line to go
   * closes the order and brings the domestic shipping back with it, as a whole cancel would.
   */
  async function cancelLines(order: SimOrder, subOrderIds: readonly string[], reason: string): Promise<void> {
    const chosen = order.lines.filter((line) => subOrderIds.includes(String(line.id)));
    if (order.state !== 'awaitingShipment' || chosen.length === 0)
      throw refused(
        'PURCHASE_ORDER_CANNOT_CANCEL',
        `the order is ${order.state}: only lines of a paid order not shipped yet can be cancelled`,
      );
    const at = now();
    await db.transaction(async (tx) => {
      const open = order.lines.filter((line) => line.refundState === null);
      const closing = open.every((line) => chosen.includes(line));
      for (const [index, line] of chosen.entries()) {
        if (line.refundState !== null) continue;
        const last = closing && index === chosen.length - 1;
        await refundSimLine(tx, { id: line.id, refundFen: line.amountFen + (last ? order.domesticShippingFen : 0), now: at });
      }
      if (closing)
        await moveSimOrder(tx, {
          id: order.id,
          from: 'awaitingShipment',
          values: { state: 'closed', closeReason: reason, closedAt: at, updatedAt: at },
        });
      else await moveSimOrder(tx, { id: order.id, from: 'awaitingShipment', values: { updatedAt: at } });
    });
  }

  async function ownOrder(account: string, purchaseId: string): Promise<SimOrder> {
    const id = rowId(purchaseId);
    const order = id === null ? undefined : await findSimOrder(db, { id, account });
    if (!order) throw refused('PURCHASE_ORDER_NOT_FOUND', `no purchase order ${purchaseId}`);
    return order;
  }

  async function ownLine(account: string, lineId: string, code: string) {
    const id = rowId(lineId);
    const found = id === null ? undefined : await findSimLine(db, { id, account });
    if (!found) throw refused(code, `nothing found under ${lineId}`);
    return found;
  }

  return {
    renderOrder: async (accessToken, { goods }) => {
      simulatedAccount(accessToken);
      const { orders, unavailable } = price(goods);
      return {
        orders: orders.map(({ goods: lines, ...order }) => ({
          ...order,
          goods: lines.map(({ itemId, skuId, quantity, unitPriceFen, amountFen }) => ({
            itemId,
            skuId,
            quantity,
            unitPriceFen,
            amountFen,
          })),
        })),
        unavailable,
        domesticShippingFen: orders.reduce((sum, order) => sum + order.domesticShippingFen, 0),
        totalFen: orders.reduce((sum, order) => sum + order.totalFen, 0),
      };
    },

    createOrder: async (accessToken, input) => {
      const account = simulatedAccount(accessToken);
      const key = { account, outerPurchaseId: input.outerPurchaseId };
      const existing = await findSimOrdersByOuterId(db, key);
      if (existing.length > 0) return created(input.outerPurchaseId, existing);
      const { orders, unavailable } = price(input.lines);
      const missing = unavailable[0];
      if (missing) throw refused('ITEM_UNAVAILABLE', `${missing.itemId}: ${missing.reason}`);
      const totalFen = orders.reduce((sum, order) => sum + order.totalFen, 0);
      if (totalFen > input.totalFen)
        throw refused('PURCHASE_AMOUNT_NOT_ENOUGH', `the order costs ${totalFen} fen, ${input.totalFen} were offered`);
      try {
        await db.transaction(async (tx) => {
          for (const order of orders) {
            await insertSimOrder(tx, {
              order: { ...key, supplier: order.supplier, goodsFen: order.goodsFen, domesticShippingFen: order.domesticShippingFen },
              lines: order.goods.map((line) => ({
                lineNo: line.lineNo,
                itemId: line.itemId,
                skuId: line.skuId,
                title: line.title,
                quantity: line.quantity,
                unitPriceFen: line.unitPriceFen,
                amountFen: line.amountFen,
              })),
              now: now(),
            });
          }
        });
      } catch (error) {
        // The same outer id created at the same moment: the first one stands, as on the platform.
        if (violatedUniqueConstraint(error) !== 'taobao_global_sim_orders_outer_key') throw error;
      }
      return created(input.outerPurchaseId, await findSimOrdersByOuterId(db, key));
    },

    payOrders: async (accessToken, purchaseIds) => {
      const account = simulatedAccount(accessToken);
      const result: Awaited<ReturnType<TaobaoGlobalClient['payOrders']>> = { paying: [], failed: [] };
      for (const purchaseId of purchaseIds) {
        const id = rowId(purchaseId);
        const order = id === null ? undefined : await findSimOrder(db, { id, account });
        const at = now();
        if (!order) result.failed.push({ purchaseId, code: 'PURCHASE_ORDER_NOT_FOUND', message: 'no such purchase order' });
        else if (
          await moveSimOrder(db, {
            id: order.id,
            from: 'awaitingPayment',
            values: { state: 'awaitingShipment', paidAt: at, updatedAt: at },
          })
        )
          result.paying.push(purchaseId);
        else
          result.failed.push({
            purchaseId,
            code: 'PURCHASE_ORDER_STATUS_ERROR',
            message: `the order is ${order.state}, not awaiting payment`,
          });
      }
      return result;
    },

    cancelOrder: async (accessToken, { purchaseId, reason, subOrderIds }) => {
      const order = await ownOrder(simulatedAccount(accessToken), purchaseId);
      const partial = subOrderIds !== undefined && order.lines.some((line) => !subOrderIds.includes(String(line.id)));
      if (partial) return cancelLines(order, subOrderIds, reason);
      const at = now();
      const closing = { state: 'closed' as const, closeReason: reason, closedAt: at, updatedAt: at };
      if (order.state === 'closed') return;
      if (order.state === 'awaitingPayment') {
        if (await moveSimOrder(db, { id: order.id, from: 'awaitingPayment', values: closing })) return;
      } else if (order.state === 'awaitingShipment') {
        // Paid and not shipped: everything paid comes back, the domestic shipping with the first line.
        const done = await db.transaction(async (tx) => {
          if (!(await moveSimOrder(tx, { id: order.id, from: 'awaitingShipment', values: closing }))) return false;
          for (const [index, line] of order.lines.entries())
            await refundSimLine(tx, { id: line.id, refundFen: line.amountFen + (index === 0 ? order.domesticShippingFen : 0), now: at });
          return true;
        });
        if (done) return;
      }
      throw refused('PURCHASE_ORDER_CANNOT_CANCEL', `the order is ${order.state}: only an order not shipped yet can be cancelled`);
    },

    requestReturn: async (accessToken, { purchaseId, subOrderId }) => {
      const account = simulatedAccount(accessToken);
      const { line, order } = await ownLine(account, subOrderId, 'SUB_ORDER_NOT_FOUND');
      if (String(order.id) !== purchaseId) throw refused('SUB_ORDER_NOT_FOUND', `${subOrderId} is not a line of ${purchaseId}`);
      if (order.state !== 'shipped' && order.state !== 'finished')
        throw refused('REFUND_NOT_ALLOWED', `the order is ${order.state}: only shipped goods can be returned`);
      if (line.refundState !== null || !(await requestSimReturn(db, { id: line.id })))
        throw refused('REFUND_ALREADY_EXISTS', `line ${subOrderId} has a refund already`);
      await moveSimOrder(db, { id: order.id, from: order.state, values: { updatedAt: now() } });
    },

    queryOrders: async (accessToken, query) => {
      const account = simulatedAccount(accessToken);
      await shipDue(account);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const ids = query.purchaseIds?.map(rowId).filter((id) => id !== null);
      const { orders, total } = await listSimOrders(db, {
        filter: {
          account,
          ids,
          outerPurchaseId: query.outerPurchaseId,
          state: query.state,
          modifiedFrom: query.modifiedFrom,
          modifiedTo: query.modifiedTo,
        },
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { orders: orders.map(toPurchaseOrder), total, page, pageSize };
    },

    logisticsDetail: async (accessToken, subOrderId) => {
      const account = simulatedAccount(accessToken);
      await shipDue(account);
      const { order } = await ownLine(account, subOrderId, 'SUB_ORDER_NOT_FOUND');
      if (!order.trackingCode || !order.shippedAt) return [];
      const lines = (await findSimOrder(db, { id: order.id }))?.lines ?? [];
      const events = [{ at: order.shippedAt, description: `${order.carrier ?? ''} 已揽收` }];
      if (order.finishedAt) events.push({ at: order.finishedAt, description: '已签收' });
      return [
        {
          trackingCode: order.trackingCode,
          carrier: order.carrier,
          state: order.finishedAt ? 'delivered' : 'inTransit',
          description: order.finishedAt ? '已签收' : '运输中',
          events,
          goods: lines.map((line) => ({ title: line.title, quantity: line.quantity })),
        },
      ];
    },

    queryRefund: async (accessToken, refundId) => {
      const { line, order } = await ownLine(simulatedAccount(accessToken), refundId, 'REFUND_NOT_FOUND');
      if (!line.refundState) throw refused('REFUND_NOT_FOUND', `no refund ${refundId}`);
      return {
        refundId,
        subOrderId: String(line.id),
        state: line.refundState,
        amountFen: line.refundFen ?? 0,
        reason: order.closeReason,
        refusal: null,
      };
    },

    createToken: async (code) => {
      if (code.trim() === '') throw refused('InvalidCode', 'empty authorisation code');
      return issue(`a${hex(`code:${code}`).slice(0, 15)}`, now());
    },

    refreshToken: async (refreshToken) => {
      if (refreshToken.trim() === '') throw new TaobaoGlobalError('invalid-token', 'IllegalRefreshToken', 'empty refresh token');
      return issue(simulatedAccount(refreshToken), now());
    },

    settleRefund: async (refundId, outcome) => {
      const id = rowId(refundId);
      const found = id === null ? undefined : await findSimLine(db, { id });
      if (!found) throw errors.notFound();
      const at = now();
      const refundFen = outcome === 'refunded' ? found.line.amountFen : null;
      if (!(await settleSimRefund(db, { id: found.line.id, state: outcome, refundFen, now: at }))) throw errors.invalidTransition();
      await moveSimOrder(db, { id: found.order.id, from: found.order.state, values: { updatedAt: at } });
    },

    advance: async (purchaseId) => {
      const id = rowId(purchaseId);
      const order = id === null ? undefined : await findSimOrder(db, { id });
      if (!order) throw errors.notFound();
      const at = now();
      if (order.state === 'awaitingShipment') await ship(order, at);
      else if (!(
        order.state === 'shipped' &&
        (await moveSimOrder(db, { id: order.id, from: 'shipped', values: { state: 'finished', finishedAt: at, updatedAt: at } }))
      ))
        throw errors.invalidTransition();
      const moved = await findSimOrder(db, { id: order.id });
      if (!moved) throw new Error('a simulated order vanished while it was advanced');
      return toPurchaseOrder(moved);
    },
  };
}
