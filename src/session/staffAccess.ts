import { hasAccess, type Access } from '../../contract/roles';
import type { SessionActor } from './createSession';

/** A page this account may not open: the route's error page shows 403 instead of the page. */
export class ForbiddenError extends Error {
  readonly status = 403;
  constructor() {
    super('forbidden');
    this.name = 'ForbiddenError';
  }
}

/**
 * For the staff console's beforeLoad, which runs after `_authed` has loaded the person: a
 * customer or agency gets the 403 page before any console code or data loads, and a page of one
 * duty (money, warehouse…) refuses staff without it, by the same rule the server applies.
 */
export function requireStaff(session: SessionActor, access: Access): void {
  const user = session.getSnapshot().context.user;
  if (!user || !hasAccess(user, access)) throw new ForbiddenError();
}
