import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './env';
import type { InitialLoad } from './initialLoad';
import { KB, type TargetCheck } from './targets';

/** bench/first-load-budget.json: the committed first-load figures (gzip bytes per entry page) and the growth allowed over them. */
export type FirstLoadBudget = { slackBytes: number; gzipBytes: Record<string, number> };

export function readFirstLoadBudget(): FirstLoadBudget {
  return JSON.parse(readFileSync(join(root, 'bench', 'first-load-budget.json'), 'utf8')) as FirstLoadBudget;
}

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

/**
 * Every script the first load requests, before the route is drawn and after (the service worker's
 * registration): which side of the draw a deferred script lands on depends on timing, the sum
 * does not, so the same build always gives the same figure.
 */
export const firstLoadJsGzip = (load: InitialLoad) => load.js.gzip + load.laterJs.gzip;

/**
 * A page's first-load JS against its committed figure: it passes up to `slackBytes` over it, so
 * a small change does not fail, and a feature that reaches the first load does. A page the file
 * does not name fails, so a new entry page gets a figure.
 */
export function checkFirstLoadBudget(load: InitialLoad, budget: FirstLoadBudget = readFirstLoadBudget()): TargetCheck {
  const allowed = budget.gzipBytes[load.path];
  const bytes = firstLoadJsGzip(load);
  const name = `first-load JS gzip ${load.path} vs bench/first-load-budget.json (KB)`;
  if (allowed === undefined) return { name, value: kb(bytes), target: 'a figure in the budget file', pass: false };
  return { name, value: kb(bytes), target: `≤ ${kb(allowed)} + ${kb(budget.slackBytes)}`, pass: bytes <= allowed + budget.slackBytes };
}
