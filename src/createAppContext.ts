import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { bindUnauthorized, createApiClient } from './api/client';
import { ApiError } from './api/errors';
import { createAppRouter, type AppRouter } from './router';
import type { RouterContext } from './routerContext';
import { createSession } from './session/createSession';
import type { TokenStorage } from './session/tokenStorage';

export type AppContext = RouterContext & { router: AppRouter };

/**
 * Creates the app's long-lived objects once, outside React (StrictMode runs effects twice):
 * the axios client, the session actor (given to the client for 401s), the query cache and the router.
 */
export function createAppContext({
  tokens,
  baseURL,
  startPath,
  history,
}: {
  tokens: TokenStorage;
  baseURL: string;
  startPath: string;
  history?: RouterHistory;
}): AppContext {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network trouble might.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status !== null && error.status < 500),
      },
    },
  });
  const api = createApiClient({ baseURL, getToken: tokens.read });
  // The router needs the session in its context, and the session navigates with the router.
  let router: AppRouter | undefined;
  const session = createSession({
    api,
    queryClient,
    tokens,
    deferLoad: startPath === '/auth/login',
    navigate: {
      home: () => void router?.navigate({ to: '/' }),
      login: () => void router?.navigate({ to: '/auth/login' }),
    },
  });
  bindUnauthorized(api, () => session.send({ type: 'session.unauthorized' }));
  router = createAppRouter({ session, queryClient, api }, history);
  return { session, queryClient, api, router };
}
