import { launchChromium, phoneContext } from './env';

export type MainThreadLoad = { tbtMs: number; longestTaskMs: number; longTasks: number; fcpMs: number; lcpMs: number };

export type MainThreadResult = {
  path: string;
  /** The median load by blocking time. */
  median: MainThreadLoad;
  /** Blocking time of every load, in the order they ran. */
  allTbtMs: number[];
};

/** The CPU slowdown of Lighthouse's mobile preset, here applied for real rather than simulated. */
export const CPU_SLOWDOWN = 4;

/**
 * Records long tasks, the first contentful paint and the largest one as the page loads. Runs
 * before the page's scripts via the DevTools protocol (the page's CSP does not apply to it).
 */
// A string, not a function: tsx's transform would add helpers the page does not have.
const recordPaintsAndTasks = `
  window.__bench = { tasks: [], lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

const readRecord = `(() => ({
  tasks: window.__bench.tasks,
  lcp: window.__bench.lcp,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
}))()`;

/**
 * How long the main thread blocks while a page loads on a slow phone, measured rather than
 * modelled: Chromium's CPU throttled 4× (Lighthouse's mobile preset), an unthrottled loopback
 * network, `runs` fresh loads. Blocking time is Lighthouse's definition (each long task's time
 * past 50 ms, from the first contentful paint on), summed until `settleMs` after navigation.
 *
 * Lighthouse simulates instead: it multiplies the task times it observed, so on a busy 2-core
 * machine its blocking time swings by hundreds of milliseconds between runs of the same build.
 * This figure moves much less and is the one to compare two builds by; Lighthouse's stays the
 * target.
 */
export async function measureMainThread(
  origin: string,
  path: string,
  { token, runs = 5, settleMs = 6000 }: { token?: string; runs?: number; settleMs?: number } = {},
): Promise<MainThreadResult> {
  const browser = await launchChromium();
  const loads: MainThreadLoad[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(phoneContext);
      try {
        if (token) await context.addInitScript((value) => window.localStorage.setItem('jwt_token', value), token);
        await context.addInitScript({ content: recordPaintsAndTasks });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(origin + path);
        await page.waitForTimeout(settleMs);
        const landedOn = new URL(page.url()).pathname;
        if (landedOn !== new URL(origin + path).pathname) throw new Error(`${path} ended on ${landedOn} (a redirect)`);
        const { tasks, fcp, lcp } = (await page.evaluate(readRecord)) as { tasks: [number, number][]; fcp: number; lcp: number };
        const blocking = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
        loads.push({
          tbtMs: Math.round(blocking.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
          longestTaskMs: Math.round(Math.max(0, ...tasks.map(([, duration]) => duration))),
          longTasks: tasks.length,
          fcpMs: Math.round(fcp),
          lcpMs: Math.round(lcp),
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const byTbt = [...loads].sort((a, b) => a.tbtMs - b.tbtMs);
  return { path, median: byTbt[Math.floor(byTbt.length / 2)]!, allTbtMs: loads.map((load) => load.tbtMs) };
}
