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

/**
 * Resolves in a task after the browser's next frame has been drawn, or after `timeout` ms: a page
 * in a background tab gets no frames until it is shown.
 */
function nextFrame(win: Window, timeout: number): Promise<void> {
  return new Promise((done) => {
    win.requestAnimationFrame(() => setTimeout(done));
    setTimeout(done, timeout);
  });
}

/**
 * Resolves once the page on screen has drawn its content: an idle period, a frame, and another
 * idle period. A list draws its frame first and its rows in a deferred render after it
 * (src/lib/useDeferredQuery.ts); the first idle period can come between the two, and work
 * started there (downloads, the service worker's install) competed with the rows. React renders
 * the deferred rows in back-to-back tasks, so no idle period comes again until they are drawn.
 */
export async function whenPageDrawn(win: Window = window, frameTimeout = 1000): Promise<void> {
  await whenIdle(win);
  await nextFrame(win, frameTimeout);
  await whenIdle(win);
}
