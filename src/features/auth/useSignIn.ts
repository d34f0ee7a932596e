import { useSelector } from '@xstate/react';
import { tokenInfo } from '../../session/jwt';
import { useSession } from '../../session/SessionProvider';

/**
 * Hands a fresh token to the session machine, which stores it, loads the user and goes home.
 * `signingIn` stays true through that load so the form keeps showing progress until the page changes.
 */
export function useSignIn() {
  const session = useSession();
  const signingIn = useSelector(session, (s) => s.hasTag('signingIn'));
  const signIn = (token: string) => session.send({ type: 'session.login', ...tokenInfo(token) });
  return { signIn, signingIn };
}
