import { isStaffRole } from '../contract/roles';
import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { bindUnauthorized, createApiClient } from './api/client';
import { revokeSession } from './api/auth';
import { ApiError } from './api/errors';
import { browserTimeoutMs } from './api/timeouts';
import { KEPT_QUERIES_MAX_AGE } from './lib/queryPersistence';
import type { Inspect } from './devtools/inspect';
import { createLiveFollowing, type LiveFollowing } from './live/liveFollowing';
import { createLanguageSetting, type LanguageSetting } from './i18n/languageSetting';
import type { LocaleStorage } from './i18n/localeStorage';
import { browserPwaEnvironment, createPwa, type PwaServices } from './pwa/createPwa';
import { createAppRouter, type AppRouter } from './router';
import type { RouterContext } from './routerContext';
import { createSession, followOtherTabs } from './session/createSession';
import { createSessionRevoker } from './session/sessionRevoker';
import type { TokenStorage } from './session/tokenStorage';
import type { UserCache } from './session/userCache';

export type AppContext = RouterContext & { router: AppRouter; language: LanguageSetting; pwa: PwaServices; live: LiveFollowing };

/**
 * Creates the app's long-lived objects once, outside React (StrictMode runs effects twice):
 * the axios client, the session actor (given to the client for 401s), the query cache, the router
 * the language setting (which starts loading the device's language at once), whether live events
 * are followed yet, and the PWA and build-update actors (main.tsx starts them; component tests pass their own or leave them idle).
 */
export function createAppContext({
  tokens,
  locales,
  baseURL,
  startPath,
  history,
  inspect,
  pwa = createPwa(browserPwaEnvironment(), { inspect }),
  userCache,
  revocations,
  live = createLiveFollowing(),
}: {
  tokens: TokenStorage;
  /** Where tokens of sessions logged out offline wait to be ended on the server (src/session/sessionRevoker.ts). */
  revocations?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The last loaded user, so an installed app opens offline (src/session/userCache.ts). */
  userCache?: UserCache;
  locales: LocaleStorage;
  baseURL: string;
  startPath: string;
  history?: RouterHistory;
  /**
   * The Stately inspector in development (`?inspect`, src/devtools/inspect.ts). Every
   * `createActor(...)` of an app actor takes it as `{ inspect }`: the session's below, the PWA and
   * build-update actors' in createPwa. Invoked children are covered by their parent.
   */
  inspect?: Inspect;
  pwa?: PwaServices;
  /** Whether live events are followed yet (main.tsx's live start settles it; component tests start settled). */
  live?: LiveFollowing;
}): AppContext {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // As long as the device keeps a copy (src/lib/queryPersistence.ts): a list left for a
        // while must still be in the cache when it is saved, to be shown offline later.
        gcTime: KEPT_QUERIES_MAX_AGE,
        // A 4xx will not change by asking again; network trouble might.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status !== null && error.status < 500),
      },
      // Offline, TanStack Query would pause a mutation and leave its button spinning; failing at
      // once lets the form say "no network" (components/form/serverErrors.ts) and the person retry.
      mutations: { networkMode: 'always' },
    },
  });
  const language = createLanguageSetting({ storage: locales });
  const api = createApiClient({ baseURL, getToken: tokens.read, getLocale: language.current, getTimeoutMs: browserTimeoutMs });
  // The router needs the session in its context, and the session navigates with the router.
  let router: AppRouter | undefined;
  const revoker = revocations ? createSessionRevoker({ storage: revocations, send: (token) => revokeSession(api, token) }) : undefined;
  const session = createSession({
    revoker,
    api,
    queryClient,
    tokens,
    userCache,
    inspect,
    deferLoad: startPath === '/auth/login',
    navigate: {
      // Staff sign in to work: they land in the console, the customer app one link away.
      home: (user) => void router?.navigate({ to: isStaffRole(user.role) ? '/staff' : '/' }),
      login: () => void router?.navigate({ to: '/auth/login' }),
    },
  });
  bindUnauthorized(api, (reason) => session.send({ type: 'session.unauthorized', ...reason }));
  if (typeof window !== 'undefined') followOtherTabs(session);
  if (revoker && typeof window !== 'undefined') {
    window.addEventListener('online', () => void revoker.retry());
    void revoker.retry();
  }
  language.follow(session);
  router = createAppRouter({ session, queryClient, api }, history);
  return { session, queryClient, api, router, language, pwa, live };
}
