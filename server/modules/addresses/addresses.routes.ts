import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressListSchema, addressRequestSchema, addressSchema } from '../../../contract/addresses';
import { noContentSchema } from '../../../contract/noContent';
import { apiPaths } from '../../../contract/paths';
import { authUser, type AuthGuards } from '../../plugins/auth';
import { idParams } from '../../params';
import type { AddressesService } from './addresses.service';

/** The signed-in customer's own addresses; the handlers only turn the request into plain arguments. */
export const addressesRoutes: FastifyPluginAsyncZod<{ service: AddressesService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.addHook('onRequest', guards.requireAuth);

  app.get(apiPaths.addresses, {
    schema: { response: { 200: addressListSchema } },
    handler: (request) => service.list({ userId: authUser(request).id }),
  });

  app.post(apiPaths.addresses, {
    schema: { body: addressRequestSchema, response: { 201: addressSchema } },
    handler: async (request, reply) => {
      const address = await service.create({ userId: authUser(request).id, input: request.body });
      return reply.code(201).send(address);
    },
  });

  app.get(apiPaths.address, {
    schema: { params: idParams, response: { 200: addressSchema } },
    handler: (request) => service.get({ userId: authUser(request).id, id: Number(request.params.id) }),
  });

  app.put(apiPaths.address, {
    schema: { params: idParams, body: addressRequestSchema, response: { 200: addressSchema } },
    handler: (request) => service.update({ userId: authUser(request).id, id: Number(request.params.id), input: request.body }),
  });

  app.delete(apiPaths.address, {
    schema: { params: idParams, response: { 204: noContentSchema } },
    handler: async (request, reply) => {
      await service.remove({ userId: authUser(request).id, id: Number(request.params.id) });
      return reply.code(204).send();
    },
  });

  app.post(apiPaths.setDefaultAddress, {
    schema: { params: idParams, response: { 200: addressSchema } },
    handler: (request) => service.setDefault({ userId: authUser(request).id, id: Number(request.params.id) }),
  });
};
