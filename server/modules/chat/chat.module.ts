import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../contract/paths';
import { chatImages } from '../../db/schema';
import { photoRoute } from '../../images/photoUpload';
import type { ModuleDeps } from '../../moduleDeps';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { staffChatRoutes } from './staffChat.routes';

/** Chat (/Chat): customers and care staff talk about an order, a request or anything (support). */
export async function registerChatModule(app: FastifyInstance, { db, now, guards }: ModuleDeps): Promise<void> {
  const chat = createChatService({ db, now });
  await app.register(chatRoutes, { prefix: '/api', chat, guards });
  await app.register(staffChatRoutes, { prefix: '/api', chat, guards });
  await app.register(
    async (scope) => {
      // A chat picture by its token, for the <img> of both sides' pages.
      photoRoute(scope, apiPaths.chatImageFile, { db, table: chatImages });
    },
    { prefix: '/api' },
  );
}
