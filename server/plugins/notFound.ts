import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { messagesFor } from '../i18n';
import { isApiPath } from './apiPath';
import { sendError } from './errors';
import { sendSpaIndex, wantsSpaFallback } from './static';

/** Unknown /api paths answer JSON like every API error; page navigations get the SPA; the rest a plain 404. */
export function registerNotFound(app: FastifyInstance, { spa }: { spa: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return sendError(request, reply, errors.notFound());
    if (spa && wantsSpaFallback(request)) return sendSpaIndex(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send(messagesFor(request.headers['accept-language']).errors['not-found']);
  });
}
