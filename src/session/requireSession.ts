import { waitFor } from 'xstate';
import { isValidToken } from '../../machines/session';
import type { SessionActor } from './createSession';

/**
 * For protected routes' beforeLoad: resolves true once the session is authenticated, false when
 * it is not (the caller redirects). Starts the deferred load when the app began on the login route.
 */
export async function requireSession(session: SessionActor): Promise<boolean> {
  const now = session.getSnapshot();
  if (now.matches('loggedOut') && isValidToken(now.context.token)) session.send({ type: 'session.restore' });
  const settled = await waitFor(session, (s) => !s.hasTag('settling'));
  return settled.hasTag('signedIn');
}

/**
 * For the login and register routes' beforeLoad: true when a person is (or, from the token stored
 * on this device, turns out to be) signed in, so the route sends them home instead of showing a
 * form for an account they are already in. Without a stored token it answers at once.
 */
export async function isSignedIn(session: SessionActor): Promise<boolean> {
  const now = session.getSnapshot();
  if (now.hasTag('signedIn')) return true;
  if (!isValidToken(now.context.token)) return false;
  return requireSession(session);
}
