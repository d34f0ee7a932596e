import type { onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod/mini';
import type { AuditAction, AuditObjectType } from '../../contract/auditObjects';
import { idempotencyHeadersSchema } from '../../contract/idempotency';
import { recordAudit, type AuditRecord } from '../audit/audit';
import type { Tx } from '../db/connect';
import { noContentSchema } from '../../contract/noContent';
import { idParams } from '../params';
import type { Idempotency } from './idempotency';
import { idempotentForCaller } from './idempotentForCaller';
import { responseOf, type ZodApp } from './zodApp';
import { staffPhotoRoute, type PhotoUpload } from './staffPhotoRoute';

type Schema = z.ZodMiniType;

/** An audit entry's verb (`withdrawal.complete`) and what it is about. */
type AuditKind = { action: AuditAction; objectType: AuditObjectType };

/** What a write to one object by `:id` takes and answers, and its audit entry. */
type ObjectWrite<Body extends Schema, Response extends Schema> = {
  body: Body;
  response: Response;
  audit: AuditKind;
  /** What of the object written the entry keeps, when its state and amount are not enough (money it moved). */
  auditState?: (written: z.input<Response>) => Record<string, unknown>;
};

/** The change itself, in the route's transaction. */
type ObjectChange<Body extends Schema, Response extends Schema> = (
  tx: Tx,
  input: { id: number; staffId: number; body: z.output<Body> },
) => Promise<z.input<Response>>;

/**
 * The routes of one staff desk (a duty's lists and moves), each behind the same guard. A desk's
 * plugin names the guard once and then declares routes by what they do:
 *
 *     const desk = staffDesk(app, { onRequest: guards.requireDuty('purchasing'), idempotency });
 *     desk.list(staffApiPaths.staffPobs, { query: staffPobQuerySchema, response: staffPobPageSchema, list: pobs.listForStaff });
 *     desk.detail(staffApiPaths.staffPob, { response: staffPobSchema, get: pobs.getForStaff });
 *     desk.move(staffApiPaths.staffTakePob, { body, response, move, audit: { action: 'pob.take', objectType: 'pob' } });
 *
 * Every route declares its schemas, so it is in the API reference like any other.
 */
export function staffReads(app: ZodApp, { onRequest }: { onRequest: onRequestAsyncHookHandler[] }) {
  return {
    /** GET `path`: one page of a list (or any read) filtered by the query string. */
    list<Query extends Schema, Response extends Schema>(
      path: string,
      { query, response, list }: { query: Query; response: Response; list: (query: z.output<Query>) => Promise<z.input<Response>> },
    ): void {
      app.get(path, {
        onRequest,
        schema: { querystring: query, response: responseOf(200, response) },
        handler: (request) => list(request.query as z.output<Query>),
      });
    },

    /** GET `path` with `:id`: one object, or 404. */
    detail<Response extends Schema>(
      path: string,
      { response, get }: { response: Response; get: (input: { id: number }) => Promise<z.input<Response>> },
    ): void {
      app.get(path, {
        onRequest,
        schema: { params: idParams, response: responseOf(200, response) },
        handler: (request) => get({ id: Number(request.params.id) }),
      });
    },
  };
}

export function staffDesk(app: ZodApp, { onRequest, idempotency }: { onRequest: onRequestAsyncHookHandler[]; idempotency: Idempotency }) {
  const idempotent = idempotentForCaller(idempotency);

  /**
   * POST `path` (with `params`, if any): a staff write in the caller's Idempotency-Key, so a
   * retried tap never does it twice, answered with `status`. Its audit entries (one per object it
   * changed) are written in the same transaction.
   */
  function write<Params extends Schema, Body extends Schema, Response extends Schema>(
    path: string,
    options: {
      params?: Params;
      body: Body;
      response: Response;
      status: 200 | 201;
      write: (tx: Tx, input: { staffId: number; params: z.output<Params>; body: z.output<Body> }) => Promise<z.input<Response>>;
      audit: (done: z.input<Response>, input: { params: z.output<Params>; body: z.output<Body> }) => Omit<AuditRecord, 'actorId'>[];
    },
  ): void {
    const { params, body, response, status } = options;
    app.post(path, {
      onRequest,
      schema: { headers: idempotencyHeadersSchema, ...(params && { params }), body, response: responseOf(status, response) },
      handler: (request, reply) =>
        idempotent(request, reply, status, async (tx, staffId) => {
          const input = { params: request.params as z.output<Params>, body: request.body as z.output<Body> };
          const done = await options.write(tx, { staffId, ...input });
          for (const entry of options.audit(done, input)) await recordAudit(tx, { actorId: staffId, ...entry });
          return done;
        }),
    });
  }

  return {
    ...staffReads(app, { onRequest }),
    write,

    /**
     * POST `path` (with `:id`): moves one object along its lifecycle and answers it with 200. The
     * audit entry keeps the state it reached, its amount when it has one (or what `auditState`
     * picks), and what staff entered.
     */
    move<Body extends Schema, Response extends Schema>(
      path: string,
      { body, response, move, audit, auditState = stateOf }: ObjectWrite<Body, Response> & { move: ObjectChange<Body, Response> },
    ): void {
      write(path, {
        params: idParams,
        body,
        response,
        status: 200,
        write: (tx, { staffId, params, body: input }) => move(tx, { id: Number(params.id), staffId, body: input }),
        audit: (moved, { params, body: input }) => [{ ...audit, objectId: Number(params.id), after: { ...auditState(moved), input } }],
      });
    },

    /**
     * PUT `path` (with `:id`): the whole object replaced by what staff sent (idempotent by nature,
     * so no key is asked for), answered with 200, in one transaction with its audit entry, which
     * keeps what `auditState` picks of the result.
     */
    replace<Body extends Schema, Response extends Schema>(
      path: string,
      { body, response, save, audit, auditState = stateOf }: ObjectWrite<Body, Response> & { save: ObjectChange<Body, Response> },
    ): void {
      app.put(path, {
        onRequest,
        schema: { params: idParams, body, response: responseOf(200, response) },
        handler: (request, reply) =>
          idempotent(request, reply, 200, async (tx, staffId) => {
            const id = Number(request.params.id);
            const saved = await save(tx, { id, staffId, body: request.body as z.output<Body> });
            await recordAudit(tx, { actorId: staffId, ...audit, objectId: id, after: auditState(saved) });
            return saved;
          }),
      });
    },

    /** DELETE `path` (with `:id`): the object gone, answered with 204, its audit entry in the same transaction. */
    remove(
      path: string,
      { remove: removeOne, audit }: { remove: (tx: Tx, input: { id: number }) => Promise<void>; audit: AuditKind },
    ): void {
      app.delete(path, {
        onRequest,
        schema: { params: idParams, response: { 204: noContentSchema } },
        handler: async (request, reply) => {
          await idempotent(request, reply, 204, async (tx, staffId) => {
            const id = Number(request.params.id);
            await removeOne(tx, { id });
            await recordAudit(tx, { actorId: staffId, ...audit, objectId: id });
          });
          return reply.code(204).send();
        },
      });
    },

    /** POST `path` (with `:id`): a picture added to one object (plugins/staffPhotoRoute.ts). */
    photo<Response extends Schema>(
      path: string,
      options: { response: Response; add: (upload: PhotoUpload) => Promise<z.input<Response>> },
    ) {
      staffPhotoRoute(app, path, { onRequest, ...options });
    },
  };
}

/** The part of a moved object the audit log keeps: its state and, for money, its amount. */
function stateOf(moved: unknown): Record<string, unknown> {
  if (typeof moved !== 'object' || moved === null) return {};
  const { status, amountVnd } = moved as { status?: unknown; amountVnd?: unknown };
  return { ...(status !== undefined && { status }), ...(amountVnd !== undefined && { amountVnd }) };
}
