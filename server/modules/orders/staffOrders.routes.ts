import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffApiPaths } from '../../../contract/staffPaths';
import { orderSchema, staffOrderMoveSchema, staffOrderPageSchema, staffOrderQuerySchema, staffOrderSchema } from '../../../contract/orders';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { staffMoveRoute } from '../../plugins/staffMoveRoute';
import { idParams } from '../../params';
import type { OrderMovesService } from './orderMoves.service';
import type { OrdersService } from './orders.service';

export interface StaffOrdersRoutesOptions {
  orders: OrdersService;
  moves: OrderMovesService;
  idempotency: Idempotency;
  guards: AuthGuards;
}

/**
 * Staff drive every customer's orders along the lifecycle (the purchasing duty, or an admin). Every move runs
 * in `idempotency.run`: purchased, outOfStock and lost refund, and the rest cost nothing to guard.
 */
export const staffOrdersRoutes: FastifyPluginAsyncZod<StaffOrdersRoutesOptions> = async (app, { orders, moves, idempotency, guards }) => {
  const purchasingStaff = guards.requireDuty('purchasing');
  const idempotent = idempotentForCaller(idempotency);

  app.get(staffApiPaths.staffOrders, {
    onRequest: purchasingStaff,
    schema: { querystring: staffOrderQuerySchema, response: { 200: staffOrderPageSchema } },
    handler: (request) => orders.listForStaff(request.query),
  });

  app.get(staffApiPaths.staffOrder, {
    onRequest: purchasingStaff,
    schema: { params: idParams, response: { 200: staffOrderSchema } },
    handler: (request) => orders.getForStaff({ id: Number(request.params.id) }),
  });

  staffMoveRoute(app, staffApiPaths.staffMoveOrder, {
    onRequest: purchasingStaff,
    idempotent,
    body: staffOrderMoveSchema,
    response: orderSchema,
    move: (tx, { id, staffId, body }) => moves.staffMove(tx, { staffId, id, request: body }),
    audit: { action: 'order.move', objectType: 'order' },
  });
};
