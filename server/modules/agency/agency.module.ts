import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../../auth/password';
import type { RateLimitConfig } from '../../config';
import type { LimitStore } from '../../limits/limitStore';
import type { MoneyModuleDeps } from '../../moduleDeps';
import type { PobService } from '../orderPob/pob.service';
import type { CheckoutService } from '../orders/checkout.service';
import type { OrdersService } from '../orders/orders.service';
import { agencyRoutes } from './agency.routes';
import { createAgencyService } from './agency.service';
import { agencyInviteRoutes } from './agencyInvite.routes';
import { createAgencyInviteService } from './agencyInvites.service';
import { createAgencyLimits } from './agencyLimits';
import { createAgencyOrdersService } from './agencyOrders.service';
import { createAgencyTermsService } from './agencyTerms';
import { agencyTermsRoutes } from './agencyTerms.routes';
import { myAgencyRoutes } from './myAgency.routes';
import { createMyAgencyService } from './myAgency.service';

export interface AgencyModuleDeps extends MoneyModuleDeps {
  hasher: PasswordHasher;
  /** Requests an agency makes for its customers are the customers' pay-on-behalf requests. */
  pobs: PobService;
  /** Orders an agency places for its customers are the customers' checkouts, read as theirs. */
  checkout: CheckoutService;
  orders: OrdersService;
  /** The shared limit store and its configuration: customers made and invitations sent per agency. */
  limits: LimitStore;
  rateLimit: RateLimitConfig;
}

/** Agencies: their customers, invitations, transfers, orders and requests for customers; customers' answers and leaving; admins' price terms. */
export async function registerAgencyModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, hasher, pobs, checkout, orders, limits, rateLimit }: AgencyModuleDeps,
): Promise<void> {
  const agencyLimits = createAgencyLimits(limits, rateLimit, now);
  const invites = createAgencyInviteService({ db, now, limits: agencyLimits });
  const agency = createAgencyService({ db, now, hasher, pobs, limits: agencyLimits });
  const agencyOrders = createAgencyOrdersService({ db, checkout, orders });
  await app.register(agencyRoutes, { prefix: '/api', agency, invites, orders: agencyOrders, guards, idempotency });
  await app.register(agencyInviteRoutes, { prefix: '/api', invites, guards });
  await app.register(myAgencyRoutes, { prefix: '/api', myAgency: createMyAgencyService({ db, now }), guards });
  await app.register(agencyTermsRoutes, { prefix: '/api', terms: createAgencyTermsService({ db, now }), guards });
}
