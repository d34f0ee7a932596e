import { sessionMachine } from '../../machines/session';
import { sampleUser } from '../../tests/fixtures/user';
import { actorDone, actorFailed, describeMachine } from './walk';

export const sessionWalk = describeMachine({
  name: 'session',
  description:
    "The signed-in session: a stored token loads `GET /CurrentUser` before the app renders (except on the login route, where the load waits for `session.restore`); a failed load clears everything; login stores the token, loads the user and goes home; logout and any other 401 clear the token and the shared user and go to login. A token with an `exp` is refreshed (`POST /auth/refresh`) 5 minutes before it expires (a short one halfway through its life), retried after 30 s, 60 s, … up to 16 min until the server answers; a stored token that counts as expired (30 s before `exp`) is renewed before the user loads, and a 401 `user-token-expired` renews at once; a refusal (401/403) ends the session with the server's code; another tab's token (`session.tokenRefreshed`) reschedules without a request.",
  machine: sessionMachine,
  inputs: [
    { name: 'no stored token', input: { token: null } },
    { name: 'a stored token', input: { token: 'jwt-1' } },
    { name: 'a stored token on the login route', input: { token: 'jwt-1', deferLoad: true } },
    { name: 'a stored token that expires in an hour', input: { token: 'jwt-1', expiresAt: 3_600_000, issuedAt: 0, now: 0 } },
    { name: 'a stored token that has expired', input: { token: 'jwt-1', expiresAt: 3_600_000, issuedAt: 0, now: 7_200_000 } },
  ],
  events: [
    { type: 'session.login', token: 'jwt-2' },
    { type: 'session.logout' },
    { type: 'session.unauthorized', code: 'user-disabled', message: 'Tài khoản đã bị khoá' },
    { type: 'session.restore' },
    { type: 'session.tokenRefreshed', token: 'jwt-3' },
    { type: 'session.tokenRefreshed', token: 'jwt-4', expiresAt: 7_200_000, now: 3_400_000 },
    { type: 'session.userUpdated', user: { ...sampleUser, fullName: 'Trần Văn Nam' } },
    actorDone('loadUser', sampleUser),
    actorFailed('loadUser', new Error('Phiên đăng nhập đã hết hạn')),
    actorDone('refreshToken', { token: 'jwt-5', expiresAt: 7_200_000, now: 3_350_000 }),
    actorFailed('refreshToken', new Error('Network Error')),
    actorFailed('refreshToken', Object.assign(new Error('Phiên đăng nhập đã hết hạn'), { status: 401, code: 'user-token-expired' })),
    { type: 'session.unauthorized', code: 'user-token-expired', message: 'Phiên đăng nhập đã hết hạn' },
  ],
});
