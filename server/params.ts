import { z } from 'zod/mini';
import { errors } from './errors';

/** Route parameters and filters every module's routes share. */

/** A decimal id small enough for an int column; anything else is a validation error, not a 500. */
const idString = z.string().check(z.regex(/^[1-9]\d{0,8}$/));
export const idParams = z.object({ id: idString });
export const userIdParams = z.object({ userId: idString });

/** Staff lists take `?status=` as free text (contract staffListQuerySchema); each list knows its own. */
export function statusFilter<S extends string>(status: string | undefined, allowed: readonly S[]): S | undefined {
  if (status === undefined || status === '') return undefined;
  if (!(allowed as readonly string[]).includes(status)) {
    throw errors.validation([{ path: 'querystring.status', message: `one of ${allowed.join(', ')}`, code: 'invalid_value' }]);
  }
  return status as S;
}

/** A staff list whose `?status=` is checked against `allowed` first (see statusFilter). */
export function withStatusFilter<S extends string, Query extends { status?: string }, T>(
  allowed: readonly S[],
  list: (query: Omit<Query, 'status'> & { status?: S }) => T,
): (query: Query) => T {
  return (query) => list({ ...query, status: statusFilter(query.status, allowed) });
}
