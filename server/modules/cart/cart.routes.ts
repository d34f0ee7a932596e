import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemRequestSchema,
  cartItemSchema,
  cartSchema,
  selectCartItemsRequestSchema,
  updateCartItemRequestSchema,
} from '../../../contract/cart';
import { noContentSchema } from '../../../contract/noContent';
import { apiPaths } from '../../../contract/paths';
import { authUser, type AuthGuards } from '../../plugins/auth';
import { idParams } from '../../params';
import type { CartService } from './cart.service';

/** The signed-in customer's own cart; the handlers only turn the request into plain arguments. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService; guards: AuthGuards }> = async (app, { service, guards }) => {
  app.addHook('onRequest', guards.requireAuth);

  app.get(apiPaths.cart, {
    schema: { response: { 200: cartSchema } },
    handler: (request) => service.list({ userId: authUser(request).id }),
  });

  app.post(apiPaths.cart, {
    schema: { body: addCartItemRequestSchema, response: { 201: cartItemSchema } },
    handler: async (request, reply) => {
      const line = await service.add({ userId: authUser(request).id, input: request.body });
      return reply.code(201).send(line);
    },
  });

  app.patch(apiPaths.cartItem, {
    schema: { params: idParams, body: updateCartItemRequestSchema, response: { 200: cartItemSchema } },
    handler: (request) => service.update({ userId: authUser(request).id, id: Number(request.params.id), changes: request.body }),
  });

  app.delete(apiPaths.cartItem, {
    schema: { params: idParams, response: { 204: noContentSchema } },
    handler: async (request, reply) => {
      await service.remove({ userId: authUser(request).id, id: Number(request.params.id) });
      return reply.code(204).send();
    },
  });

  app.post(apiPaths.cartSelect, {
    schema: { body: selectCartItemsRequestSchema, response: { 200: cartSchema } },
    handler: (request) => service.select({ userId: authUser(request).id, ...request.body }),
  });
};
