import { assign, fromPromise, setup } from 'xstate';
import type { CurrentUser } from '../contract/user';

/**
 * The signed-in session. Pure logic: every effect (storage, HTTP, navigation, the shared
 * `current-user` cache) is a named action or actor that src/session/createSession.ts provides.
 *
 * Rules (issue 2): a token is valid when present and non-empty; startup with a token loads the
 * user before the app renders, except on the login route, where the load waits until a protected
 * page asks for it with `session.restore`; a failed load clears token and user and goes to login;
 * login or register stores the token, loads the user and goes home; logout and any 401 clear both
 * and go to login, and a burst of 401s makes exactly one transition (later ones find no handler).
 *
 * Refresh (issue 7): src/ decodes the token's `exp` and tells the time (input, `session.login`,
 * `session.tokenRefreshed`, the refresh's answer); the machine never reads a clock, it moves its
 * `now` on by its own delays. 5 minutes before expiry it refreshes; a failure retries after 30 s,
 * doubling up to 16 min; 30 s before `exp` the token counts as expired and the session ends with
 * `error: 'session-expired'`. A token without a readable `exp` is never refreshed.
 */

export type SessionInput = {
  /** The stored token, if any: the caller reads storage, the machine never does. */
  token: string | null;
  /** True when the app starts on the login route: show it at once instead of loading the user. */
  deferLoad?: boolean;
  /** When the token expires (ms since the epoch, decoded by src/), or null: no refresh then. */
  expiresAt?: number | null;
  /** The current time (ms) when the machine starts: the machine never reads a clock. */
  now?: number;
};

/** Refresh this long before the token expires. */
export const REFRESH_BEFORE_MS = 5 * 60_000;
/** A token counts as expired this long before its `exp`. */
export const EXPIRY_MARGIN_MS = 30_000;
/** The first retry after a failed refresh; each next one doubles, up to the cap. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 16 * 60_000;
/** setTimeout cannot wait longer (2^31 − 1 ms); a longer wait is taken in steps. */
export const MAX_TIMER_MS = 2_147_483_647;

/** The reason given to the login page when the session ran out without a refresh. */
export const SESSION_EXPIRED = 'session-expired';

/** A token with when it expires and the time it was seen, as src/ sends it. */
export type TokenInfo = { token: string; expiresAt?: number | null; now?: number };

export type SessionContext = {
  token: string | null;
  user: CurrentUser | null;
  deferLoad: boolean;
  /** After a login the app goes home once the user has loaded; after a reload it stays put. */
  goHomeAfterLoad: boolean;
  /** Why the last load failed (already translated by the API client), for the login page. */
  error: string | null;
  /** When the token expires (ms), or null when it has no readable `exp`. */
  expiresAt: number | null;
  /** The time as last told by src/, moved on by the machine's own delays. */
  now: number;
  /** The wait before the next refresh attempt after a failure. */
  retryDelay: number;
};

export type SessionEvent =
  | ({ type: 'session.login' } & TokenInfo)
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.restore' }
  | { type: 'session.userUpdated'; user: CurrentUser }
  /** A new token for the same person (after a password change, later a refresh): keep going. */
  | ({ type: 'session.tokenRefreshed' } & TokenInfo);

export function isValidToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim().length > 0;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** GET /CurrentUser; rejects when the call fails or the answer is not a valid user. */
    loadUser: fromPromise<CurrentUser, { token: string }>(() =>
      Promise.reject(new Error('loadUser is provided by src/session/createSession.ts')),
    ),
    /** POST /auth/refresh (or a newer token another tab stored); rejects when it fails. */
    refreshToken: fromPromise<TokenInfo, { token: string }>(() =>
      Promise.reject(new Error('refreshToken is provided by src/session/createSession.ts')),
    ),
  },
  delays: {
    /** Until the refresh is due, at most what a timer can wait. */
    refreshDue: ({ context }) => refreshWait(context),
    /** Until the token counts as expired. */
    expiryDue: ({ context }) =>
      context.expiresAt === null ? MAX_TIMER_MS : Math.min(MAX_TIMER_MS, Math.max(0, context.expiresAt - EXPIRY_MARGIN_MS - context.now)),
    backoff: ({ context }) => context.retryDelay,
  },
  actions: {
    /** Effects, given real implementations by src/ with machine.provide(). */
    persistToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    publishUser: (_, _params: { user: CurrentUser }) => {},
    forgetUser: () => {},
    navigateHome: () => {},
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
    // Past the expiry only the expiry timer matters: the time stops there (a finite graph too).
    backOff: assign(({ context }) => ({
      now:
        context.expiresAt === null
          ? context.now + context.retryDelay
          : Math.min(context.now + context.retryDelay, context.expiresAt - EXPIRY_MARGIN_MS),
      retryDelay: Math.min(MAX_RETRY_MS, context.retryDelay * 2),
    })),
    recordExpired: assign({ error: SESSION_EXPIRED }),
    setUser: assign((_, params: { user: CurrentUser }) => ({ user: params.user })),
    recordLoadError: assign((_, params: { error: unknown }) => ({
      error: params.error instanceof Error ? params.error.message : null,
    })),
    doneGoingHome: assign({ goHomeAfterLoad: false }),
  },
  guards: {
    hasToken: ({ context }) => isValidToken(context.token),
    loadsAtStart: ({ context }) => isValidToken(context.token) && !context.deferLoad,
    tokenIsValid: (_, params: { token: string }) => isValidToken(params.token),
    goesHomeAfterLoad: ({ context }) => context.goHomeAfterLoad,
    hasNoExpiry: ({ context }) => context.expiresAt === null,
    refreshIsDue: ({ context }) => context.expiresAt !== null && context.now >= context.expiresAt - REFRESH_BEFORE_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: isValidToken(input.token) ? input.token : null,
    user: null,
    deferLoad: input.deferLoad ?? false,
    goHomeAfterLoad: false,
    error: null,
    expiresAt: isValidToken(input.token) ? (input.expiresAt ?? null) : null,
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
      actions: ['clearSession', 'forgetToken', 'forgetUser', 'navigateToLogin'],
    },
  },
  states: {
    starting: {
      always: [{ guard: 'loadsAtStart', target: 'loadingUser' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        // A protected page opened after starting on the login route with a stored token.
        'session.restore': { guard: 'hasToken', target: 'loadingUser' },
      },
    },
    loadingUser: {
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
              'navigateHome',
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
          actions: [
            { type: 'recordLoadError', params: ({ event }) => ({ error: event.error }) },
            'clearSession',
            'forgetToken',
            'forgetUser',
            'navigateToLogin',
          ],
        },
      },
    },
    authenticated: {
      initial: 'scheduling',
      states: {
        /** Decides what the token needs: nothing (no `exp`), a refresh now, or a wait. */
        scheduling: {
          always: [
            { guard: 'hasNoExpiry', target: 'unscheduled' },
            { guard: 'refreshIsDue', target: 'renewing' },
            { target: 'fresh' },
          ],
        },
        /** The token has no readable expiry: it is never refreshed. */
        unscheduled: {},
        /** Waits until 5 minutes before the token expires. */
        fresh: {
          after: { refreshDue: { target: 'scheduling', reenter: true, actions: 'advanceToRefresh' } },
        },
        /** Refreshing, retrying with a growing backoff until it works or the token expires. */
        renewing: {
          initial: 'refreshing',
          after: {
            expiryDue: {
              target: '#session.loggedOut',
              actions: ['clearSession', 'recordExpired', 'forgetToken', 'forgetUser', 'navigateToLogin'],
            },
          },
          states: {
            refreshing: {
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: [
                  {
                    guard: { type: 'tokenIsValid', params: ({ event }) => ({ token: event.output.token }) },
                    target: '#session.authenticated.scheduling',
                    actions: [
                      { type: 'setToken', params: ({ event }) => event.output },
                      { type: 'persistToken', params: ({ event }) => ({ token: event.output.token }) },
                    ],
                  },
                  { target: 'waiting' },
                ],
                onError: { target: 'waiting' },
              },
            },
            waiting: {
              after: { backoff: { target: 'refreshing', actions: 'backOff' } },
            },
          },
        },
      },
      on: {
        'session.unauthorized': {
          target: 'loggedOut',
          actions: ['clearSession', 'forgetToken', 'forgetUser', 'navigateToLogin'],
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
    error: {},
  },
});

export type SessionMachine = typeof sessionMachine;

function tokenInfo(event: TokenInfo): TokenInfo {
  return { token: event.token, expiresAt: event.expiresAt, now: event.now };
}

/** The expiry and time a token brings; without a time, the machine's own is kept. */
function expiry(context: SessionContext, info: TokenInfo): Pick<SessionContext, 'expiresAt' | 'now'> {
  return { expiresAt: info.expiresAt ?? null, now: info.now ?? context.now };
}

function refreshWait(context: SessionContext): number {
  if (context.expiresAt === null) return MAX_TIMER_MS;
  return Math.min(MAX_TIMER_MS, Math.max(0, context.expiresAt - REFRESH_BEFORE_MS - context.now));
}
