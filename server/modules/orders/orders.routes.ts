import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { apiPaths } from '../../../contract/paths';
import {
  checkoutQuoteSchema,
  checkoutRequestSchema,
  createOrdersRequestSchema,
  createOrdersResponseSchema,
  orderPageSchema,
  orderQuerySchema,
  orderSchema,
} from '../../../contract/orders';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { Idempotency } from '../../plugins/idempotency';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { idParams } from '../../params';
import type { CheckoutService } from './checkout.service';
import type { OrderMovesService } from './orderMoves.service';
import type { OrdersService } from './orders.service';

export interface OrdersRoutesOptions {
  checkout: CheckoutService;
  orders: OrdersService;
  moves: OrderMovesService;
  idempotency: Idempotency;
  guards: AuthGuards;
}

/**
 * The signed-in customer's buy-for-me orders. Creating (deposit debit) and cancelling (refund)
 * move money, so they run in `idempotency.run`; confirming receipt does too, for one code path.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { checkout, orders, moves, idempotency, guards }) => {
  app.addHook('onRequest', guards.requireAuth);
  const idempotent = idempotentForCaller(idempotency);

  app.post(apiPaths.orderQuote, {
    schema: { body: checkoutRequestSchema, response: { 200: checkoutQuoteSchema } },
    handler: (request) => checkout.quote({ userId: authUser(request).id, request: request.body }),
  });

  app.post(apiPaths.orders, {
    schema: { headers: idempotencyHeadersSchema, body: createOrdersRequestSchema, response: { 201: createOrdersResponseSchema } },
    handler: (request, reply) => idempotent(request, reply, 201, (tx, userId) => checkout.create(tx, { userId, request: request.body })),
  });

  app.get(apiPaths.orders, {
    schema: { querystring: orderQuerySchema, response: { 200: orderPageSchema } },
    handler: (request) => orders.list({ ...request.query, userId: authUser(request).id }),
  });

  app.get(apiPaths.order, {
    schema: { params: idParams, response: { 200: orderSchema } },
    handler: (request) => orders.get({ id: Number(request.params.id), userId: authUser(request).id }),
  });

  app.post(apiPaths.cancelOrder, {
    schema: { headers: idempotencyHeadersSchema, params: idParams, response: { 200: orderSchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, userId) => moves.cancel(tx, { userId, id: Number(request.params.id) })),
  });

  app.post(apiPaths.confirmOrderReceipt, {
    schema: { headers: idempotencyHeadersSchema, params: idParams, response: { 200: orderSchema } },
    handler: (request, reply) =>
      idempotent(request, reply, 200, (tx, userId) => moves.confirmReceipt(tx, { userId, id: Number(request.params.id) })),
  });
};
