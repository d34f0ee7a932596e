import type { FastifyInstance } from 'fastify';
import type { MoneyModuleDeps } from '../../moduleDeps';
import { pobRefundPhotoRoutes } from './pobRefundPhoto.routes';
import { pobRoutes } from './pob.routes';
import { createPobService, type PobService } from './pob.service';
import { createPobRefundService } from './pobRefunds.service';
import { staffPobRoutes } from './staffPob.routes';

export type PobModuleDeps = MoneyModuleDeps;

/** Pay on behalf (/OrderPob): the customer's requests and refunds, and staff's work on them. */
export async function registerPobModule(
  app: FastifyInstance,
  { db, now, guards, idempotency }: PobModuleDeps,
): Promise<{ pobs: PobService }> {
  const pobs = createPobService({ db, now });
  const refunds = createPobRefundService({ db, now });
  await app.register(pobRoutes, { prefix: '/api', pobs, refunds, idempotency, guards });
  await app.register(staffPobRoutes, { prefix: '/api', pobs, refunds, idempotency, guards });
  await app.register(pobRefundPhotoRoutes, { prefix: '/api', db });
  return { pobs };
}
