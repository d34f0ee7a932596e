import { useSelector } from '@xstate/react';
import { createRequiredContext } from '../lib/requiredContext';
import type { SessionActor } from './createSession';

export const [SessionProvider, useSession] = createRequiredContext<SessionActor>('useSession', 'SessionProvider');

/** The signed-in user, or null. */
export function useCurrentUser() {
  return useSelector(useSession(), (s) => s.context.user);
}
