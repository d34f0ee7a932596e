import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../../machines/session';
import { createApiClient } from '../../../src/api/client';
import { activateDefaultLocale } from '../../../src/i18n';
import { createSession, followOtherTabs, REFRESH_LOCK } from '../../../src/session/createSession';
import { TOKEN_KEY } from '../../../src/session/tokenStorage';
import { stubAdapter } from '../api/stubAdapter';
import { aUser } from '../fixtures';

activateDefaultLocale();

const NOW = 1_800_000_000_000;
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT expiring `inMs` after NOW. */
const jwt = (name: string, inMs: number) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: name, exp: (NOW + inMs) / 1000 })}.sig`;

/** A lock manager that runs callbacks one at a time and records the lock names. */
function fakeLocks() {
  const names: string[] = [];
  let queue = Promise.resolve<unknown>(undefined);
  const request = ((name: string, callback: () => Promise<unknown>) => {
    names.push(name);
    const run = queue.then(callback);
    queue = run.catch(() => undefined);
    return run;
  }) as unknown as LockManager['request'];
  return { request, names };
}

/** The wired session, starting with a token that is due for a refresh (4 minutes left). */
function wire({ stored, refreshed, beforeRefresh }: { stored: string; refreshed: string; beforeRefresh?: () => void }) {
  const tokens = {
    value: stored as string | null,
    read: () => tokens.value,
    write: (t: string) => void (tokens.value = t),
    clear: () => void (tokens.value = null),
  };
  const api = createApiClient({ baseURL: '/api', getToken: tokens.read });
  const stub = stubAdapter((config) => {
    if (config.url === '/CurrentUser') {
      beforeRefresh?.();
      return { status: 200, data: aUser };
    }
    if (config.url === '/auth/refresh' && config.method === 'post') return { status: 200, data: { token: refreshed } };
    return { status: 404, data: { message: 'no', code: 'not-found' } };
  });
  api.defaults.adapter = stub.adapter;
  const locks = fakeLocks();
  const session = createSession({
    api,
    queryClient: new QueryClient(),
    tokens,
    navigate: { home: vi.fn(), login: vi.fn() },
    now: () => NOW,
    locks,
  });
  session.start();
  return { session, tokens, seen: stub.seen, locks };
}

describe('the wired token refresh', () => {
  it('posts /auth/refresh with the bearer token under the cross-tab lock and stores the answer', async () => {
    const old = jwt('old', 4 * 60_000);
    const fresh = jwt('fresh', 60 * 60_000);
    const { session, tokens, seen, locks } = wire({ stored: old, refreshed: fresh });
    const snapshot = await waitFor(session, (s) => s.matches({ authenticated: 'fresh' }));
    const refresh = seen.find((c) => c.url === '/auth/refresh');
    expect(refresh?.headers.get('Authorization')).toBe(`Bearer ${old}`);
    expect(locks.names).toEqual([REFRESH_LOCK]);
    expect(tokens.value).toBe(fresh);
    expect(snapshot.context.token).toBe(fresh);
    expect(snapshot.context.expiresAt).toBe(NOW + 60 * 60_000);
    session.stop();
  });

  it('takes a newer token another tab already stored instead of asking the server', async () => {
    const old = jwt('old', 4 * 60_000);
    const otherTab = jwt('other', 50 * 60_000);
    let tokensRef: { value: string | null } | undefined;
    const wired = wire({ stored: old, refreshed: jwt('unused', 60 * 60_000), beforeRefresh: () => void (tokensRef!.value = otherTab) });
    tokensRef = wired.tokens;
    const snapshot = await waitFor(wired.session, (s) => s.matches({ authenticated: 'fresh' }));
    expect(wired.seen.some((c) => c.url === '/auth/refresh')).toBe(false);
    expect(snapshot.context.token).toBe(otherTab);
    wired.session.stop();
  });

  it('starts the machine with the stored token’s expiry and the given time', () => {
    const token = jwt('a', 60 * 60_000);
    const { session } = wire({ stored: token, refreshed: token });
    expect(session.getSnapshot().context).toMatchObject({ expiresAt: NOW + 60 * 60_000, now: NOW });
    session.stop();
  });
});

describe('following other tabs', () => {
  function signedIn() {
    const machine = sessionMachine.provide({ actors: { loadUser: fromPromise(async () => aUser) } });
    return createActor(machine, { input: { token: 'jwt-1' } }).start();
  }

  function fakeWindow() {
    const target = new EventTarget();
    const fire = (key: string | null, newValue: string | null) =>
      target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    return { target: target as unknown as Window, fire };
  }

  it('takes a token another tab stored, with its expiry, without a request', async () => {
    const session = signedIn();
    await waitFor(session, (s) => s.matches('authenticated'));
    const { target, fire } = fakeWindow();
    const stop = followOtherTabs(session, target, () => NOW);
    const token = jwt('other', 60 * 60_000);
    fire(TOKEN_KEY, token);
    expect(session.getSnapshot().context).toMatchObject({ token, expiresAt: NOW + 60 * 60_000, now: NOW });
    expect(session.getSnapshot().matches({ authenticated: 'fresh' })).toBe(true);
    fire('language', 'en');
    expect(session.getSnapshot().context.token).toBe(token);
    stop();
    session.stop();
  });

  it('signs out when another tab removed the token', async () => {
    const session = signedIn();
    await waitFor(session, (s) => s.matches('authenticated'));
    const { target, fire } = fakeWindow();
    followOtherTabs(session, target, () => NOW);
    fire(TOKEN_KEY, null);
    expect(session.getSnapshot().value).toBe('loggedOut');
    session.stop();
  });
});
