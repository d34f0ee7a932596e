import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressListSchema, addressRequestSchema, addressSchema } from '../../../contract/addresses';
import { apiPaths } from '../../../contract/paths';
import type { AuthGuards } from '../../plugins/auth';
import { ownRoutes } from '../../plugins/ownRoutes';
import type { AddressesService } from './addresses.service';

/** The signed-in customer's own addresses; the handlers only turn the request into plain arguments. */
export const addressesRoutes: FastifyPluginAsyncZod<{ service: AddressesService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const own = ownRoutes(app, { guards });

  own.read(apiPaths.addresses, { response: addressListSchema, read: service.list });
  own.add(apiPaths.addresses, {
    body: addressRequestSchema,
    response: addressSchema,
    add: ({ userId, request }) => service.create({ userId, input: request }),
  });
  own.detail(apiPaths.address, { response: addressSchema, get: service.get });
  own.update(apiPaths.address, {
    method: 'put',
    body: addressRequestSchema,
    response: addressSchema,
    update: ({ request, ...address }) => service.update({ ...address, input: request }),
  });
  own.remove(apiPaths.address, { remove: service.remove });
  own.update(apiPaths.setDefaultAddress, { method: 'post', response: addressSchema, update: service.setDefault });
};
