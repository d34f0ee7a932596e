import type { TaobaoIntRefund, TaobaoIntRefundQuery, createTaobaoIntRefundRequestSchema } from '../../../contract/taobaoIntOrders';
import type { z } from 'zod/mini';
import type { Db } from '../../db/connect';
import { pageOfRows, type Page } from '../../db/paging';
import { errors } from '../../errors';
import { isStorableId } from '../orders/checkout.queries';
import { currentSettings } from '../settings/settings.store';
import { isTaobaoGlobalError } from '../taobaoGlobal/client/taobaoGlobalClient';
import { fromClientError } from '../taobaoGlobal/taobaoGlobal.errors';
import type { TaobaoGlobal } from '../taobaoGlobal/taobaoGlobal.module';
import { taobaoRefundExists, taobaoRefundNotAllowed, taobaoRefundWindowClosed } from './taobaoIntOrders.errors';
import { toTaobaoIntRefund } from './taobaoIntOrders.present';
import { findTaobaoIntLine, purchasesOf, updateTaobaoIntOrder } from './taobaoIntOrders.queries';
import { deleteUnsentRefund, insertRefundUnlessLineHasOne, listRefunds } from './taobaoIntRefunds.queries';
import { refundRule } from './taobaoIntRules';

export type CreateTaobaoIntRefundInput = z.output<typeof createTaobaoIntRefundRequestSchema>;

/** Orders whose lines may be refunded: paid on the platform, not ended. */
const refundableStatuses = new Set(['awaitingShipment', 'shipping', 'received']);

/**
 * Refund requests of an order's lines (GET/POST /TaobaoIntOrder/Refund). A request claims its
 * line first (one per line, the unique index decides between two at once), then goes to the
 * platform: a cancel of the line before shipment, a return after. What the platform does with it
 * (the seller's answer, the money) the sync finds and applies; the wallet is credited only when
 * the platform has refunded.
 */
export function createTaobaoIntRefunds({
  db,
  now,
  taobaoGlobal,
}: {
  db: Db;
  now: () => Date;
  taobaoGlobal: Pick<TaobaoGlobal, 'client' | 'tokens'>;
}) {
  async function list(query: TaobaoIntRefundQuery & { userId: number }): Promise<Page<TaobaoIntRefund>> {
    const page = await listRefunds(db, {
      userId: query.userId,
      status: query.status,
      orderId: query.orderId,
      page: query.page,
      pageSize: query.pageSize,
    });
    return pageOfRows(page, query, ({ refund, orderCode, title }) => toTaobaoIntRefund(refund, { orderCode, title }));
  }

  async function create({ userId, request }: { userId: number; request: CreateTaobaoIntRefundInput }): Promise<TaobaoIntRefund> {
    const found = isStorableId(request.lineId) ? await findTaobaoIntLine(db, { id: request.lineId, userId }) : undefined;
    if (!found) throw errors.notFound();
    const { line, order } = found;
    const purchase = (await purchasesOf(db, { orderIds: [order.id] })).find((candidate) => candidate.id === line.purchaseRowId);
    if (!refundableStatuses.has(order.status) || !purchase || line.subOrderId === null) throw taobaoRefundNotAllowed();
    const { settings } = await currentSettings(db);
    const rule = refundRule(purchase, { refundWindowDays: settings.taobaoGlobal.refundWindowDays, now: now() });
    if (!rule.allowed) throw rule.reason === 'window-closed' ? taobaoRefundWindowClosed(rule.closedAt) : taobaoRefundNotAllowed();

    const at = now();
    const claimed = await db.transaction((tx) =>
      insertRefundUnlessLineHasOne(tx, {
        orderId: order.id,
        lineId: line.id,
        userId,
        kind: rule.kind,
        status: 'requested',
        origin: 'customer',
        reason: request.reason,
        createdAt: at,
        updatedAt: at,
      }),
    );
    if (!claimed) throw taobaoRefundExists();
    const subOrderId = line.subOrderId;
    try {
      await taobaoGlobal.tokens.withToken(db, { userId, accountId: order.accountId }, ({ accessToken }) =>
        rule.kind === 'refund'
          ? taobaoGlobal.client.cancelOrder(accessToken, {
              purchaseId: purchase.purchaseId,
              reason: request.reason,
              subOrderIds: [subOrderId],
            })
          : taobaoGlobal.client.requestReturn(accessToken, { purchaseId: purchase.purchaseId, subOrderId, reason: request.reason }),
      );
    } catch (error) {
      // Not taken (or not known to be): nothing is asked, the line may be asked again. Had the
      // platform taken it after all, the sync finds its refund on the sub-order and records it.
      await deleteUnsentRefund(db, { id: claimed.id });
      throw isTaobaoGlobalError(error) ? fromClientError(error) : error;
    }
    // The sync follows the request from the next pass on.
    await updateTaobaoIntOrder(db, { id: order.id, values: { nextSyncAt: now() } });
    return toTaobaoIntRefund(claimed, { orderCode: order.code, title: line.title });
  }

  return { list, create };
}

export type TaobaoIntRefunds = ReturnType<typeof createTaobaoIntRefunds>;
