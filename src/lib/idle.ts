/**
 * Resolves in the browser's next idle period (at the latest after `timeout` ms), or after a short
 * timer where there is no requestIdleCallback (Safari before 18): work that can wait for the
 * page to be drawn and its first requests answered.
 */
export function whenIdle(win: Window = window, timeout = 2000): Promise<void> {
  return new Promise<void>((done) => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(() => done(), { timeout });
    else setTimeout(done, 200);
  });
}

/** Resolves in a task of its own, after what the browser has queued meanwhile (input, paint). */
export function nextTask(): Promise<void> {
  return new Promise((done) => setTimeout(done));
}
