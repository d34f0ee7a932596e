import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ApiLoadResult } from './apiLoad';
import type { InitialLoad } from './initialLoad';
import type { LighthouseResult } from './lighthouse';
import { CPU_SLOWDOWN, type MainThreadResult } from './mainThread';
import type { Size } from './sizes';
import { KB, type ServerFigures, type TargetCheck } from './targets';

export type BenchResults = {
  measuredAt: string;
  commit: string;
  node: string;
  cpus: number;
  /** os.loadavg() (1, 5, 15 min) at the start of each part: a busy machine slows every timing. */
  loadAverage: Record<string, [number, number, number]>;
  sizes?: {
    initial: InitialLoad[];
    totalJs: Size & { files: number };
    indexHtml: Size;
    initialComposition: Record<string, { owner: string; bytes: number }[]>;
  };
  lighthouse?: LighthouseResult[];
  mainThread?: MainThreadResult[];
  api?: ApiLoadResult[];
  /** The compiled server on a new PGlite folder: start-up, and memory at rest and after the API load. */
  server?: ServerFigures;
  targets: TargetCheck[];
  errors: string[];
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const size = (s: Size) => `${kb(s.raw)} raw · ${kb(s.gzip)} gzip · ${kb(s.brotli)} br`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function printReport(results: BenchResults): void {
  const out: string[] = [];
  const loads = Object.entries(results.loadAverage)
    .map(([part, [one, five]]) => `${part} ${one}/${five}`)
    .join(', ');
  out.push(`MuaHộ bench — ${results.measuredAt}, ${results.commit}, node ${results.node}, ${results.cpus} CPUs`);
  out.push(`load average (1 min/5 min) at: ${loads}`);

  if (results.sizes) {
    out.push('', 'Bytes');
    const rows = [['what', 'size']];
    for (const load of results.sizes.initial) {
      rows.push([`initial JS ${load.path} (${load.files.filter((f) => f.type === 'script').length} files)`, size(load.js)]);
      rows.push([`initial CSS ${load.path}`, size(load.css)]);
      rows.push([`  JS requested after ${load.path} was drawn (${load.drawnMs} ms, unthrottled)`, size(load.laterJs)]);
    }
    rows.push([`total JS (${results.sizes.totalJs.files} files)`, size(results.sizes.totalJs)]);
    rows.push(['index.html', size(results.sizes.indexHtml)]);
    out.push(table(rows));
    for (const [path, parts] of Object.entries(results.sizes.initialComposition)) {
      const top = parts.slice(0, 10).map((p) => `${p.owner} ${kb(p.bytes)}`);
      out.push(`initial JS of ${path} by package (minified): ${top.join(', ')}`);
    }
  }

  if (results.mainThread) {
    out.push('', `Main thread while loading, CPU ${CPU_SLOWDOWN}× slower (measured; median load by blocking time)`);
    const rows = [['page', 'blocking', 'longest task', 'long tasks', 'FCP', 'LCP', 'blocking of every load']];
    for (const page of results.mainThread) {
      const { median } = page;
      rows.push([
        page.path,
        `${median.tbtMs} ms`,
        `${median.longestTaskMs} ms`,
        String(median.longTasks),
        `${median.fcpMs} ms`,
        `${median.lcpMs} ms`,
        page.allTbtMs.join(' '),
      ]);
    }
    out.push(table(rows));
  }

  if (results.lighthouse) {
    out.push('', 'Lighthouse, mobile preset (median of runs by performance)');
    const rows = [['page', 'perf', 'a11y', 'best pr.', 'FCP', 'LCP', 'SI', 'TBT', 'CLS', 'all perf runs']];
    for (const page of results.lighthouse) {
      rows.push([
        page.path,
        String(page.performance),
        String(page.accessibility),
        String(page.bestPractices),
        `${page.fcpMs} ms`,
        `${page.lcpMs} ms`,
        `${page.speedIndexMs} ms`,
        `${page.tbtMs} ms`,
        String(page.cls),
        page.allPerformance.join(' '),
      ]);
    }
    out.push(table(rows));
    for (const page of results.lighthouse) for (const failing of page.failing) out.push(`  ${page.path} ${failing}`);
  }

  if (results.api) {
    out.push('', 'API on loopback (autocannon)');
    const rows = [['endpoint', 'req/s', 'p50', 'p99', 'requests', 'failures']];
    for (const api of results.api) {
      rows.push([
        api.name,
        String(api.requestsPerSecond),
        `${api.p50Ms} ms`,
        `${api.p99Ms} ms`,
        String(api.requests),
        String(api.failures),
      ]);
    }
    out.push(table(rows));
  }

  if (results.server) {
    const { readyMs, rssMbIdle, rssMbAfterLoad } = results.server;
    out.push(
      '',
      `Server (compiled, ${results.server.engine}, restarted on its database): ready in ${readyMs} ms; resident memory ${rssMbIdle ?? '?'} MB at rest, ${rssMbAfterLoad ?? 'not measured'} MB after the API load`,
    );
  }

  if (results.targets.length) {
    out.push('', 'Targets');
    out.push(
      table([
        ['target', 'measured', 'goal', ''],
        ...results.targets.map((t) => [t.name, String(t.value), t.target, t.pass ? 'PASS' : 'FAIL']),
      ]),
    );
  }
  for (const error of results.errors) out.push(`could not measure: ${error}`);
  console.log(out.join('\n'));
}

export function writeResults(file: string, results: BenchResults): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
