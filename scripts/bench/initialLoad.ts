import { addSizes, sizeOf, type Size } from './sizes';
import { launchChromium, phoneContext } from './env';

export type LoadedFile = { url: string; type: 'script' | 'stylesheet'; startMs: number } & Size;
export type InitialLoad = {
  path: string;
  /** When the app had drawn the route (ms after navigation start). */
  drawnMs: number;
  js: Size;
  css: Size;
  /** Scripts first requested after the route was drawn (service worker registration and the like). */
  laterJs: Size;
  files: LoadedFile[];
  laterFiles: LoadedFile[];
};

/**
 * Marks the moment the app has drawn the route: the static shell (data-shell) is gone and the
 * route's own content is inside <main>. Runs in the page before its scripts, via the DevTools
 * protocol (the page's CSP does not apply to it).
 */
// A string, not a function: tsx's transform would add helpers the page does not have.
const watchForRoute = `
  const drawn = () => !document.querySelector('[data-shell]') && document.querySelector('#main > *') !== null;
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    window.__routeDrawnAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/**
 * What a first visit downloads to show a route: the page is loaded in Chromium (phone viewport,
 * empty cache, service workers blocked so precaching does not count), and every script and
 * stylesheet requested before the app has drawn the route is counted: the entry, its static
 * imports and modulepreloads, the CSS links and the route's lazy chunks. What is first requested
 * after that (work deferred past the first render) is reported apart, not hidden. Compressed
 * sizes are computed from the response bodies, as for every other figure.
 */
export async function measureInitialLoad(origin: string, path: string, token?: string): Promise<InitialLoad> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(phoneContext);
    if (token) await context.addInitScript((value) => window.localStorage.setItem('jwt_token', value), token);
    await context.addInitScript({ content: watchForRoute });
    // The live event stream (started after the first paint) stays open by design, so the network
    // would never go idle; it carries no script or stylesheet, so leaving it out changes no figure.
    await context.route('**/api/Events*', (route) => route.abort());
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Size | null>>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.set(
        response.url(),
        response
          .body()
          .then(sizeOf)
          .catch(() => null),
      );
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForFunction(() => typeof (window as unknown as { __routeDrawnAt?: number }).__routeDrawnAt === 'number');
    await page.waitForLoadState('networkidle');
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== path) throw new Error(`${path} ended on ${landedOn} (a redirect): the measurement would be of another page`);

    const { drawnMs, resources } = await page.evaluate(() => ({
      drawnMs: (window as unknown as { __routeDrawnAt: number }).__routeDrawnAt,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        url: entry.name,
        startMs: entry.startTime,
      })),
    }));
    const files: LoadedFile[] = [];
    for (const { url, startMs } of resources) {
      const size = await bodies.get(url);
      if (!size) continue;
      const type = /\.css(\?|$)/.test(url) ? 'stylesheet' : 'script';
      files.push({ url: new URL(url).pathname, type, startMs: Math.round(startMs), ...size });
    }
    const before = files.filter((file) => file.startMs <= drawnMs);
    const later = files.filter((file) => file.startMs > drawnMs);
    return {
      path,
      drawnMs: Math.round(drawnMs),
      js: addSizes(before.filter((f) => f.type === 'script')),
      css: addSizes(before.filter((f) => f.type === 'stylesheet')),
      laterJs: addSizes(later.filter((f) => f.type === 'script')),
      files: before,
      laterFiles: later,
    };
  } finally {
    await browser.close();
  }
}
