import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemRequestSchema,
  cartItemSchema,
  cartSchema,
  selectCartItemsRequestSchema,
  updateCartItemRequestSchema,
} from '../../../contract/cart';
import { apiPaths } from '../../../contract/paths';
import { authUser, type AuthGuards } from '../../plugins/auth';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { CartService } from './cart.service';

/** The signed-in customer's own cart; the handlers only turn the request into plain arguments. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService; guards: AuthGuards }> = async (app, { service, guards }) => {
  const own = ownRoutes(app, { guards });

  own.read(apiPaths.cart, { response: cartSchema, read: service.list });
  own.add(apiPaths.cart, {
    body: addCartItemRequestSchema,
    response: cartItemSchema,
    add: ({ userId, request }) => service.add({ userId, input: request }),
  });
  own.update(apiPaths.cartItem, {
    method: 'patch',
    body: updateCartItemRequestSchema,
    response: cartItemSchema,
    update: ({ request, ...line }) => service.update({ ...line, changes: request }),
  });
  own.remove(apiPaths.cartItem, { remove: service.remove });

  app.post(apiPaths.cartSelect, {
    schema: { body: selectCartItemsRequestSchema, response: { 200: cartSchema } },
    handler: (request) => service.select({ userId: authUser(request).id, ...request.body }),
  });
};
