import { apiPaths } from '../../contract/paths';
import { API_BASE_URL } from '../api/baseUrl';
import { localTokenStorage } from './tokenStorage';

type EarlyRequest = { token: string; body: Promise<unknown> };

let pending: EarlyRequest | undefined;

/**
 * Asks for the signed-in person as soon as the page's shell is painted (src/boot.ts), while the
 * app's scripts are still downloading: a start with a stored token then waits for the slower of
 * the two instead of for one after the other (about a round trip less before the first page).
 *
 * Only a success is ever used (takeEarlyUser). Anything else — a 401, an error, no network —
 * is left for the session's own request through axios to meet again, so sign-out on a 401,
 * translated errors and the offline start behave exactly as without this head start.
 */
export function requestUserEarly(baseURL: string, token: string, fetchFn: typeof fetch = fetch): void {
  const body = fetchFn(`${baseURL}${apiPaths.currentUser}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  pending = { token, body };
}

/**
 * The early answer for `token`, once: undefined when none was asked for, it was asked with
 * another token (the session has renewed or replaced it since), or it did not succeed. The
 * caller still validates it, as any answer.
 */
export async function takeEarlyUser(token: string): Promise<unknown> {
  const request = pending;
  pending = undefined;
  if (!request || request.token !== token) return undefined;
  return request.body;
}

/**
 * The head start itself, for src/boot.ts: with a stored token, ask at once. Not on the login
 * page, where the session does not load the user at start (createAppContext's `deferLoad`).
 */
export function requestStoredUserEarly(win: Window = window): void {
  if (win.location.pathname === '/auth/login') return;
  const token = localTokenStorage(win.localStorage).read();
  if (token) requestUserEarly(API_BASE_URL, token, win.fetch.bind(win));
}
