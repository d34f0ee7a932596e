import { and, assign, setup } from 'xstate';
import type { CurrentUser } from '../contract/user';
import { providedBy } from './providedBy';

/**
 * The signed-in session. Pure logic: every effect (storage, HTTP, navigation, the shared
 * `current-user` cache) is a named action or actor that src/session/createSession.ts provides.
 *
 * Rules: a token is valid when present and non-empty; startup with a token loads the
 * user before the app renders, except on the login route, where the load waits until a protected
 * page asks for it with `session.restore`; a failed load clears token and user and goes to login;
 * login or register stores the token, loads the user and goes home; logout and any 401 clear both
 * and go to login, and a burst of 401s makes exactly one transition (later ones find no handler).
 *
 * Refresh: src/ decodes the token's `exp` and `iat` and tells the time (input,
 * `session.login`, `session.tokenRefreshed`, the refresh's answer); the machine never reads a
 * clock, it moves its `now` on by its own delays. It refreshes 5 minutes before expiry (a short
 * token, at the earliest halfway through its life, so it never refreshes in a loop); a failure
 * retries after 30 s, doubling up to 16 min, for as long as the server has not refused. The server
 * renews a recently expired token too, so a phone that slept or an app opened offline keeps its
 * session: a token counts as expired 30 s before `exp`, and a stored expired token is renewed
 * before the user is loaded; a 401 `user-token-expired` renews at once. The session ends when the
 * server refuses (401/403), with the server's code kept for the login page. A token without a
 * readable `exp` is never refreshed.
 */

export type SessionInput = {
  /** The stored token, if any: the caller reads storage, the machine never does. */
  token: string | null;
  /** True when the app starts on the login route: show it at once instead of loading the user. */
  deferLoad?: boolean;
  /** When the token expires (ms since the epoch, decoded by src/), or null: no refresh then. */
  expiresAt?: number | null;
  /** When it was issued (ms), or null: then only the 5-minute rule schedules the refresh. */
  issuedAt?: number | null;
  /** The current time (ms) when the machine starts: the machine never reads a clock. */
  now?: number;
};

/** Refresh this long before the token expires. */
export const REFRESH_BEFORE_MS = 5 * 60_000;
/** A token counts as expired this long before its `exp`. */
export const EXPIRY_MARGIN_MS = 30_000;
/** The first retry after a failed refresh; each next one doubles, up to the cap. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 16 * 60_000;
/** setTimeout cannot wait longer (2^31 − 1 ms); a longer wait is taken in steps. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * Why a session ended: the server's error code (`user-disabled`, `user-token-expired`, …), with
 * its already translated message when there was one. src/ picks the words from the code and
 * falls back to the message.
 */
export type SessionEndReason = { code: string; message: string | null };

/** A token with when it expires and the time it was seen, as src/ sends it. */
export type TokenInfo = { token: string; expiresAt?: number | null; issuedAt?: number | null; now?: number };

export type SessionContext = {
  token: string | null;
  user: CurrentUser | null;
  deferLoad: boolean;
  /** After a login the app goes home once the user has loaded; after a reload it stays put. */
  goHomeAfterLoad: boolean;
  /** Why the session ended or failed to load, for the login page (see SessionEndReason). */
  error: SessionEndReason | null;
  /** When the token expires (ms), or null when it has no readable `exp`. */
  expiresAt: number | null;
  /** When the token was issued (ms), or null. */
  issuedAt: number | null;
  /** The time as last told by src/, moved on by the machine's own delays. */
  now: number;
  /** The wait before the next refresh attempt after a failure. */
  retryDelay: number;
};

export type SessionEvent =
  | ({ type: 'session.login' } & TokenInfo)
  | { type: 'session.logout' }
  /** A call answered 401; `code` says why (a disabled account, an ended session). */
  | { type: 'session.unauthorized'; code?: string; message?: string }
  | { type: 'session.restore' }
  | { type: 'session.userUpdated'; user: CurrentUser }
  /** A new token for the same person (after a password change, later a refresh): keep going. */
  | ({ type: 'session.tokenRefreshed' } & TokenInfo);

/** The reason kept from a failed load: the error's `code` (an ApiError has one) and message. */
function endReason(error: unknown, fallback = 'unknown'): SessionEndReason {
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : fallback;
  return { code, message: error instanceof Error && error.message ? error.message : null };
}

export function isValidToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim().length > 0;
}

/** What every way out of a session does after recording why: forget it here and on the device, then go to login. */
const endSession = ['clearSession', 'forgetToken', 'forgetUser', 'navigateToLogin'] as const;

/**
 * What the views and the route guard ask: still deciding (`settling`), signing in (loading the
 * user), signed in, or signed out (with or without a reason).
 */
export type SessionTag = 'settling' | 'signingIn' | 'signedIn' | 'signedOut';

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    /** GET /CurrentUser; rejects when the call fails or the answer is not a valid user. */
    loadUser: providedBy<CurrentUser, { token: string }>('loadUser', 'src/session/createSession.ts'),
    /** POST /auth/refresh (or a newer token another tab stored); rejects when it fails. */
    refreshToken: providedBy<TokenInfo, { token: string }>('refreshToken', 'src/session/createSession.ts'),
  },
  delays: {
    /** Until the refresh is due, at most what a timer can wait. */
    refreshDue: ({ context }) => refreshWait(context),
    backoff: ({ context }) => context.retryDelay,
  },
  actions: {
    /** Effects, given real implementations by src/ with machine.provide(). */
    persistToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    /** Asks the server to end the session of the token being forgotten (retried later when offline). */
    revokeSession: (_, _params: { token: string | null }) => {},
    publishUser: (_, _params: { user: CurrentUser }) => {},
    forgetUser: () => {},
    /** Home is the person's: the customer app, or the staff console for staff. */
    navigateHome: (_, _params: { user: CurrentUser }) => {},
    navigateToLogin: () => {},
    /** Pure context updates. */
    clearSession: assign({ token: null, user: null, goHomeAfterLoad: false }),
    acceptToken: assign(({ context }, params: TokenInfo) => ({
      ...expiry(context, params),
      token: params.token,
      user: null,
      goHomeAfterLoad: true,
      error: null,
      retryDelay: FIRST_RETRY_MS,
    })),
    setToken: assign(({ context }, params: TokenInfo) => ({ token: params.token, ...expiry(context, params), retryDelay: FIRST_RETRY_MS })),
    /** A refresh timer fired: that much time has passed. */
    advanceToRefresh: assign(({ context }) => ({ now: context.now + refreshWait(context) })),
    /** A retry timer fired: time moved on, and the next wait doubles. */
    // Once the token counts as expired the exact time no longer matters (the refresh is overdue
    // either way), so it stops there: this also keeps the machine's graph finite.
    backOff: assign(({ context }) => ({
      now:
        context.expiresAt === null
          ? context.now + context.retryDelay
          : Math.max(context.now, Math.min(context.now + context.retryDelay, context.expiresAt - EXPIRY_MARGIN_MS)),
      retryDelay: Math.min(MAX_RETRY_MS, context.retryDelay * 2),
    })),
    recordUnauthorized: assign((_, params: { code?: string; message?: string }) => ({
      error: params.code ? { code: params.code, message: params.message ?? null } : null,
    })),
    setUser: assign((_, params: { user: CurrentUser }) => ({ user: params.user })),
    recordLoadError: assign((_, params: { error: unknown }) => ({ error: endReason(params.error) })),
    recordRefused: assign((_, params: { error: unknown }) => ({ error: endReason(params.error, 'user-token-expired') })),
    doneGoingHome: assign({ goHomeAfterLoad: false }),
  },
  guards: {
    hasToken: ({ context }) => isValidToken(context.token),
    loadsAtStart: ({ context }) => isValidToken(context.token) && !context.deferLoad,
    tokenIsValid: (_, params: { token: string }) => isValidToken(params.token),
    goesHomeAfterLoad: ({ context }) => context.goHomeAfterLoad,
    hasNoExpiry: ({ context }) => context.expiresAt === null,
    refreshIsDue: ({ context }) => context.expiresAt !== null && context.now >= refreshAt(context),
    /** The stored token counts as expired: renew it before loading the user with it. */
    tokenHasExpired: ({ context }) => context.expiresAt !== null && context.now >= context.expiresAt - EXPIRY_MARGIN_MS,
    /** The server answered the refresh with a refusal (not a network or server failure). */
    refreshRefused: (_, params: { error: unknown }) => isRefusal(params.error),
    /** A 401 saying only that the token ran out: renewing it may still work. */
    tokenRanOut: (_, params: { code?: string }) => params.code === 'user-token-expired',
  },
});

/**
 * Renewing the token, wherever the session does it: a valid new token is kept and stored, then
 * `renewed`; the server's refusal ends the session at `refused`; anything else (no answer, a
 * token that cannot be read) goes on at `otherwise`.
 */
const renewToken = ({ renewed, refused, otherwise }: { renewed: string; refused: string; otherwise: string }) =>
  sessionSetup.createStateConfig({
    invoke: {
      id: 'refreshToken',
      src: 'refreshToken',
      input: ({ context }) => ({ token: context.token ?? '' }),
      onDone: [
        {
          guard: { type: 'tokenIsValid', params: ({ event }) => ({ token: event.output.token }) },
          target: renewed,
          actions: [
            { type: 'setToken', params: ({ event }) => event.output },
            { type: 'persistToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
        },
        { target: otherwise },
      ],
      onError: [
        {
          guard: { type: 'refreshRefused', params: ({ event }) => ({ error: event.error }) },
          target: refused,
          actions: [{ type: 'recordRefused', params: ({ event }) => ({ error: event.error }) }, ...endSession],
        },
        { target: otherwise },
      ],
    },
  });

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: isValidToken(input.token) ? input.token : null,
    user: null,
    deferLoad: input.deferLoad ?? false,
    goHomeAfterLoad: false,
    error: null,
    expiresAt: isValidToken(input.token) ? (input.expiresAt ?? null) : null,
    issuedAt: isValidToken(input.token) ? (input.issuedAt ?? null) : null,
    now: input.now ?? 0,
    retryDelay: FIRST_RETRY_MS,
  }),
  initial: 'starting',
  // Login and logout are accepted wherever the session is: a person may log in again as someone
  // else, and logging out with a token that was never loaded must still forget it.
  on: {
    'session.login': {
      guard: { type: 'tokenIsValid', params: ({ event }) => ({ token: event.token }) },
      target: '.loadingUser',
      actions: [
        { type: 'acceptToken', params: ({ event }) => tokenInfo(event) },
        { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
      ],
    },
    'session.logout': {
      target: '.loggedOut',
      actions: [
        { type: 'revokeSession', params: ({ context }) => ({ token: context.token }) },
        'clearSession',
        'forgetToken',
        'forgetUser',
        'navigateToLogin',
      ],
    },
  },
  states: {
    starting: {
      tags: 'settling',
      always: [
        { guard: and(['loadsAtStart', 'tokenHasExpired']), target: 'reviving' },
        { guard: 'loadsAtStart', target: 'loadingUser' },
        { target: 'loggedOut' },
      ],
    },
    loggedOut: {
      tags: 'signedOut',
      on: {
        // A protected page opened after starting on the login route with a stored token.
        'session.restore': [
          { guard: and(['hasToken', 'tokenHasExpired']), target: 'reviving' },
          { guard: 'hasToken', target: 'loadingUser' },
        ],
      },
    },
    /**
     * The stored token has expired (the app slept or stayed closed): renew it first. A refusal
     * ends the session; no answer at all still tries the load (offline, the cached user opens the
     * app and the authenticated state keeps retrying the refresh).
     */
    reviving: renewToken({ renewed: 'loadingUser', refused: 'error', otherwise: 'loadingUser' }),
    loadingUser: {
      tags: ['settling', 'signingIn'],
      invoke: {
        // A named invoke gives stable event names (xstate.done.actor.loadUser) for the graph,
        // the docs and the inspector, instead of a generated '0.session.loadingUser'.
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: 'goesHomeAfterLoad',
            target: 'authenticated',
            actions: [
              { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
              { type: 'publishUser', params: ({ event }) => ({ user: event.output }) },
              'doneGoingHome',
              { type: 'navigateHome', params: ({ event }) => ({ user: event.output }) },
            ],
          },
          {
            target: 'authenticated',
            actions: [
              { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
              { type: 'publishUser', params: ({ event }) => ({ user: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'error',
          actions: [{ type: 'recordLoadError', params: ({ event }) => ({ error: event.error }) }, ...endSession],
        },
      },
    },
    authenticated: {
      tags: 'signedIn',
      initial: 'scheduling',
      states: {
        /** Decides what the token needs: nothing (no `exp`), a refresh now, or a wait. */
        scheduling: {
          always: [{ guard: 'hasNoExpiry', target: 'unscheduled' }, { guard: 'refreshIsDue', target: 'renewing' }, { target: 'fresh' }],
        },
        /** The token has no readable expiry: it is never refreshed. */
        unscheduled: {},
        /** Waits until the refresh is due (5 minutes before expiry). */
        fresh: {
          after: { refreshDue: { target: 'scheduling', reenter: true, actions: 'advanceToRefresh' } },
          on: {
            // A call found the token already expired (the device slept past the timer): renew now.
            'session.unauthorized': {
              guard: { type: 'tokenRanOut', params: ({ event }) => ({ code: event.code }) },
              target: 'renewing',
            },
          },
        },
        /** Refreshing, retrying with a growing backoff until it works or the server refuses. */
        renewing: {
          initial: 'refreshing',
          on: {
            // Calls made meanwhile with the old token: the refresh under way answers for them.
            'session.unauthorized': {
              guard: { type: 'tokenRanOut', params: ({ event }) => ({ code: event.code }) },
            },
          },
          states: {
            refreshing: renewToken({ renewed: '#session.authenticated.scheduling', refused: '#session.loggedOut', otherwise: 'waiting' }),
            waiting: {
              after: { backoff: { target: 'refreshing', actions: 'backOff' } },
            },
          },
        },
      },
      on: {
        'session.unauthorized': {
          target: 'loggedOut',
          actions: [{ type: 'recordUnauthorized', params: ({ event }) => ({ code: event.code, message: event.message }) }, ...endSession],
        },
        'session.tokenRefreshed': {
          guard: { type: 'tokenIsValid', params: ({ event }) => ({ token: event.token }) },
          // Reschedules from the new token (another tab's, or a password change): no request.
          target: '.scheduling',
          actions: [
            { type: 'setToken', params: ({ event }) => tokenInfo(event) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'session.userUpdated': {
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
            { type: 'publishUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    /** The load failed: signed out, with the reason kept for the login page. */
    error: { tags: 'signedOut' },
  },
});

function tokenInfo(event: TokenInfo): TokenInfo {
  return { token: event.token, expiresAt: event.expiresAt, issuedAt: event.issuedAt, now: event.now };
}

/** The expiry and time a token brings; without a time, the machine's own is kept. */
function expiry(context: SessionContext, info: TokenInfo): Pick<SessionContext, 'expiresAt' | 'issuedAt' | 'now'> {
  return { expiresAt: info.expiresAt ?? null, issuedAt: info.issuedAt ?? null, now: info.now ?? context.now };
}

/**
 * When the refresh is due: 5 minutes before expiry, but not before halfway through the token's
 * life (a token shorter than 10 minutes would otherwise be refreshed again the moment it arrives),
 * and always before it counts as expired.
 */
function refreshAt(context: SessionContext): number {
  const expiresAt = context.expiresAt ?? Number.POSITIVE_INFINITY;
  const halfway = context.issuedAt === null ? Number.NEGATIVE_INFINITY : context.issuedAt + (expiresAt - context.issuedAt) / 2;
  return Math.min(Math.max(expiresAt - REFRESH_BEFORE_MS, halfway), expiresAt - EXPIRY_MARGIN_MS);
}

function refreshWait(context: SessionContext): number {
  if (context.expiresAt === null) return MAX_TIMER_MS;
  return Math.min(MAX_TIMER_MS, Math.max(0, refreshAt(context) - context.now));
}

/** A 401 or 403 from the refresh: the server will not renew this session (an HTTP status on the error). */
function isRefusal(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 401 || status === 403;
}
