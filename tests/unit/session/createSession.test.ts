import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { bindUnauthorized, createApiClient } from '../../../src/api/client';
import { currentUserKey } from '../../../src/api/currentUser';
import { activateDefaultLocale } from '../../../src/i18n';
import { createSession } from '../../../src/session/createSession';
import { readEarly, takeEarlyRead } from '../../../src/api/earlyReads';
import type { TokenStorage } from '../../../src/session/tokenStorage';
import type { CurrentUser } from '../../../contract/user';
import { stubAdapter, type StubAnswer } from '../api/stubAdapter';
import { aUser } from '../fixtures';

activateDefaultLocale();

function memoryTokens(initial: string | null = null): TokenStorage & { value: string | null } {
  const tokens = {
    value: initial,
    read: () => tokens.value,
    write: (t: string) => void (tokens.value = t),
    clear: () => void (tokens.value = null),
  };
  return tokens;
}

/** The real session wiring over a stubbed network: what src/createAppContext.ts builds. */
function wire(initialToken: string | null, currentUserStatus = 200) {
  const tokens = memoryTokens(initialToken);
  const api = createApiClient({ baseURL: '/api', getToken: tokens.read });
  const stub = stubAdapter((config) =>
    config.url === '/CurrentUser'
      ? currentUserStatus === 200
        ? { status: 200, data: { ...aUser, passwordHash: 'never shown' } }
        : { status: currentUserStatus, data: { message: 'Phiên đăng nhập không hợp lệ', code: 'unauthorized' } }
      : { status: 401, data: { message: 'Vui lòng đăng nhập lại', code: 'unauthorized' } },
  );
  api.defaults.adapter = stub.adapter;
  const queryClient = new QueryClient();
  const navigate = { home: vi.fn(), login: vi.fn() };
  const session = createSession({ api, queryClient, tokens, navigate });
  bindUnauthorized(api, () => session.send({ type: 'session.unauthorized' }));
  session.start();
  const settled = () => waitFor(session, (s) => !s.matches('starting') && !s.matches('loadingUser'));
  return { session, tokens, queryClient, navigate, api, seen: stub.seen, settled };
}

describe('the wired session', () => {
  it('loads GET /CurrentUser with the stored token and shares the user under current-user', async () => {
    const { settled, queryClient, seen } = wire('jwt-1');
    expect((await settled()).value).toEqual({ authenticated: 'unscheduled' });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(queryClient.getQueryData(currentUserKey)).toEqual(aUser);
  });

  it('rejects an answer that is not a user, clearing the token', async () => {
    const { settled, tokens, navigate } = wire('jwt-1', 500);
    expect((await settled()).value).toBe('error');
    expect(tokens.value).toBeNull();
    expect(navigate.login).toHaveBeenCalledTimes(1);
  });

  it('stores a login token under the session and goes home once the user is loaded', async () => {
    const { session, settled, tokens, navigate } = wire(null);
    session.send({ type: 'session.login', token: 'jwt-new' });
    expect(tokens.value).toBe('jwt-new');
    expect((await settled()).value).toEqual({ authenticated: 'unscheduled' });
    expect(navigate.home).toHaveBeenCalledTimes(1);
  });

  it('turns a burst of 401s from any call into one sign-out', async () => {
    const { session, settled, tokens, queryClient, navigate, api } = wire('jwt-1');
    await settled();
    await Promise.allSettled([api.get('/Wallet'), api.get('/Notification'), api.get('/OrderOrdering')]);
    expect(session.getSnapshot().value).toBe('loggedOut');
    expect(tokens.value).toBeNull();
    expect(queryClient.getQueryData(currentUserKey)).toBeUndefined();
    expect(navigate.login).toHaveBeenCalledTimes(1);
  });
});

describe('the head start src/boot.ts gives the first request', () => {
  /** A fetch answering `status` with `data` as JSON, recording what it was asked. */
  function fetchAnswering(status: number, data: unknown) {
    return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } }));
  }

  it('opens with the early answer for the stored token and asks no more', async () => {
    const early = fetchAnswering(200, aUser);
    readEarly('/api/CurrentUser', 'jwt-1', early);
    const { settled, seen, queryClient } = wire('jwt-1');
    expect((await settled()).value).toEqual({ authenticated: 'unscheduled' });
    expect(early).toHaveBeenCalledWith(
      '/api/CurrentUser',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer jwt-1' }) }),
    );
    expect(seen.filter((config) => config.url === '/CurrentUser')).toHaveLength(0);
    expect(queryClient.getQueryData(currentUserKey)).toEqual(aUser);
    // Used once: a later load (after another login, say) asks the server.
    expect(await takeEarlyRead('/api/CurrentUser', 'jwt-1')).toBeUndefined();
  });

  it('asks again through axios when the early answer was a 401, so the person is still signed out', async () => {
    readEarly('/api/CurrentUser', 'jwt-1', fetchAnswering(401, { message: 'Phiên đăng nhập không hợp lệ', code: 'unauthorized' }));
    const { settled, seen, tokens, navigate } = wire('jwt-1', 401);
    expect((await settled()).value).toBe('error');
    expect(seen.filter((config) => config.url === '/CurrentUser')).toHaveLength(1);
    expect(tokens.value).toBeNull();
    expect(navigate.login).toHaveBeenCalledTimes(1);
  });

  it('asks again when the early request found no network, or answered something that is not a user', async () => {
    readEarly(
      '/api/CurrentUser',
      'jwt-1',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = wire('jwt-1');
    expect((await offline.settled()).context.user).toEqual(aUser);
    expect(offline.seen.filter((config) => config.url === '/CurrentUser')).toHaveLength(1);

    readEarly('/api/CurrentUser', 'jwt-1', fetchAnswering(200, { hello: 'not a user' }));
    const odd = wire('jwt-1');
    expect((await odd.settled()).context.user).toEqual(aUser);
    expect(odd.seen.filter((config) => config.url === '/CurrentUser')).toHaveLength(1);
  });

  it('ignores an early answer asked with another token', async () => {
    readEarly('/api/CurrentUser', 'jwt-old', fetchAnswering(200, { ...aUser, fullName: 'Người khác' }));
    const { settled, seen, queryClient } = wire('jwt-1');
    await settled();
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(queryClient.getQueryData(currentUserKey)).toEqual(aUser);
  });
});

describe('an offline start', () => {
  function memoryUserCache(initial: CurrentUser | null) {
    const cache = {
      value: initial,
      read: () => cache.value,
      write: (u: CurrentUser) => void (cache.value = u),
      clear: () => void (cache.value = null),
    };
    return cache;
  }

  function wireOffline(cached: CurrentUser | null, answer: StubAnswer) {
    const tokens = {
      value: 'jwt-1' as string | null,
      read: () => tokens.value,
      write: (t: string) => void (tokens.value = t),
      clear: () => void (tokens.value = null),
    };
    const api = createApiClient({ baseURL: '/api', getToken: tokens.read });
    api.defaults.adapter = stubAdapter(() => answer).adapter;
    const userCache = memoryUserCache(cached);
    const session = createSession({ api, queryClient: new QueryClient(), tokens, userCache, navigate: { home: vi.fn(), login: vi.fn() } });
    session.start();
    return { session, tokens, userCache, settled: () => waitFor(session, (s) => !s.matches('starting') && !s.matches('loadingUser')) };
  }

  it('opens with the user last loaded on this device when the server cannot be reached', async () => {
    const { settled, tokens } = wireOffline(aUser, 'network-error');
    const snapshot = await settled();
    expect(snapshot.value).toEqual({ authenticated: 'unscheduled' });
    expect(snapshot.context.user).toEqual(aUser);
    expect(tokens.value).toBe('jwt-1');
  });

  it('still signs out when the server answers that the token is no good', async () => {
    const { settled, tokens, userCache } = wireOffline(aUser, {
      status: 401,
      data: { message: 'Phiên đăng nhập đã hết hạn', code: 'user-token-expired' },
    });
    expect((await settled()).value).toBe('error');
    expect(tokens.value).toBeNull();
    expect(userCache.value).toBeNull();
  });

  it('cannot open signed in without a user kept on the device', async () => {
    const { settled } = wireOffline(null, 'network-error');
    expect((await settled()).value).toBe('error');
  });
});
