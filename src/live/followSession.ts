import type { AppContext } from '../createAppContext';

/**
 * Live updates for whoever is signed in: the event stream (liveClient.ts, its own chunk, loaded
 * only for a signed-in person) starts at sign-in and stops at sign-out, and starts afresh for
 * another account. main.tsx calls this after the first paint.
 */
export function followSessionLive(app: Pick<AppContext, 'api' | 'queryClient' | 'session'>, baseURL: string): () => void {
  let running: { userId: number; stop: Promise<(() => void) | null> } | null = null;
  const stop = () => {
    if (running) void running.stop.then((end) => end?.());
    running = null;
  };
  const follow = () => {
    const snapshot = app.session.getSnapshot();
    const user = snapshot.hasTag('signedIn') ? snapshot.context.user : null;
    if (!user) return stop();
    if (running?.userId === user.id) return;
    stop();
    const started = { userId: user.id, stop: Promise.resolve<(() => void) | null>(null) };
    started.stop = import('./liveClient')
      .then(({ startLive }) =>
        running === started
          ? startLive({ ...app, baseURL, userId: user.id, getToken: () => app.session.getSnapshot().context.token })
          : null,
      )
      .catch(() => null);
    running = started;
  };
  follow();
  const subscription = app.session.subscribe(follow);
  return () => {
    subscription.unsubscribe();
    stop();
  };
}
