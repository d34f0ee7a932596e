import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { staffApiPaths } from '../../../contract/staffPaths';
import { orderSchema, staffOrderMoveSchema, staffOrderPageSchema, staffOrderQuerySchema, staffOrderSchema } from '../../../contract/orders';
import { staffDesk } from '../../plugins/staffDesk';
import type { OrderMovesService } from './orderMoves.service';
import type { OrdersService } from './orders.service';

export interface StaffOrdersRoutesOptions extends MoneyRouteDeps {
  orders: OrdersService;
  moves: OrderMovesService;
}

/**
 * Staff drive every customer's orders along the lifecycle (the purchasing duty, or an admin). Every move runs
 * in `idempotency.run`: purchased, outOfStock and lost refund, and the rest cost nothing to guard.
 */
export const staffOrdersRoutes: FastifyPluginAsyncZod<StaffOrdersRoutesOptions> = async (app, { orders, moves, idempotency, guards }) => {
  const desk = staffDesk(app, { onRequest: guards.requireDuty('purchasing'), idempotency });

  desk.list(staffApiPaths.staffOrders, { query: staffOrderQuerySchema, response: staffOrderPageSchema, list: orders.listForStaff });
  desk.detail(staffApiPaths.staffOrder, { response: staffOrderSchema, get: orders.getForStaff });
  desk.move(staffApiPaths.staffMoveOrder, {
    body: staffOrderMoveSchema,
    response: orderSchema,
    move: (tx, { id, staffId, body }) => moves.staffMove(tx, { staffId, id, request: body }),
    audit: { action: 'order.move', objectType: 'order' },
  });
};
