import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../moduleDeps';
import { adminUnitsRoutes } from './adminUnits.routes';
import { addressesRoutes } from './addresses.routes';
import { createAddressesService } from './addresses.service';

export type AddressesModuleDeps = ModuleDeps;

/** The address book and the province/ward list. */
export async function registerAddressesModule(app: FastifyInstance, { db, now, guards }: AddressesModuleDeps): Promise<void> {
  await app.register(adminUnitsRoutes, { prefix: '/api', guards });
  await app.register(addressesRoutes, { prefix: '/api', service: createAddressesService({ db, now }), guards });
}
