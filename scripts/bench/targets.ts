import type { InitialLoad } from './initialLoad';
import { BARE_LOOKUP, type ApiLoadResult } from './apiLoad';
import type { LighthouseResult } from './lighthouse';

/** 1 KB = 1000 bytes, as Vite prints sizes. */
export const KB = 1000;

export type TargetCheck = { name: string; value: number; target: string; pass: boolean };

export type ServerFigures = { engine: 'PGlite' | 'PostgreSQL'; readyMs: number; rssMbIdle: number | null; rssMbAfterLoad: number | null };

/** The performance budgets. They live here, in the benchmark, not in timed tests, which a busy machine would make flaky. */
const budgets = {
  initialJsGzipKb: 150,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  cls: 0.05,
  /** Ready to answer, from spawning the compiled server on an existing database. */
  serverReadyMs: 1000,
  /** Resident memory on PGlite after the API load. */
  serverRssMb: 400,
  /** The API's reads against the bare lookup on the same engine, in the same run (per cent). */
  apiVsBarePercent: 60,
  /** The reads' 99th percentile at a steady STEADY_RATE req/s, on PostgreSQL. */
  p99AtRateMs: 10,
} as const;

export function checkTargets(
  loads: InitialLoad[],
  pages: LighthouseResult[],
  server?: ServerFigures,
  api?: ApiLoadResult[],
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  if (server) {
    checks.push({
      name: `server ready on restart (ms, ${server.engine})`,
      value: server.readyMs,
      target: `≤ ${budgets.serverReadyMs}`,
      pass: server.readyMs <= budgets.serverReadyMs,
    });
    if (server.rssMbAfterLoad !== null)
      checks.push({
        name: `server resident memory after the API load (MB, ${server.engine})`,
        value: server.rssMbAfterLoad,
        target: `≤ ${budgets.serverRssMb}`,
        pass: server.rssMbAfterLoad <= budgets.serverRssMb,
      });
  }
  const bare = api?.find((result) => result.name === BARE_LOOKUP);
  for (const result of api ?? []) {
    if (result.rate !== undefined) {
      if (server?.engine === 'PostgreSQL')
        checks.push({
          name: `${result.name} p99 (ms, PostgreSQL)`,
          value: result.p99Ms,
          target: `≤ ${budgets.p99AtRateMs}`,
          pass: result.p99Ms <= budgets.p99AtRateMs && result.failures === 0,
        });
      continue;
    }
    if (!bare || !/^GET \/api\/(CurrentUser|Wallet|OrderOrdering)/.test(result.name)) continue;
    const percent = Math.round((result.requestsPerSecond / bare.requestsPerSecond) * 100);
    checks.push({
      name: `${result.name.split(' (')[0]} vs bare lookup (% of req/s)`,
      value: percent,
      target: `≥ ${budgets.apiVsBarePercent}`,
      pass: percent >= budgets.apiVsBarePercent,
    });
  }
  for (const load of loads) {
    const kb = Math.round((load.js.gzip / KB) * 10) / 10;
    checks.push({
      name: `initial JS gzip ${load.path} (KB)`,
      value: kb,
      target: `≤ ${budgets.initialJsGzipKb}`,
      pass: kb <= budgets.initialJsGzipKb,
    });
  }
  for (const page of pages) {
    checks.push(
      {
        name: `performance ${page.path}`,
        value: page.performance,
        target: `≥ ${budgets.performance}`,
        pass: page.performance >= budgets.performance,
      },
      {
        name: `accessibility ${page.path}`,
        value: page.accessibility,
        target: `= ${budgets.accessibility}`,
        pass: page.accessibility >= budgets.accessibility,
      },
      {
        name: `best practices ${page.path}`,
        value: page.bestPractices,
        target: `= ${budgets.bestPractices}`,
        pass: page.bestPractices >= budgets.bestPractices,
      },
      { name: `CLS ${page.path}`, value: page.cls, target: `≤ ${budgets.cls}`, pass: page.cls <= budgets.cls },
    );
  }
  return checks;
}
