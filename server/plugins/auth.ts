import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isStaffRole, mayDo, type Duty, type Role } from '../../contract/roles';
import type { TokenService } from '../auth/tokens';
import type { Db } from '../db/connect';
import { errors } from '../errors';
import type { UserRow } from '../db/schema';
import { findUserWithSession } from '../modules/sessions/sessions.queries';

export interface AuthUser {
  id: number;
  role: Role;
  duties: Duty[];
  tokenVersion: number;
  /** The server-side session the token belongs to (`sid`); refreshes keep it, logout revokes it. */
  sessionId: string;
  /** From the token: the session's start and the last password entry, in seconds. */
  sessionStart: number;
  authTime: number;
  /**
   * The account's row as this request's check read it: a handler that answers with the account
   * uses it instead of reading the same row a second time.
   */
  account: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth`; null on routes that do not ask for it. */
    user: AuthUser | null;
  }
}

export interface AuthGuards {
  requireAuth: onRequestAsyncHookHandler;
  /** For POST /auth/refresh: like requireAuth, but a token expired within SESSION_IDLE_TIMEOUT passes. */
  requireRenewableAuth: onRequestAsyncHookHandler;
  /** Staff (any duty) or an admin; anyone else gets 403. */
  requireStaff: onRequestAsyncHookHandler[];
  /** Staff with one of these duties, or an admin (contract/roles.ts mayDo); anyone else gets 403. */
  requireDuty: (...duties: [Duty, ...Duty[]]) => onRequestAsyncHookHandler[];
  /** Like requireRole('admin'), but answers `admin-restricted-operation` so the app can say why. */
  requireAdmin: onRequestAsyncHookHandler[];
}

/**
 * Bearer tokens, checked on every protected request: signature and `exp` (tokens.ts), then the
 * user row joined with the token's session, so a disabled account, a bumped token version or a
 * logged-out session takes effect at once. Runs in
 * onRequest, before the body is read: an anonymous caller gets 401, never a validation answer.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Db; tokens: TokenService }): AuthGuards {
  app.decorateRequest('user', null);

  const requireAuth: onRequestAsyncHookHandler = async (request) => {
    request.user = await authenticate(request, deps);
  };

  const requireRenewableAuth: onRequestAsyncHookHandler = async (request) => {
    request.user = await authenticate(request, deps, { renewal: true });
  };

  const requireStaff: onRequestAsyncHookHandler[] = [
    requireAuth,
    async (request) => {
      if (!request.user || !isStaffRole(request.user.role)) throw errors.forbidden();
    },
  ];

  const requireDuty = (...duties: [Duty, ...Duty[]]): onRequestAsyncHookHandler[] => [
    requireAuth,
    async (request) => {
      const user = request.user;
      if (!user || !duties.some((duty) => mayDo(user, duty))) throw errors.forbidden();
    },
  ];

  const requireAdmin: onRequestAsyncHookHandler[] = [
    requireAuth,
    async (request) => {
      if (request.user?.role !== 'admin') throw errors.adminRestricted();
    },
  ];

  return { requireAuth, requireRenewableAuth, requireStaff, requireDuty, requireAdmin };
}

async function authenticate(
  request: FastifyRequest,
  deps: { db: Db; tokens: TokenService },
  options?: { renewal: boolean },
): Promise<AuthUser> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw errors.unauthorized();
  const result = await deps.tokens.verify(match[1], options);
  if (!result.ok) throw result.reason === 'expired' ? errors.tokenExpired() : errors.unauthorized();
  const found = await findUserWithSession(deps.db, { userId: result.claims.userId, sessionId: result.claims.sessionId });
  if (!found) throw errors.unauthorized();
  const { user } = found;
  if (user.disabledAt) throw errors.disabledToken();
  // A password change or reset bumped the version: this token belongs to an ended session.
  if (user.tokenVersion !== result.claims.version) throw errors.tokenExpired();
  // Logged out (here or from every device): the same answer, so the app drops the session.
  if (!found.sessionOpen) throw errors.tokenExpired();
  return {
    id: user.id,
    role: user.role,
    duties: user.duties,
    tokenVersion: user.tokenVersion,
    sessionId: result.claims.sessionId,
    sessionStart: result.claims.sessionStart,
    authTime: result.claims.authTime,
    account: user,
  };
}

/** For handlers behind `requireAuth`: the user, typed as present. */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw errors.unauthorized();
  return request.user;
}
