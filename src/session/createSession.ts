import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session';
import { currentUserKey, getCurrentUser } from '../api/currentUser';
import { ApiError } from '../api/errors';
import type { Inspect } from '../devtools/inspect';
import type { TokenStorage } from './tokenStorage';
import type { UserCache } from './userCache';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type SessionDeps = {
  api: AxiosInstance;
  queryClient: QueryClient;
  tokens: TokenStorage;
  /** Late-bound: the router is created after the session, which it carries in its context. */
  navigate: { home(): void; login(): void };
  /** The app started on the login route: show it at once, load the user only when needed. */
  deferLoad?: boolean;
  /** Where the last loaded user is kept; without it an offline start cannot sign in. */
  userCache?: UserCache;
  /** The Stately inspector in development (`?inspect`), see src/devtools/inspect.ts. */
  inspect?: Inspect;
};

/** Gives the session machine its real effects and returns the (not yet started) actor. */
export function createSession({ api, queryClient, tokens, navigate, deferLoad = false, inspect, userCache }: SessionDeps): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise(async () => {
        try {
          return await getCurrentUser(api);
        } catch (error) {
          // No answer at all (offline, server unreachable) says nothing about the token: open with
          // the user last loaded on this device. Any answer from the server still decides.
          const cached = error instanceof ApiError && error.status === null ? userCache?.read() : null;
          if (cached) return cached;
          throw error;
        }
      }),
    },
    actions: {
      persistToken: (_, { token }) => tokens.write(token),
      forgetToken: () => tokens.clear(),
      publishUser: (_, { user }) => {
        queryClient.setQueryData(currentUserKey, user);
        userCache?.write(user);
      },
      // Everything cached belonged to the person signing out.
      forgetUser: () => {
        queryClient.clear();
        userCache?.clear();
      },
      navigateHome: () => navigate.home(),
      navigateToLogin: () => navigate.login(),
    },
  });
  return createActor(machine, { input: { token: tokens.read(), deferLoad }, inspect });
}
