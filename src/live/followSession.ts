import type { AppContext } from '../createAppContext';

/** How long the tab bar's counts wait for the event stream to open before they are read anyway. */
export const LIVE_SETTLE_MS = 3000;

/**
 * Live updates for whoever is signed in: the event stream (liveClient.ts, its own chunk, loaded
 * only for a signed-in person) starts at sign-in and stops at sign-out, and starts afresh for
 * another account. main.tsx calls this after the first paint. `app.live` settles when the stream
 * opens or fails, when its code cannot load, or after LIVE_SETTLE_MS (a proxy that holds the
 * stream's first bytes back must not hide the counts).
 */
export function followSessionLive(app: Pick<AppContext, 'api' | 'queryClient' | 'session' | 'live'>, baseURL: string): () => void {
  let running: { userId: number; stop: Promise<(() => void) | null>; timer: ReturnType<typeof setTimeout> } | null = null;
  const stop = () => {
    if (running) {
      clearTimeout(running.timer);
      void running.stop.then((end) => end?.());
    }
    running = null;
    app.live.reset();
  };
  const follow = () => {
    const snapshot = app.session.getSnapshot();
    const user = snapshot.hasTag('signedIn') ? snapshot.context.user : null;
    if (!user) return stop();
    if (running?.userId === user.id) return;
    stop();
    const started = {
      userId: user.id,
      stop: Promise.resolve<(() => void) | null>(null),
      timer: setTimeout(app.live.settle, LIVE_SETTLE_MS),
    };
    started.stop = import('./liveClient')
      .then(({ startLive }) =>
        running === started
          ? startLive({ ...app, baseURL, userId: user.id, getToken: () => app.session.getSnapshot().context.token })
          : null,
      )
      .catch(() => {
        if (running === started) app.live.settle();
        return null;
      });
    running = started;
  };
  follow();
  const subscription = app.session.subscribe(follow);
  return () => {
    subscription.unsubscribe();
    stop();
  };
}
