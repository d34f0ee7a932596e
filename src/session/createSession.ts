import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { apiPaths } from '../../contract/paths';
import { currentUserSchema, type CurrentUser } from '../../contract/user';
import { isValidToken, sessionMachine, type TokenInfo } from '../../machines/session';
import { refreshToken } from '../api/auth';
import { currentUserKey, getCurrentUser } from '../api/currentUser';
import { takeEarlyRead } from '../api/earlyReads';
import { ApiError } from '../api/errors';
import type { Inspect } from '../devtools/inspect';
import { forgetAccountDrafts } from '../lib/accountDraft';
import { tokenExpiresAt, tokenInfo } from './jwt';
import { TOKEN_KEY, type TokenStorage } from './tokenStorage';
import type { SessionRevoker } from './sessionRevoker';
import type { UserCache } from './userCache';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export type SessionDeps = {
  api: AxiosInstance;
  queryClient: QueryClient;
  tokens: TokenStorage;
  /** Late-bound: the router is created after the session, which it carries in its context. */
  navigate: { home(user: CurrentUser): void; login(): void };
  /** The app started on the login route: show it at once, load the user only when needed. */
  deferLoad?: boolean;
  /** Where the last loaded user is kept; without it an offline start cannot sign in. */
  userCache?: UserCache;
  /** The Stately inspector in development (`?inspect`), see src/devtools/inspect.ts. */
  inspect?: Inspect;
  /** The clock (ms): the machine never reads one, so its times come from here. */
  now?: () => number;
  /** Ends a logged-out session on the server, now or when the connection returns. */
  revoker?: SessionRevoker;
  /** Cross-tab mutual exclusion for the refresh (`navigator.locks` in browsers that have it). */
  locks?: Pick<LockManager, 'request'>;
};

/** Held while a tab refreshes, so several tabs do not all refresh the same token at once. */
export const REFRESH_LOCK = 'muaho-token-refresh';

const browserLocks = (): Pick<LockManager, 'request'> | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;

/** Gives the session machine its real effects and returns the (not yet started) actor. */
export function createSession({
  api,
  queryClient,
  tokens,
  navigate,
  deferLoad = false,
  inspect,
  userCache,
  now = Date.now,
  locks = browserLocks(),
  revoker,
}: SessionDeps): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise<CurrentUser, { token: string }>(async ({ input }) => {
        try {
          // The answer the page's shell asked for while the scripts downloaded (src/api/earlyReads.ts),
          // when it succeeded; anything that is not a user leaves the request to go out as usual.
          const early = currentUserSchema.safeParse(await takeEarlyRead(api.getUri({ url: apiPaths.currentUser }), input.token));
          if (early.success) return early.data;
          return await getCurrentUser(api);
        } catch (error) {
          // No answer at all (offline, server unreachable) says nothing about the token: open with
          // the user last loaded on this device. Any answer from the server still decides.
          const cached = error instanceof ApiError && error.status === null ? userCache?.read() : null;
          if (cached) return cached;
          throw error;
        }
      }),
      refreshToken: fromPromise<TokenInfo, { token: string }>(async ({ input }) => {
        const refresh = async (): Promise<TokenInfo> => {
          // Another tab may have refreshed while this one waited for the lock: take its token.
          const stored = tokens.read();
          if (isValidToken(stored) && stored !== input.token) {
            const storedExpiry = tokenExpiresAt(stored);
            const ownExpiry = tokenExpiresAt(input.token);
            if (storedExpiry === null || ownExpiry === null || storedExpiry >= ownExpiry) return tokenInfo(stored, now());
          }
          const { token } = await refreshToken(api);
          return tokenInfo(token, now());
        };
        return locks ? locks.request(REFRESH_LOCK, refresh) : refresh();
      }),
    },
    actions: {
      persistToken: (_, { token }) => tokens.write(token),
      forgetToken: () => tokens.clear(),
      revokeSession: (_, { token }) => {
        if (token) void revoker?.revoke(token);
      },
      publishUser: (_, { user }) => {
        queryClient.setQueryData(currentUserKey, user);
        userCache?.write(user);
      },
      // Everything cached belonged to the person signing out.
      forgetUser: () => {
        queryClient.clear();
        userCache?.clear();
        forgetAccountDrafts();
      },
      navigateHome: (_, { user }) => navigate.home(user),
      navigateToLogin: () => navigate.login(),
    },
  });
  const token = tokens.read();
  const { expiresAt, issuedAt } = tokenInfo(token ?? '');
  return createActor(machine, { input: { token, deferLoad, expiresAt, issuedAt, now: now() }, inspect });
}

/**
 * Keeps this tab's session in step with the others: a token another tab stored (a refresh, a
 * password change) is taken without a request; a token another tab removed signs this one out.
 * Returns the function that stops listening.
 */
export function followOtherTabs(
  session: SessionActor,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  now: () => number = Date.now,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const snapshot = session.getSnapshot();
    if (isValidToken(event.newValue) && event.key === TOKEN_KEY) {
      session.send({ type: 'session.tokenRefreshed', ...tokenInfo(event.newValue, now()) });
    } else if (snapshot.hasTag('signedIn') || snapshot.hasTag('signingIn')) {
      session.send({ type: 'session.logout' });
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
