import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../moduleDeps';
import type { ProductSource } from '../products/productSource';
import { cartRoutes } from './cart.routes';
import { createCartService } from './cart.service';

export interface CartModuleDeps extends ModuleDeps {
  productSource: ProductSource;
}

/** The shopping cart. */
export async function registerCartModule(app: FastifyInstance, { db, now, guards, productSource }: CartModuleDeps): Promise<void> {
  const service = createCartService({
    db,
    now,
    source: productSource,
    onSourceError: (error) => app.log.warn({ err: error }, 'the product source failed while adding to the cart'),
  });
  await app.register(cartRoutes, { prefix: '/api', service, guards });
}
