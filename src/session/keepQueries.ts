import type { QueryPersistence } from '../lib/queryPersistence';
import type { SessionActor } from './createSession';

/**
 * Keeps the signed-in account's query cache on the device and wipes it when the session ends
 * (logout, a 401, another tab signing out), so the next person on this device never sees it.
 * Returns the function that stops following.
 */
export function keepQueriesOfSession(session: SessionActor, persistence: QueryPersistence): () => void {
  let kept: number | 'nobody' | undefined;
  const follow = (snapshot: ReturnType<SessionActor['getSnapshot']>) => {
    const user = snapshot.context.user;
    const now = snapshot.hasTag('signedIn') && user ? user.id : snapshot.hasTag('signedOut') ? 'nobody' : kept;
    if (now === kept) return;
    kept = now;
    if (now === 'nobody') void persistence.signedOut();
    else if (now !== undefined) void persistence.signedIn(now);
  };
  follow(session.getSnapshot());
  const subscription = session.subscribe(follow);
  return () => subscription.unsubscribe();
}
