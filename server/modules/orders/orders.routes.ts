import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { apiPaths } from '../../../contract/paths';
import {
  checkoutQuoteSchema,
  checkoutRequestSchema,
  createOrdersRequestSchema,
  createOrdersResponseSchema,
  orderSchema,
} from '../../../contract/orders';
import { orderPageSchema, orderQuerySchema } from '../../../contract/orderList';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { CheckoutService } from './checkout.service';
import type { OrderMovesService } from './orderMoves.service';
import type { OrdersService } from './orders.service';

export interface OrdersRoutesOptions extends MoneyRouteDeps {
  checkout: CheckoutService;
  orders: OrdersService;
  moves: OrderMovesService;
}

/**
 * The signed-in customer's buy-for-me orders. Creating (deposit debit) and cancelling (refund)
 * move money, so they run in `idempotency.run`; confirming receipt does too, for one code path.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { checkout, orders, moves, idempotency, guards }) => {
  const own = ownRoutes(app, { guards, idempotency });

  own.quote(apiPaths.orderQuote, { body: checkoutRequestSchema, response: checkoutQuoteSchema, quote: checkout.quote });
  own.create(apiPaths.orders, { body: createOrdersRequestSchema, response: createOrdersResponseSchema, create: checkout.create });
  own.list(apiPaths.orders, { query: orderQuerySchema, response: orderPageSchema, list: orders.list });
  own.detail(apiPaths.order, { response: orderSchema, get: orders.get });
  own.act(apiPaths.cancelOrder, { response: orderSchema, act: moves.cancel });
  own.act(apiPaths.confirmOrderReceipt, { response: orderSchema, act: moves.confirmReceipt });
};
