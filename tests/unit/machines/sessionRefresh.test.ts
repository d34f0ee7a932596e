import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, SimulatedClock, transition } from 'xstate';
import {
  EXPIRY_MARGIN_MS,
  MAX_TIMER_MS,
  REFRESH_BEFORE_MS,
  sessionMachine,
  type SessionInput,
  type TokenInfo,
} from '../../../machines/session';
import { aUser } from '../fixtures';

const MIN = 60_000;
const HOUR = 60 * MIN;

type Deferred = { resolve(info: TokenInfo): void; reject(error: Error): void; token: string };

/** The session with a simulated clock and a refresh the test answers by hand. */
function start(input: SessionInput) {
  const clock = new SimulatedClock();
  const requests: Deferred[] = [];
  const effects = { persistToken: vi.fn<(token: string) => void>(), forgetToken: vi.fn(), forgetUser: vi.fn(), navigateToLogin: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise(async () => aUser),
      refreshToken: fromPromise<TokenInfo, { token: string }>(
        ({ input: { token } }) => new Promise((resolve, reject) => requests.push({ resolve, reject, token })),
      ),
    },
    actions: {
      persistToken: (_, { token }) => effects.persistToken(token),
      forgetToken: () => effects.forgetToken(),
      forgetUser: () => effects.forgetUser(),
      navigateToLogin: () => effects.navigateToLogin(),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, requests, effects };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts signed in at time 0 with a token expiring in an hour. */
async function signedIn(expiresAt = HOUR) {
  const session = start({ token: 'jwt-1', expiresAt, now: 0 });
  await flush();
  expect(session.actor.getSnapshot().matches({ authenticated: 'fresh' })).toBe(true);
  return session;
}

describe('session token refresh', () => {
  it('refreshes 5 minutes before the token expires, not earlier', async () => {
    const { actor, clock, requests } = await signedIn();
    clock.increment(HOUR - REFRESH_BEFORE_MS - 1);
    expect(requests).toHaveLength(0);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ authenticated: { renewing: 'refreshing' } })).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.token).toBe('jwt-1');
  });

  it('refreshes at once when the token is already within 5 minutes of expiring', async () => {
    const { actor, requests } = start({ token: 'jwt-1', expiresAt: 4 * MIN, now: 0 });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: { renewing: 'refreshing' } })).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('retries after 30 s, 60 s, 120 s while the token lasts', async () => {
    const { actor, clock, requests } = await signedIn();
    clock.increment(HOUR - REFRESH_BEFORE_MS);
    // 4 min 30 s are left before the token counts as expired: room for three retries.
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      requests.at(-1)!.reject(new Error('Network Error'));
      await flush();
      expect(actor.getSnapshot().matches({ authenticated: { renewing: 'waiting' } })).toBe(true);
      const wait = actor.getSnapshot().context.retryDelay;
      waits.push(wait);
      const before = requests.length;
      clock.increment(wait - 1);
      expect(requests).toHaveLength(before);
      clock.increment(1);
      expect(requests).toHaveLength(before + 1);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000]);
  });

  it('doubles the backoff up to 16 minutes and no further', () => {
    // The machine's own transitions, without a clock: each failed refresh waits, each wait retries.
    let [snapshot] = initialTransition(sessionMachine, { token: 'jwt-1', expiresAt: 100 * HOUR, now: 0 });
    snapshot = sessionMachine.resolveState({ value: { authenticated: { renewing: 'refreshing' } }, context: snapshot.context });
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      [snapshot] = transition(sessionMachine, snapshot, {
        type: 'xstate.error.actor.refreshToken',
        error: new Error('down'),
        actorId: 'refreshToken',
      } as never);
      expect(snapshot.matches({ authenticated: { renewing: 'waiting' } })).toBe(true);
      waits.push(snapshot.context.retryDelay);
      [snapshot] = transition(sessionMachine, snapshot, { type: 'xstate.after.backoff.session.authenticated.renewing.waiting' } as never);
      expect(snapshot.matches({ authenticated: { renewing: 'refreshing' } })).toBe(true);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000]);
  });

  it('keeps retrying past the expiry while no answer comes, and keeps the session', async () => {
    const { actor, clock, requests, effects } = await signedIn();
    clock.increment(HOUR - REFRESH_BEFORE_MS);
    // Offline for two hours: the token expires, the session stays, retries wait at most 16 min.
    for (let elapsed = 0; elapsed < 2 * HOUR;) {
      if (actor.getSnapshot().matches({ authenticated: { renewing: 'refreshing' } })) {
        requests.at(-1)!.reject(new Error('Network Error'));
        await flush();
      }
      const wait = actor.getSnapshot().context.retryDelay;
      expect(wait).toBeLessThanOrEqual(16 * MIN);
      clock.increment(wait);
      elapsed += wait;
    }
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(effects.forgetToken).not.toHaveBeenCalled();
    // The network is back: the next attempt works and the session goes on.
    requests.at(-1)!.resolve({ token: 'jwt-2', expiresAt: 4 * HOUR, issuedAt: 3 * HOUR, now: 3 * HOUR });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'fresh' })).toBe(true);
    expect(effects.persistToken).toHaveBeenCalledWith('jwt-2');
  });

  it("signs out with the server's code when the refresh is refused", async () => {
    const { actor, clock, requests, effects } = await signedIn();
    clock.increment(HOUR - REFRESH_BEFORE_MS);
    requests[0]!.reject(Object.assign(new Error('Phiên đăng nhập đã hết hạn'), { status: 401, code: 'user-token-expired' }));
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context.error).toEqual({ code: 'user-token-expired', message: 'Phiên đăng nhập đã hết hạn' });
    expect(snapshot.context.token).toBeNull();
    expect(effects.forgetToken).toHaveBeenCalled();
    expect(effects.forgetUser).toHaveBeenCalled();
    expect(effects.navigateToLogin).toHaveBeenCalled();
  });

  it('refreshes a short token halfway through its life, never in a loop', async () => {
    // A 2-minute token: 5 minutes before expiry has passed already; halfway is the rule.
    const { actor, clock, requests } = start({ token: 'jwt-1', issuedAt: 0, expiresAt: 2 * MIN, now: 0 });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'fresh' })).toBe(true);
    clock.increment(MIN - 1);
    expect(requests).toHaveLength(0);
    clock.increment(1);
    expect(requests).toHaveLength(1);
    requests[0]!.resolve({ token: 'jwt-2', issuedAt: MIN, expiresAt: 3 * MIN, now: MIN });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'fresh' })).toBe(true);
    clock.increment(MIN - 1);
    expect(requests).toHaveLength(1);
  });

  it('renews a stored token that counts as expired (30 s early) before loading the user', async () => {
    const { actor, requests, effects } = start({ token: 'jwt-old', expiresAt: HOUR, now: HOUR - EXPIRY_MARGIN_MS });
    expect(actor.getSnapshot().value).toBe('reviving');
    expect(requests[0]!.token).toBe('jwt-old');
    requests[0]!.resolve({ token: 'jwt-new', expiresAt: 2 * HOUR, now: HOUR });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'fresh' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('jwt-new');
    expect(effects.persistToken).toHaveBeenCalledWith('jwt-new');
  });

  it('loads the user directly with a token 31 s from expiry', () => {
    const { actor } = start({ token: 'jwt-1', expiresAt: HOUR, now: HOUR - EXPIRY_MARGIN_MS - 1000 });
    expect(actor.getSnapshot().value).not.toBe('reviving');
  });

  it('sends a stored expired token the server refuses to login, saying why', async () => {
    const { actor, requests, effects } = start({ token: 'jwt-old', expiresAt: HOUR, now: 2 * HOUR });
    requests[0]!.reject(Object.assign(new Error('Tài khoản đã bị khoá'), { status: 401, code: 'user-disabled' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'user-disabled', message: 'Tài khoản đã bị khoá' });
    expect(effects.forgetToken).toHaveBeenCalled();
  });

  it('opens offline with a stored expired token and keeps trying to renew it', async () => {
    const { actor, clock, requests } = start({ token: 'jwt-old', expiresAt: HOUR, now: 2 * HOUR });
    requests[0]!.reject(new Error('Network Error'));
    await flush();
    // The load ran (the app's loadUser serves the cached user offline); the refresh is overdue.
    expect(actor.getSnapshot().matches({ authenticated: { renewing: 'refreshing' } })).toBe(true);
    requests[1]!.reject(new Error('Network Error'));
    await flush();
    clock.increment(30_000);
    expect(requests).toHaveLength(3);
  });

  it('renews at once when a call finds the token expired, and ignores the echoes meanwhile', async () => {
    const { actor, requests } = await signedIn();
    actor.send({ type: 'session.unauthorized', code: 'user-token-expired' });
    expect(actor.getSnapshot().matches({ authenticated: { renewing: 'refreshing' } })).toBe(true);
    actor.send({ type: 'session.unauthorized', code: 'user-token-expired' });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().matches({ authenticated: { renewing: 'refreshing' } })).toBe(true);
    // Any other 401 still ends the session at once.
    actor.send({ type: 'session.unauthorized', code: 'user-disabled', message: 'Tài khoản đã bị khoá' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.error?.code).toBe('user-disabled');
  });

  it('after a successful refresh, schedules the next one from the new token', async () => {
    const { actor, clock, requests, effects } = await signedIn();
    clock.increment(HOUR - REFRESH_BEFORE_MS);
    requests[0]!.resolve({ token: 'jwt-2', expiresAt: 2 * HOUR, now: HOUR - REFRESH_BEFORE_MS });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ authenticated: 'fresh' })).toBe(true);
    expect(snapshot.context.token).toBe('jwt-2');
    expect(effects.persistToken).toHaveBeenCalledWith('jwt-2');
    clock.increment(HOUR - 1);
    expect(requests).toHaveLength(1);
    clock.increment(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.token).toBe('jwt-2');
  });

  it('a success after failures starts the backoff again from 30 s', async () => {
    const { actor, clock, requests } = await signedIn();
    clock.increment(HOUR - REFRESH_BEFORE_MS);
    requests[0]!.reject(new Error('Network Error'));
    await flush();
    clock.increment(30_000);
    requests[1]!.resolve({ token: 'jwt-2', expiresAt: 2 * HOUR, now: HOUR - REFRESH_BEFORE_MS + 30_000 });
    await flush();
    expect(actor.getSnapshot().context.retryDelay).toBe(30_000);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("takes another tab's token without a request and reschedules from it", async () => {
    const { actor, clock, requests, effects } = await signedIn();
    clock.increment(30 * MIN);
    actor.send({ type: 'session.tokenRefreshed', token: 'jwt-other', expiresAt: 3 * HOUR, now: 30 * MIN });
    expect(actor.getSnapshot().context.token).toBe('jwt-other');
    expect(effects.persistToken).toHaveBeenCalledWith('jwt-other');
    // The old schedule (55 min) is gone; the new one is 3 h − 5 min.
    clock.increment(HOUR);
    expect(requests).toHaveLength(0);
    clock.increment(3 * HOUR - REFRESH_BEFORE_MS - 30 * MIN - HOUR - 1);
    expect(requests).toHaveLength(0);
    clock.increment(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.token).toBe('jwt-other');
  });

  it("another tab's token during retries stops them and keeps the session", async () => {
    const { actor, clock, requests } = await signedIn();
    clock.increment(HOUR - REFRESH_BEFORE_MS);
    requests[0]!.reject(new Error('Network Error'));
    await flush();
    actor.send({ type: 'session.tokenRefreshed', token: 'jwt-other', expiresAt: 2 * HOUR, now: HOUR - REFRESH_BEFORE_MS });
    expect(actor.getSnapshot().matches({ authenticated: 'fresh' })).toBe(true);
    clock.increment(REFRESH_BEFORE_MS);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('never schedules a refresh for a token without exp', async () => {
    const { actor, clock, requests } = start({ token: 'jwt-1' });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'unscheduled' })).toBe(true);
    clock.increment(1000 * HOUR);
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('waits in steps when the expiry is further away than a timer can wait', async () => {
    const { actor, clock, requests } = await signedIn(40 * 24 * HOUR);
    // A timer waits at most 2^31 − 1 ms (about 24.8 days): the first one only moves the time on.
    clock.increment(MAX_TIMER_MS);
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().matches({ authenticated: 'fresh' })).toBe(true);
    clock.increment(40 * 24 * HOUR - REFRESH_BEFORE_MS - MAX_TIMER_MS - 1);
    expect(requests).toHaveLength(0);
    clock.increment(1);
    expect(requests).toHaveLength(1);
  });
});
