import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../../auth/password';
import type { MoneyModuleDeps } from '../../moduleDeps';
import type { PobService } from '../orderPob/pob.service';
import { agencyRoutes } from './agency.routes';
import { createAgencyService } from './agency.service';
import { agencyInviteRoutes } from './agencyInvite.routes';
import { createAgencyInviteService } from './agencyInvites.service';
import { createAgencyTermsService } from './agencyTerms';
import { agencyTermsRoutes } from './agencyTerms.routes';

export interface AgencyModuleDeps extends MoneyModuleDeps {
  hasher: PasswordHasher;
  /** Requests an agency makes for its customers are the customers' pay-on-behalf requests. */
  pobs: PobService;
}

/** Agencies: their customers, invitations, transfers and requests for customers; customers' answers; admins' price terms. */
export async function registerAgencyModule(
  app: FastifyInstance,
  { db, now, guards, idempotency, hasher, pobs }: AgencyModuleDeps,
): Promise<void> {
  const invites = createAgencyInviteService({ db, now });
  const agency = createAgencyService({ db, now, hasher, pobs });
  await app.register(agencyRoutes, { prefix: '/api', agency, invites, guards, idempotency });
  await app.register(agencyInviteRoutes, { prefix: '/api', invites, guards });
  await app.register(agencyTermsRoutes, { prefix: '/api', terms: createAgencyTermsService({ db, now }), guards });
}
