import type { FastifyInstance } from 'fastify';
import { errors, type ErrorDetail } from '../errors';

/**
 * PostgreSQL cannot store U+0000 in text (SQLSTATE 22021), so a NUL anywhere in a request would
 * reach the database as a 500. No name, note or code legitimately holds one: every JSON body and
 * query string is checked once, here, and a NUL is a 400 on the field that carries it.
 */
export function registerNulTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = [...nulPaths(request.body, ''), ...nulPaths(request.query, 'querystring')];
    if (found.length) throw errors.validation(found.map((path): ErrorDetail => ({ path, message: 'invalid' })));
  });
}

/** Paths (`items.2.note`) of strings holding a NUL, keys included; bodies are JSON, so no cycles. */
function nulPaths(value: unknown, path: string, depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (value === null || typeof value !== 'object' || depth > 32) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const childPath = path ? `${path}.${key}` : key;
    return key.includes('\u0000') ? [childPath] : nulPaths(child, childPath, depth + 1);
  });
}
