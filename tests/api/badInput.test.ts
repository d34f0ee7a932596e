import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, databases, registerUser, useAdminApp } from './helpers';

/**
 * Every route of the API reference, fed input no client of ours would send, by a customer and by
 * an admin (who holds every duty, so staff routes get past their guard to the input): a wrong id
 * in the path, a query parameter of the wrong kind, a body of the wrong shape or with every field
 * of the wrong type. Each must be refused (or, for a path that names nothing, not found) with a
 * 4xx and a message the person can read: never a 500, which would mean some input reached the
 * database or the code unchecked. Only refused input is sent, so no request here changes anything.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * Values that are no id of anything: not a number, zero, negative, fractional, past any integer
 * column, in another notation, an encoded NUL, Vietnamese text, far too long.
 */
const badPathValues = [
  'abc',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '1e3',
  '0x10',
  '%00',
  encodeURIComponent('đơn hàng'),
  'a'.repeat(3000),
];
/** Query values of the wrong kind for whatever the parameter is. */
const badQueryValues = ['abc', '-1', '1.5', '1e400', '99999999999999999999', '%00', '%E2%80%AE', '', 'a'.repeat(5000)];

const typesOf = (schema: JsonSchema): string[] => {
  const own = [schema.type ?? []].flat();
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
  return [...own, ...alternatives];
};

/** A value no schema of that type accepts: a number for a string, a string for a number, and so on. */
function wrongValueFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.includes('string')) return types.includes('number') || types.includes('integer') ? { nested: true } : 12345;
  if (types.includes('integer') || types.includes('number')) return 'không phải số';
  if (types.includes('boolean')) return 'có';
  if (types.includes('array')) return { not: 'a list' };
  if (types.includes('object')) return ['not', 'an object'];
  return { unexpected: [1, 'two'] };
}

/**
 * A value of the right kind that no field takes: a negative fraction for a number, text with a
 * right-to-left override for a string (refused everywhere), a list of wrong items, an object of wrong fields.
 */
function nearlyRightValueFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return -1.5;
  if (types.includes('string')) return 'Nguyễn\u202eAn';
  if (types.includes('array')) return [schema.items ? wrongValueFor(schema.items) : { unexpected: true }];
  if (types.includes('object'))
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, p]) => [name, wrongValueFor(p)]));
  return wrongValueFor(schema);
}

/**
 * Bodies that fail any request schema: of the wrong kind altogether, and (for an object schema)
 * every field of the wrong type, and every field of the right type but a value none takes.
 */
function badBodies(schema: JsonSchema | undefined): unknown[] {
  const bodies: unknown[] = [[1, 2], 'một chuỗi', 42];
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length > 0) {
    bodies.push(Object.fromEntries(properties.map(([name, property]) => [name, wrongValueFor(property)])));
    bodies.push(Object.fromEntries(properties.map(([name, property]) => [name, nearlyRightValueFor(property)])));
  }
  return bodies;
}

/** A path with each parameter filled in with `value`. */
const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, value);

function requestsFor(path: string, method: string, operation: Operation): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const verb = method.toUpperCase() as InjectOptions['method'];
  const hasPathParams = /\{\w+\}/.test(path);
  const headers = { 'idempotency-key': randomUUID() };
  if (hasPathParams) for (const value of badPathValues) requests.push({ method: verb, url: fill(path, value), headers });
  const withIds = fill(path, '1');
  // Only a read takes its query alone: a write with a query of the wrong kind and no body might be a valid write.
  for (const parameter of verb === 'GET' ? (operation.parameters ?? []) : []) {
    if (parameter.in !== 'query') continue;
    for (const value of badQueryValues) requests.push({ method: verb, url: `${withIds}?${parameter.name}=${value}`, headers });
  }
  const json = operation.requestBody?.content['application/json'];
  if (json)
    for (const payload of badBodies(json.schema)) requests.push({ method: verb, url: withIds, headers, payload: JSON.stringify(payload) });
  return requests.map((request) => ({ ...request, headers: { ...request.headers, 'content-type': 'application/json' } }));
}

describe.each(databases())('bad input on every route, on $name', (kind) => {
  const { t, admin } = useAdminApp(kind);

  it('is answered with a 4xx and a readable message, never a 500, for a customer and for an admin', { timeout: 120_000 }, async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Paths }>().paths;
    const customer = await registerUser(t.app);
    const failures: string[] = [];
    let sent = 0;
    /** How many answers came back with each status. */
    const codes: Record<number, number> = {};
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const request of requestsFor(path, method, operation)) {
          for (const [who, token] of [
            ['customer', customer.token],
            ['admin', admin.token],
          ] as const) {
            const response = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
            sent++;
            codes[response.statusCode] = (codes[response.statusCode] ?? 0) + 1;
            const where = `${who} ${request.method} ${request.url}${request.payload ? ` ${String(request.payload)}` : ''}`;
            if (response.statusCode >= 500) failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
            else if (response.statusCode >= 400) {
              const message = (response.json() as { message?: unknown }).message;
              if (typeof message !== 'string' || message.trim() === '')
                failures.push(`${where} → ${response.statusCode} without a message`);
            }
          }
        }
      }
    }
    // Most of it must reach the schemas: a sweep answered 404 throughout would check nothing.
    expect(codes[400] ?? 0, JSON.stringify(codes)).toBeGreaterThan(sent / 2);
    expect(failures).toEqual([]);
  });
});
