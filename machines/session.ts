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
 */

export type SessionInput = {
  /** The stored token, if any: the caller reads storage, the machine never does. */
  token: string | null;
  /** True when the app starts on the login route: show it at once instead of loading the user. */
  deferLoad?: boolean;
};

export type SessionContext = {
  token: string | null;
  user: CurrentUser | null;
  deferLoad: boolean;
  /** After a login the app goes home once the user has loaded; after a reload it stays put. */
  goHomeAfterLoad: boolean;
  /** Why the last load failed (already translated by the API client), for the login page. */
  error: string | null;
};

export type SessionEvent =
  | { type: 'session.login'; token: string }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.restore' }
  | { type: 'session.userUpdated'; user: CurrentUser }
  /** A new token for the same person (after a password change, later a refresh): keep going. */
  | { type: 'session.tokenRefreshed'; token: string };

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
    acceptToken: assign((_, params: { token: string }) => ({
      token: params.token,
      user: null,
      goHomeAfterLoad: true,
      error: null,
    })),
    setToken: assign((_, params: { token: string }) => ({ token: params.token })),
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
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: isValidToken(input.token) ? input.token : null,
    user: null,
    deferLoad: input.deferLoad ?? false,
    goHomeAfterLoad: false,
    error: null,
  }),
  initial: 'starting',
  // Login and logout are accepted wherever the session is: a person may log in again as someone
  // else, and logging out with a token that was never loaded must still forget it.
  on: {
    'session.login': {
      guard: { type: 'tokenIsValid', params: ({ event }) => ({ token: event.token }) },
      target: '.loadingUser',
      actions: [
        { type: 'acceptToken', params: ({ event }) => ({ token: event.token }) },
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
      on: {
        'session.unauthorized': {
          target: 'loggedOut',
          actions: ['clearSession', 'forgetToken', 'forgetUser', 'navigateToLogin'],
        },
        'session.tokenRefreshed': {
          guard: { type: 'tokenIsValid', params: ({ event }) => ({ token: event.token }) },
          actions: [
            { type: 'setToken', params: ({ event }) => ({ token: event.token }) },
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
