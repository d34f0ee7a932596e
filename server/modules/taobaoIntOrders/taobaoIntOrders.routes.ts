import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MoneyRouteDeps } from '../../moduleDeps';
import { idempotencyHeadersSchema } from '../../../contract/idempotency';
import { apiPaths } from '../../../contract/paths';
import {
  createTaobaoIntOrderRequestSchema,
  createTaobaoIntRefundRequestSchema,
  taobaoIntOrderPageSchema,
  taobaoIntOrderQuerySchema,
  taobaoIntOrderSchema,
  taobaoIntQuoteSchema,
  taobaoIntRefundPageSchema,
  taobaoIntRefundQuerySchema,
  taobaoIntRefundSchema,
  taobaoIntRenderRequestSchema,
} from '../../../contract/taobaoIntOrders';
import { errors } from '../../errors';
import { authUser } from '../../plugins/auth';
import { idempotentForCaller } from '../../plugins/idempotentForCaller';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { TaobaoIntCheckout } from './taobaoIntCheckout.service';
import type { TaobaoIntOrders } from './taobaoIntOrders.service';
import type { TaobaoIntPlatform } from './taobaoIntPlatform';
import type { TaobaoIntRefunds } from './taobaoIntRefunds.service';

export interface TaobaoIntOrdersRoutesOptions extends MoneyRouteDeps {
  checkout: TaobaoIntCheckout;
  orders: TaobaoIntOrders;
  refunds: TaobaoIntRefunds;
  platform: TaobaoIntPlatform;
}

/**
 * The signed-in person's Taobao Global orders (the app's /taobaoIntOrder). Ordering debits the
 * wallet, so it runs in `idempotency.run` and needs an Idempotency-Key; the platform is asked to
 * make and pay the order once that transaction has committed, and the answer is the order as it
 * then stands (a retry with the same key answers the same order, never a second one).
 */
export const taobaoIntOrdersRoutes: FastifyPluginAsyncZod<TaobaoIntOrdersRoutesOptions> = async (
  app,
  { checkout, orders, refunds, platform, idempotency, guards },
) => {
  const own = ownRoutes(app, { guards, idempotency });
  const idempotent = idempotentForCaller(idempotency);

  own.quote(apiPaths.taobaoIntOrderRender, { body: taobaoIntRenderRequestSchema, response: taobaoIntQuoteSchema, quote: checkout.quote });

  app.post(apiPaths.taobaoIntOrders, {
    schema: { headers: idempotencyHeadersSchema, body: createTaobaoIntOrderRequestSchema, response: { 201: taobaoIntOrderSchema } },
    handler: async (request, reply) => {
      if (request.headers['idempotency-key'] === undefined) throw errors.idempotencyKeyInvalid();
      const userId = authUser(request).id;
      const token = await checkout.tokenFor({ userId, accountId: request.body.accountId });
      const made = await idempotent(request, reply, 201, (tx) => checkout.create(tx, { userId, request: request.body, token }));
      await platform.place(made.id);
      return orders.get({ id: made.id, userId });
    },
  });

  own.list(apiPaths.taobaoIntOrders, { query: taobaoIntOrderQuerySchema, response: taobaoIntOrderPageSchema, list: orders.list });
  own.list(apiPaths.taobaoIntRefunds, { query: taobaoIntRefundQuerySchema, response: taobaoIntRefundPageSchema, list: refunds.list });
  own.add(apiPaths.taobaoIntRefunds, { body: createTaobaoIntRefundRequestSchema, response: taobaoIntRefundSchema, add: refunds.create });
  own.detail(apiPaths.taobaoIntOrder, { response: taobaoIntOrderSchema, get: orders.get });
};
