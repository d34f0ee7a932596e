import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, pageQuerySchema } from '../../../contract/pagination';
import { apiPaths } from '../../../contract/paths';
import { staffApiPaths } from '../../../contract/staffPaths';
import { settingsVersionSchema, updateSettingsRequestSchema } from '../../../contract/settings';
import { publicSettingsSchema } from '../../../contract/publicSettings';
import { authUser, type AuthGuards } from '../../plugins/auth';
import type { SettingsService } from './settings.service';

const settingsVersionPageSchema = pageOf(settingsVersionSchema);

/** Admins read, change and look back over the settings; any signed-in user reads the public part. */
export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService; guards: AuthGuards }> = async (app, { service, guards }) => {
  app.get(staffApiPaths.adminSettings, {
    onRequest: guards.requireAdmin,
    schema: { response: { 200: settingsVersionSchema } },
    handler: () => service.current(),
  });

  app.put(staffApiPaths.adminSettings, {
    onRequest: guards.requireAdmin,
    schema: { body: updateSettingsRequestSchema, response: { 200: settingsVersionSchema } },
    handler: (request) => service.update({ actorId: authUser(request).id, ...request.body }),
  });

  app.get(staffApiPaths.adminSettingsHistory, {
    onRequest: guards.requireAdmin,
    schema: { querystring: pageQuerySchema, response: { 200: settingsVersionPageSchema } },
    handler: (request) => service.history(request.query),
  });

  app.get(apiPaths.publicSettings, {
    onRequest: guards.requireAuth,
    schema: { response: { 200: publicSettingsSchema } },
    handler: () => service.publicSettings(),
  });
};
