import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  chatImageSchema,
  chatMessageSchema,
  chatMessagesPageSchema,
  chatMessagesQuerySchema,
  chatReadRequestSchema,
  chatThreadListSchema,
  sendChatMessageRequestSchema,
} from '../../../contract/chat';
import { noContentSchema } from '../../../contract/noContent';
import { apiPaths } from '../../../contract/paths';
import { mayDo } from '../../../contract/roles';
import { storablePhoto } from '../../images/photo';
import { acceptPhotoBodies, photoUploadRoute, uploadedPhoto } from '../../images/photoUpload';
import type { ModuleDeps } from '../../moduleDeps';
import { authUser } from '../../plugins/auth';
import type { ChatReader, ChatService } from './chat.service';

export interface ChatRoutesOptions extends Pick<ModuleDeps, 'guards'> {
  chat: ChatService;
}

/** A thread's key in the path (checked by the service: a key of no subject is 404). */
export const keyParams = z.object({ key: z.string().check(z.maxLength(40)) });

/** The caller as a thread's reader: care-duty staff and admins read and write every thread. */
export function chatReader(request: FastifyRequest): ChatReader {
  const user = authUser(request);
  return { id: user.id, staff: mayDo(user, 'care') };
}

/**
 * A signed-in person's chat: their threads, and a thread's messages, read marks and pictures.
 * Staff use the same thread routes; the service lets them into any thread and shows them notes.
 * Sending is not under an Idempotency-Key: the message's own `clientId` makes a resend harmless.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chat, guards }) => {
  app.addHook('onRequest', guards.requireAuth);
  acceptPhotoBodies(app);

  app.get(apiPaths.chatThreads, {
    schema: { response: { 200: chatThreadListSchema } },
    handler: (request) => chat.threads({ userId: authUser(request).id }),
  });

  app.get(apiPaths.chatMessages, {
    schema: { params: keyParams, querystring: chatMessagesQuerySchema, response: { 200: chatMessagesPageSchema } },
    handler: (request) => chat.messages({ key: request.params.key, reader: chatReader(request), ...request.query }),
  });

  app.post(apiPaths.chatMessages, {
    schema: { params: keyParams, body: sendChatMessageRequestSchema, response: { 200: chatMessageSchema, 201: chatMessageSchema } },
    handler: async (request, reply) => {
      const { message, created } = await chat.send({ key: request.params.key, reader: chatReader(request), message: request.body });
      // 200: this clientId was stored before (a resend), and nobody was told again.
      return reply.code(created ? 201 : 200).send(message);
    },
  });

  app.post(apiPaths.chatRead, {
    schema: { params: keyParams, body: chatReadRequestSchema, response: { 204: noContentSchema } },
    handler: async (request, reply) => {
      await chat.read({ key: request.params.key, reader: chatReader(request), upTo: request.body.upTo });
      return reply.code(204).send();
    },
  });

  app.post(apiPaths.chatImage, {
    bodyLimit: photoUploadRoute.bodyLimit,
    schema: { consumes: photoUploadRoute.consumes, params: keyParams, response: { 201: chatImageSchema } },
    handler: async (request, reply) => {
      const { bytes, declaredType } = uploadedPhoto(request);
      // Decoded and re-encoded before the thread is touched, so no row waits on libvips.
      const photo = await storablePhoto(bytes, declaredType);
      return reply.code(201).send(await chat.addImage({ key: request.params.key, reader: chatReader(request), photo }));
    },
  });
};
