import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session';
import { currentUserKey, getCurrentUser } from '../api/currentUser';
import type { TokenStorage } from './tokenStorage';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type SessionDeps = {
  api: AxiosInstance;
  queryClient: QueryClient;
  tokens: TokenStorage;
  /** Late-bound: the router is created after the session, which it carries in its context. */
  navigate: { home(): void; login(): void };
  /** The app started on the login route: show it at once, load the user only when needed. */
  deferLoad?: boolean;
};

/** Gives the session machine its real effects and returns the (not yet started) actor. */
export function createSession({ api, queryClient, tokens, navigate, deferLoad = false }: SessionDeps): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise(() => getCurrentUser(api)),
    },
    actions: {
      persistToken: (_, { token }) => tokens.write(token),
      forgetToken: () => tokens.clear(),
      publishUser: (_, { user }) => queryClient.setQueryData(currentUserKey, user),
      // Everything cached belonged to the person signing out.
      forgetUser: () => queryClient.clear(),
      navigateHome: () => navigate.home(),
      navigateToLogin: () => navigate.login(),
    },
  });
  return createActor(machine, { input: { token: tokens.read(), deferLoad } });
}
