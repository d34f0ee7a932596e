import type { z } from 'zod/mini';
import { idempotencyHeadersSchema } from '../../contract/idempotency';
import { noContentSchema } from '../../contract/noContent';
import type { Tx } from '../db/connect';
import { idParams } from '../params';
import { authUser, type AuthGuards } from './auth';
import { requireIdempotencyKey, type Idempotency } from './idempotency';
import { idempotentForCaller } from './idempotentForCaller';
import { responseOf, type ZodApp } from './zodApp';

type Schema = z.ZodMiniType;
type Answer<Response extends Schema> = Promise<z.input<Response>>;

/** Who asks and which of their objects (`:id`): every service call below gets the caller's id, never the request. */
type Own = { userId: number };
type OwnOne = Own & { id: number };

/**
 * The routes of a signed-in person's own objects (their orders, requests, addresses…). Every
 * route of the calling plugin then requires a signed-in caller, and each service call gets the
 * caller's id, so another customer's object is as absent as a missing one:
 *
 *     const own = ownRoutes(app, { guards, idempotency });
 *     own.list(apiPaths.pobs, { query: pobQuerySchema, response: pobPageSchema, list: pobs.list });
 *     own.detail(apiPaths.pob, { response: pobSchema, get: pobs.get });
 *     own.create(apiPaths.pobs, { body: createPobRequestSchema, response: pobSchema, create: pobs.create });
 *     own.act(apiPaths.cancelPob, { response: pobSchema, act: pobs.cancel });
 *
 * `create` and `act` move money or make something new: they run in the caller's Idempotency-Key,
 * one transaction with its stored answer (plugins/idempotency.ts); the others run as they are.
 */
export function ownRoutes(app: ZodApp, { guards, idempotency }: { guards: AuthGuards; idempotency?: Idempotency }) {
  app.addHook('onRequest', guards.requireAuth);
  const idempotent = () => {
    if (!idempotency) throw new Error('ownRoutes: create and act need the Idempotency-Key store');
    return idempotentForCaller(idempotency);
  };
  const userOf = (request: Parameters<typeof authUser>[0]): number => authUser(request).id;

  return {
    /** GET `path`: the caller's one object without an id (their wallet, their cart). */
    read<Response extends Schema>(path: string, { response, read }: { response: Response; read: (input: Own) => Answer<Response> }) {
      app.get(path, { schema: { response: responseOf(200, response) }, handler: (request) => read({ userId: userOf(request) }) });
    },

    /** GET `path`: a page of the caller's objects, filtered by the query string. */
    list<Query extends Schema, Response extends Schema>(
      path: string,
      { query, response, list }: { query: Query; response: Response; list: (input: z.output<Query> & Own) => Answer<Response> },
    ) {
      app.get(path, {
        schema: { querystring: query, response: responseOf(200, response) },
        handler: (request) => list({ ...(request.query as object), userId: userOf(request) } as z.output<Query> & Own),
      });
    },

    /** GET `path` with `:id`: one of the caller's objects, or 404. */
    detail<Response extends Schema>(path: string, { response, get }: { response: Response; get: (input: OwnOne) => Answer<Response> }) {
      app.get(path, {
        schema: { params: idParams, response: responseOf(200, response) },
        handler: (request) => get({ id: Number(request.params.id), userId: userOf(request) }),
      });
    },

    /** POST `path`: prices what the body asks for; writes nothing, so no key is needed. */
    quote<Body extends Schema, Response extends Schema>(
      path: string,
      { body, response, quote }: { body: Body; response: Response; quote: (input: Own & { request: z.output<Body> }) => Answer<Response> },
    ) {
      app.post(path, {
        schema: { body, response: responseOf(200, response) },
        handler: (request) => quote({ userId: userOf(request), request: request.body as z.output<Body> }),
      });
    },

    /**
     * POST `path`: makes something new that moves money, in the caller's Idempotency-Key, and
     * answers it with 201. With `keyRequired` a request without a key is refused (400): the key is
     * what stops a retry after a lost answer from paying twice (plugins/idempotency.ts).
     */
    create<Body extends Schema, Response extends Schema>(
      path: string,
      options: {
        body: Body;
        response: Response;
        create: (tx: Tx, input: Own & { request: z.output<Body> }) => Answer<Response>;
        keyRequired?: boolean;
      },
    ) {
      const { body, response, create } = options;
      const run = idempotent();
      app.post(path, {
        ...(options.keyRequired && { onRequest: requireIdempotencyKey }),
        schema: { headers: idempotencyHeadersSchema, body, response: responseOf(201, response) },
        handler: (request, reply) =>
          run(request, reply, 201, (tx, userId) => create(tx, { userId, request: request.body as z.output<Body> })),
      });
    },

    /** POST `path` with `:id`: a step of the caller's object that moves money (cancel, confirm), in their Idempotency-Key. */
    act<Response extends Schema>(
      path: string,
      { response, act }: { response: Response; act: (tx: Tx, input: OwnOne) => Answer<Response> },
    ) {
      const run = idempotent();
      app.post(path, {
        schema: { headers: idempotencyHeadersSchema, params: idParams, response: responseOf(200, response) },
        handler: (request, reply) => run(request, reply, 200, (tx, userId) => act(tx, { userId, id: Number(request.params.id) })),
      });
    },

    /** POST `path`: adds an object that moves no money (an address, a cart line), answered with 201. */
    add<Body extends Schema, Response extends Schema>(
      path: string,
      { body, response, add }: { body: Body; response: Response; add: (input: Own & { request: z.output<Body> }) => Answer<Response> },
    ) {
      app.post(path, {
        schema: { body, response: responseOf(201, response) },
        handler: async (request, reply) =>
          reply.code(201).send(await add({ userId: userOf(request), request: request.body as z.output<Body> })),
      });
    },

    /** `method` `path` with `:id` (and a body, if any): changes one of the caller's objects and answers it. */
    update<Body extends Schema, Response extends Schema>(
      path: string,
      options: {
        method: 'post' | 'put' | 'patch';
        body?: Body;
        response: Response;
        update: (input: OwnOne & { request: z.output<Body> }) => Answer<Response>;
      },
    ) {
      const { method, body, response, update } = options;
      app.route({
        method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH',
        url: path,
        schema: { params: idParams, ...(body && { body }), response: responseOf(200, response) },
        handler: (request) =>
          update({
            id: Number((request.params as z.output<typeof idParams>).id),
            userId: userOf(request),
            request: request.body as z.output<Body>,
          }),
      });
    },

    /** DELETE `path` with `:id`: removes one of the caller's objects; 204. */
    remove(path: string, { remove }: { remove: (input: OwnOne) => Promise<unknown> }) {
      app.delete(path, {
        schema: { params: idParams, response: { 204: noContentSchema } },
        handler: async (request, reply) => {
          await remove({ id: Number(request.params.id), userId: userOf(request) });
          return reply.code(204).send();
        },
      });
    },
  };
}
