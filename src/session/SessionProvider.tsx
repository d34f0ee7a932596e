import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionActor } from './createSession';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider>');
  return session;
}

/** The signed-in user, or null. */
export function useCurrentUser() {
  return useSelector(useSession(), (s) => s.context.user);
}
