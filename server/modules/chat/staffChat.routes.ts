import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffChatAssignRequestSchema,
  staffChatDetailSchema,
  staffChatPageSchema,
  staffChatQuerySchema,
  staffChatThreadSchema,
} from '../../../contract/chat';
import { staffApiPaths } from '../../../contract/staffPaths';
import type { ModuleDeps } from '../../moduleDeps';
import { authUser } from '../../plugins/auth';
import { keyParams } from './chat.routes';
import type { ChatService } from './chat.service';

export interface StaffChatRoutesOptions extends Pick<ModuleDeps, 'guards'> {
  chat: ChatService;
}

/**
 * The care desk's chat inbox and who holds a thread. Assigning is a plain set (the same call again
 * changes nothing, and writes no second audit entry), so it needs no Idempotency-Key.
 */
export const staffChatRoutes: FastifyPluginAsyncZod<StaffChatRoutesOptions> = async (app, { chat, guards }) => {
  const onRequest = guards.requireDuty('care');

  app.get(staffApiPaths.staffChats, {
    onRequest,
    schema: { querystring: staffChatQuerySchema, response: { 200: staffChatPageSchema } },
    handler: (request) => chat.inbox({ staffId: authUser(request).id, query: request.query }),
  });

  app.get(staffApiPaths.staffChat, {
    onRequest,
    schema: { params: keyParams, response: { 200: staffChatDetailSchema } },
    handler: (request) => chat.staffDetail({ key: request.params.key, staffId: authUser(request).id }),
  });

  app.post(staffApiPaths.staffChatAssign, {
    onRequest,
    schema: {
      params: keyParams,
      body: staffChatAssignRequestSchema,
      response: { 200: staffChatThreadSchema },
    },
    handler: (request) => chat.assign({ key: request.params.key, staffId: authUser(request).id, assignTo: request.body.staffId }),
  });
};
