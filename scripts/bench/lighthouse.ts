import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, log } from './env';

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  /** Accessibility and best-practices audits that did not pass, so a score below 100 says why. */
  failing: string[];
};
export type LighthouseResult = LighthouseRun & { path: string; runs: number; allPerformance: number[] };

/** The first few items of a failing audit (console messages, issues, elements), to say what failed. */
function detailsOf(audit: { details?: unknown }): string {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const text = item.description ?? item.issueType ?? node?.snippet ?? item.url ?? item.source ?? JSON.stringify(item);
    return String(text).slice(0, 160);
  });
  return texts.length ? `: ${texts.join(' | ')}` : '';
}

/** Puts the session token where the app looks for it, through the DevTools protocol. */
async function storeToken(port: number, origin: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no browser context to store the token in');
  const page = await context.newPage();
  // Any same-origin document will do; a JSON 404 loads none of the app's files into the cache.
  await page.goto(`${origin}/api/bench-storage`);
  await page.evaluate((value) => window.localStorage.setItem('jwt_token', value), token);
  await page.close();
  // Leaves the browser running for Lighthouse.
  await browser.close();
}

/**
 * One Lighthouse run, mobile preset (Lighthouse's default config: Moto G Power screen, simulated
 * slow 4G and 4× CPU), in a fresh Chromium with an empty profile, so every run is a first visit.
 * A signed-in page gets the token in localStorage first, and storage reset is turned off so it stays.
 */
async function runOnce(origin: string, path: string, token?: string, reportFile?: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    if (token) await storeToken(chrome.port, origin, token);
    const result = await lighthouse(origin + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Boolean(token),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
    if (landedOn !== new URL(path, origin).pathname) throw new Error(`${path} ended on ${landedOn}: Lighthouse measured another page`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = ['accessibility', 'best-practices'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${category}: ${audit!.id} (${audit!.title})${detailsOf(audit!)}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      speedIndexMs: Math.round(value('speed-index')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): try that run again. */
async function runWithRetry(origin: string, path: string, token?: string, reportFile?: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(origin, path, token, reportFile);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.startsWith('Lighthouse:')) throw error;
      log(`lighthouse ${path}: ${error.message.split(' ').slice(0, 2).join(' ')}, trying again`);
    }
  }
}

/** Several runs; the one with the median performance score stands for the page (Lighthouse's advice). */
/** `reportsDir`: keep each run's whole Lighthouse report (long tasks, bootup time…) to find out why. */
export async function lighthousePage(
  origin: string,
  path: string,
  { runs = 3, token, reportsDir }: { runs?: number; token?: string; reportsDir?: string } = {},
): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const slug = path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';
  for (let i = 0; i < runs; i++) {
    const run = await runWithRetry(origin, path, token, reportsDir ? join(reportsDir, `${slug}-${i + 1}.json`) : undefined);
    log(`lighthouse ${path} run ${i + 1}/${runs}: performance ${run.performance}, LCP ${run.lcpMs} ms`);
    results.push(run);
  }
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { path, runs, allPerformance: results.map((r) => r.performance), ...median };
}
