import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { staffApiPaths } from '../../../contract/staffPaths';
import {
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  auditPageSchema,
  auditQuerySchema,
  createUserRequestSchema,
  updateUserRequestSchema,
} from '../../../contract/staff';
import { okResponseSchema } from '../../../contract/user';
import { listAudit } from '../../audit/audit';
import type { Db } from '../../db/connect';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { AdminUsersService } from './adminUsers.service';

/** A decimal id small enough for an int column; anything else is a validation error, not a 500. */
const userIdParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,8}$/)) });

/** Admin-only: accounts and the audit log; anyone else gets `admin-restricted-operation`. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ service: AdminUsersService; guards: AuthGuards; db: Db }> = async (
  app,
  { service, guards, db },
) => {
  for (const hook of guards.requireAdmin) app.addHook('onRequest', hook);

  app.get(staffApiPaths.adminUsers, {
    schema: { querystring: adminUserQuerySchema, response: { 200: adminUserPageSchema } },
    handler: (request) => service.list(request.query),
  });

  app.post(staffApiPaths.adminUsers, {
    schema: { body: createUserRequestSchema, response: { 201: adminUserSchema } },
    handler: async (request, reply) => {
      const account = await service.create({ actorId: authUser(request).id, input: request.body });
      return reply.code(201).send(account);
    },
  });

  app.get(staffApiPaths.adminUser, {
    schema: { params: userIdParams, response: { 200: adminUserSchema } },
    handler: (request) => service.get({ userId: Number(request.params.id) }),
  });

  app.put(staffApiPaths.adminUser, {
    schema: { params: userIdParams, body: updateUserRequestSchema, response: { 200: adminUserSchema } },
    handler: (request) => service.update({ actorId: authUser(request).id, userId: Number(request.params.id), input: request.body }),
  });

  app.post(staffApiPaths.adminDisableUser, {
    schema: { params: userIdParams, response: { 200: okResponseSchema } },
    handler: (request) => service.disable({ actorId: authUser(request).id, userId: Number(request.params.id) }),
  });

  app.post(staffApiPaths.adminEnableUser, {
    schema: { params: userIdParams, response: { 200: okResponseSchema } },
    handler: (request) => service.enable({ actorId: authUser(request).id, userId: Number(request.params.id) }),
  });

  app.get(staffApiPaths.staffAudit, {
    schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    handler: (request) => listAudit(db, request.query),
  });
};
