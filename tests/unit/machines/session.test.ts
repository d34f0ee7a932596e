import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CurrentUser } from '../../../contract/user';
import { isValidToken, sessionMachine, type SessionInput } from '../../../machines/session';
import { aUser } from '../fixtures';

type Load = (token: string) => Promise<CurrentUser>;

function start(input: SessionInput, load: Load = async () => aUser) {
  const effects = {
    persistToken: vi.fn<(token: string) => void>(),
    forgetToken: vi.fn(),
    publishUser: vi.fn<(user: CurrentUser) => void>(),
    forgetUser: vi.fn(),
    navigateHome: vi.fn(),
    navigateToLogin: vi.fn(),
    loadUser: vi.fn(load),
  };
  const machine = sessionMachine.provide({
    actors: { loadUser: fromPromise(({ input }) => effects.loadUser(input.token)) },
    actions: {
      persistToken: (_, { token }) => effects.persistToken(token),
      forgetToken: () => effects.forgetToken(),
      publishUser: (_, { user }) => effects.publishUser(user),
      forgetUser: () => effects.forgetUser(),
      navigateHome: () => effects.navigateHome(),
      navigateToLogin: () => effects.navigateToLogin(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.matches('starting') && !s.matches('loadingUser'));

describe('a token', () => {
  it('is valid only when present and not empty', () => {
    expect(isValidToken('abc')).toBe(true);
    expect(isValidToken('')).toBe(false);
    expect(isValidToken('   ')).toBe(false);
    expect(isValidToken(null)).toBe(false);
    expect(isValidToken(undefined)).toBe(false);
  });
});

describe('the session at startup', () => {
  it('is logged out without a stored token and loads nothing', () => {
    const { actor, effects } = start({ token: null });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects.loadUser).not.toHaveBeenCalled();
  });

  it('treats an empty stored token as no token', () => {
    const { actor, effects } = start({ token: '' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects.loadUser).not.toHaveBeenCalled();
  });

  it('loads the current user with a stored token, then is authenticated where it was', async () => {
    const { actor, effects } = start({ token: 'jwt-1' });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ authenticated: 'unscheduled' });
    expect(snapshot.context.user).toEqual(aUser);
    expect(effects.loadUser).toHaveBeenCalledWith('jwt-1');
    expect(effects.publishUser).toHaveBeenCalledWith(aUser);
    // A reload stays on the page it was on.
    expect(effects.navigateHome).not.toHaveBeenCalled();
  });

  it('clears token and user and goes to login when the load fails', async () => {
    const { actor, effects } = start({ token: 'stale' }, async () => {
      throw new Error('Phiên đăng nhập đã hết hạn');
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('error');
    // A plain error has no code: the login page falls back to its message.
    expect(snapshot.context).toMatchObject({ token: null, user: null, error: { code: 'unknown', message: 'Phiên đăng nhập đã hết hạn' } });
    expect(effects.forgetToken).toHaveBeenCalledTimes(1);
    expect(effects.forgetUser).toHaveBeenCalledTimes(1);
    expect(effects.navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps the code of a failed load, so the login page can say why', async () => {
    const { actor } = start({ token: 'stale' }, async () => {
      throw Object.assign(new Error('Tài khoản đã bị khoá'), { code: 'user-disabled' });
    });
    const snapshot = await settled(actor);
    expect(snapshot.context.error).toEqual({ code: 'user-disabled', message: 'Tài khoản đã bị khoá' });
  });

  it('on the login route keeps the token but loads nothing until a protected page asks', async () => {
    const { actor, effects } = start({ token: 'jwt-1', deferLoad: true });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.token).toBe('jwt-1');
    expect(effects.loadUser).not.toHaveBeenCalled();
    actor.send({ type: 'session.restore' });
    expect((await settled(actor)).value).toEqual({ authenticated: 'unscheduled' });
  });

  it('ignores a restore request when there is no token', () => {
    const { actor, effects } = start({ token: null });
    actor.send({ type: 'session.restore' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects.loadUser).not.toHaveBeenCalled();
  });
});

describe('logging in', () => {
  it('stores the token, loads the user and goes home', async () => {
    const { actor, effects } = start({ token: null });
    actor.send({ type: 'session.login', token: 'fresh' });
    expect(effects.persistToken).toHaveBeenCalledWith('fresh');
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ authenticated: 'unscheduled' });
    expect(effects.loadUser).toHaveBeenCalledWith('fresh');
    expect(effects.navigateHome).toHaveBeenCalledTimes(1);
  });

  it('ignores an empty token', () => {
    const { actor, effects } = start({ token: null });
    actor.send({ type: 'session.login', token: '' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects.persistToken).not.toHaveBeenCalled();
  });

  it('works again after a failed load', async () => {
    const loads = [Promise.reject(new Error('hết hạn')), Promise.resolve(aUser)];
    const { actor } = start({ token: 'stale' }, () => loads.shift()!);
    expect((await settled(actor)).value).toBe('error');
    actor.send({ type: 'session.login', token: 'fresh' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ authenticated: 'unscheduled' });
    expect(snapshot.context.error).toBeNull();
  });

  it('goes to login when the load after login fails', async () => {
    const { actor, effects } = start({ token: null }, async () => {
      throw new Error('Có lỗi xảy ra');
    });
    actor.send({ type: 'session.login', token: 'fresh' });
    expect((await settled(actor)).value).toBe('error');
    expect(effects.navigateHome).not.toHaveBeenCalled();
    expect(effects.navigateToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('a signed-in session', () => {
  async function signedIn() {
    const started = start({ token: 'jwt-1' });
    await settled(started.actor);
    return started;
  }

  it('logs out: clears token and user and goes to login', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(effects.forgetToken).toHaveBeenCalledTimes(1);
    expect(effects.forgetUser).toHaveBeenCalledTimes(1);
    expect(effects.navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('signs out on a 401, and a burst of 401s makes one transition', async () => {
    const { actor, effects } = await signedIn();
    // Count state changes: XState notifies on every event, handled or not.
    const transitions: string[] = [];
    let last = String(actor.getSnapshot().value);
    actor.subscribe((s) => {
      if (String(s.value) !== last) transitions.push((last = String(s.value)));
    });
    for (let i = 0; i < 5; i++) actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects.navigateToLogin).toHaveBeenCalledTimes(1);
    expect(effects.forgetToken).toHaveBeenCalledTimes(1);
    expect(transitions).toEqual(['loggedOut']);
    // A 401 without a code (an ordinary sign-out elsewhere) leaves nothing to explain.
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps why a 401 ended the session: a disabled account is told so on the login page', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'session.unauthorized', code: 'user-disabled', message: 'Tài khoản đã bị khoá' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'user-disabled', message: 'Tài khoản đã bị khoá' });
    expect(effects.navigateToLogin).toHaveBeenCalledTimes(1);
  });

  it('keeps going with a refreshed token, stored', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'session.tokenRefreshed', token: 'jwt-2' });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'unscheduled' });
    expect(actor.getSnapshot().context.token).toBe('jwt-2');
    expect(effects.persistToken).toHaveBeenCalledWith('jwt-2');
  });

  it('publishes an updated profile', async () => {
    const { actor, effects } = await signedIn();
    const renamed = { ...aUser, fullName: 'Trần Văn Nam' };
    actor.send({ type: 'session.userUpdated', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
    expect(effects.publishUser).toHaveBeenLastCalledWith(renamed);
  });

  it('forgets a never-loaded token on logout', () => {
    const { actor, effects } = start({ token: 'jwt-1', deferLoad: true });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.forgetToken).toHaveBeenCalledTimes(1);
  });
});
