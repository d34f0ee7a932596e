import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import type { AuthGuards } from '../../plugins/auth';
import type { ProductSource } from '../products/productSource';

export interface CartModuleDeps {
  db: Db;
  now: () => Date;
  guards: AuthGuards;
  productSource: ProductSource;
}

/** The shopping cart (issue 5). */
export async function registerCartModule(_app: FastifyInstance, _deps: CartModuleDeps): Promise<void> {}
