import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../../auth/password';
import type { MoneyModuleDeps } from '../../moduleDeps';
import type { PobService } from '../orderPob/pob.service';
import type { CheckoutService } from '../orders/checkout.service';
import type { OrdersService } from '../orders/orders.service';
import { agencyRoutes } from './agency.routes';
import { createAgencyService } from './agency.service';
import { agencyInviteRoutes } from './agencyInvite.routes';
import { createAgencyInviteService } from './agencyInvites.service';
import { createAgencyOrdersService } from './agencyOrders.service';
import { createAgencyTermsService } from './agencyTerms';
import { agencyTermsRoutes } from './agencyTerms.routes';

export interface AgencyModuleDeps extends MoneyModuleDeps {
  hasher: PasswordHasher;
  /** Requests an agency makes for its customers are the customers' pay-on-behalf requests. */
  pobs: PobService;
  /** Orders an agency places for its customers are the customers' checkouts, read as theirs. */
  checkout: CheckoutService;
  orders: OrdersService;
}

/** Agencies: their customers, invitations, transfers, orders and requests for customers; customers' answers; admins' price terms. */
export async function registerAgencyModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, hasher, pobs, checkout, orders }: AgencyModuleDeps,
): Promise<void> {
  const invites = createAgencyInviteService({ db, now });
  const agency = createAgencyService({ db, now, hasher, pobs });
  const agencyOrders = createAgencyOrdersService({ db, checkout, orders });
  await app.register(agencyRoutes, { prefix: '/api', agency, invites, orders: agencyOrders, guards, idempotency });
  await app.register(agencyInviteRoutes, { prefix: '/api', invites, guards });
  await app.register(agencyTermsRoutes, { prefix: '/api', terms: createAgencyTermsService({ db, now }), guards });
}
