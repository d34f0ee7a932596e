import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { apiPaths } from '../../../contract/paths';
import { orderPageSchema, orderQuerySchema, orderSchema, staffOrderMoveSchema } from '../../../contract/orders';
import type { AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
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
 * Staff drive every customer's orders along the lifecycle (role staff or admin). Every move runs
 * in `idempotency.run`: purchased, outOfStock and lost refund, and the rest cost nothing to guard.
 */
export const staffOrdersRoutes: FastifyPluginAsyncZod<StaffOrdersRoutesOptions> = async (app, { orders, moves, idempotency, guards }) => {
  const staffOnly = guards.requireRole('staff', 'admin');
  const idempotent = idempotentForCaller(idempotency);

  app.get(apiPaths.staffOrders, {
    onRequest: staffOnly,
    schema: { querystring: orderQuerySchema, response: { 200: orderPageSchema } },
    handler: (request) => orders.list(request.query),
  });

  app.post(apiPaths.staffMoveOrder, {
    onRequest: staffOnly,
    schema: { headers: idempotencyHeadersSchema, params: idParams, body: staffOrderMoveSchema, response: { 200: orderSchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, staffId) =>
        moves.staffMove(tx, { staffId, id: Number(request.params.id), request: request.body }),
      ),
  });
};
