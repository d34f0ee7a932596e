import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';

export interface AddressesModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
}

/** The address book and the province/ward list (issue 5). */
export async function registerAddressesModule(_app: FastifyInstance, _deps: AddressesModuleDeps): Promise<void> {}
