/**
 * `npm run bench`: builds the client, serves it with the API on a throw-away database, and
 * measures what a first visit downloads, what Lighthouse (mobile) says of the entry pages, and
 * how fast the API answers under load. Prints a table and writes bench/results.json.
 *
 * Budgets are reported, never enforced here: the exit code is non-zero only when something
 * could not be measured (tests/e2e/firstLoadBudget.spec.ts enforces the first-load budget).
 * Options: --skip-build (reuse the last bench build),
 * --only=sizes,mainthread,lighthouse,api, --pages=/orderOrdering (path prefixes; all by default),
 * --runs=3 (Lighthouse runs per page),
 * --loads=5 (main-thread loads per page), --reports=<dir> (keep each Lighthouse report),
 * --duration=10 and --connections=10 (API load), --database=<PostgreSQL admin URL> (run the
 * server on a new database made there instead of PGlite; the bare lookup uses the same one),
 * --out-dir=.tmp/bench-dist (where the build goes; with --skip-build, an earlier build to measure),
 * --results=bench/results.json.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { OrderSummary } from '../../contract/orderList';
import type { ProductSearchResult } from '../../contract/products';
import { loadApi } from './apiLoad';
import { buildClient } from './build';
import { composition } from './composition';
import { loadAverage, log, root } from './env';
import { checkFirstLoadBudget, readFirstLoadBudget } from './firstLoadBudget';
import { measureInitialLoad } from './initialLoad';
import { lighthousePage } from './lighthouse';
import { benchCall } from './ledger';
import { measureMainThread } from './mainThread';
import { benchSearchQuery, fillOrders } from './orders';
import { printReport, writeResults, type BenchResults } from './report';
import { startBareLookup } from './bareLookup';
import { createBenchDatabase } from './database';
import { buildServer, registerBenchUser, startServer } from './server';
import { buildSizes } from './sizes';
import { checkTargets } from './targets';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string', default: 'sizes,mainthread,lighthouse,api' },
    runs: { type: 'string', default: '3' },
    loads: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'out-dir': { type: 'string', default: join(root, '.tmp', 'bench-dist') },
    results: { type: 'string', default: join(root, 'bench', 'results.json') },
    reports: { type: 'string' },
    database: { type: 'string' },
    pages: { type: 'string' },
  },
});
const parts = new Set(args.only.split(','));
const outDir = resolve(args['out-dir']);
const resultsFile = resolve(args.results);
/** The entry pages: where people land signed out, and the signed-in app frame. */
const loginPath = '/auth/login';
const homePath = '/';
const productSearchPath = '/chinaWebProduct?q=%C3%A1o';
const orderListPath = '/orderOrdering';
const walletPath = '/transaction';
/**
 * --pages=/orderOrdering,/chinaWebProduct keeps only the pages whose path starts with one of
 * these, so one page can be measured before and after a change without the whole round.
 */
const pageFilter = args.pages?.split(',').filter(Boolean);
function measured(path: string): boolean {
  return !pageFilter || pageFilter.some((prefix) => (prefix === '/' ? path === '/' : path.startsWith(prefix)));
}

/**
 * The pages of one object a person may open first (from a link or a notification): a product of
 * the built-in catalog, and the newest order (the API part's, or the one placed for Lighthouse).
 */
async function objectPaths(origin: string, token: string): Promise<string[]> {
  const products = await benchCall<ProductSearchResult>(origin, `/ChinaWebProduct?q=${encodeURIComponent(benchSearchQuery)}&pageSize=1`, {
    token,
  });
  const orders = await benchCall<{ items: OrderSummary[] }>(origin, '/OrderOrdering?page=1&pageSize=1', { token });
  const product = products.items[0];
  const order = orders.items[0];
  return [...(product ? [`/chinaWebProduct/${product.site}-${product.itemId}`] : []), ...(order ? [`/orderOrdering/${order.id}`] : [])];
}

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return 'unknown';
  }
}

const results: BenchResults = {
  measuredAt: new Date().toISOString(),
  commit: commit(),
  node: process.version,
  cpus: cpus().length,
  loadAverage: { start: loadAverage() },
  targets: [],
  errors: [],
};

async function attempt(part: string, work: () => Promise<void>) {
  results.loadAverage[part] = loadAverage();
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${part} failed: ${message}`);
    results.errors.push(`${part}: ${message}`);
  }
}

const serverDir = `${outDir}-server`;
if (!args['skip-build']) {
  log(`vite build → ${outDir}`);
  await buildClient(outDir);
  log(`server build → ${serverDir}`);
  await buildServer(serverDir);
}
log('starting the server');
const database = args.database ? await createBenchDatabase(args.database) : undefined;
const server = await startServer(outDir, serverDir, database?.url);
results.server = { engine: server.engine, readyMs: server.readyMs, rssMbIdle: server.rssMb(), rssMbAfterLoad: null };
try {
  const user = await registerBenchUser(server.origin);

  if (parts.has('sizes')) {
    await attempt('sizes', async () => {
      const initial = [await measureInitialLoad(server.origin, loginPath), await measureInitialLoad(server.origin, homePath, user.token)];
      const initialComposition = Object.fromEntries(
        initial.map((load) => [
          load.path,
          composition(
            outDir,
            load.files.filter((f) => f.type === 'script').map((f) => f.url),
          ),
        ]),
      );
      results.sizes = { initial, ...buildSizes(outDir), initialComposition };
    });
  }
  if (parts.has('api')) {
    await attempt('api', async () => {
      log('API load');
      const bare = await startBareLookup({ databaseUrl: database?.url, userId: user.id });
      try {
        results.api = await loadApi(
          server.origin,
          user,
          { durationSeconds: Number(args.duration), connections: Number(args.connections) },
          bare,
        );
      } finally {
        bare.stop();
      }
      results.server!.rssMbAfterLoad = server.rssMb();
    });
  }
  if (parts.has('mainthread')) {
    await attempt('mainthread', async () => {
      // After the API part, so the order list holds the orders its load placed.
      const runs = Number(args.loads);
      log(`main thread under ${runs} throttled loads per page`);
      results.mainThread = [];
      if (measured(loginPath)) results.mainThread.push(await measureMainThread(server.origin, loginPath, { runs }));
      for (const path of [homePath, productSearchPath, orderListPath].filter(measured))
        results.mainThread.push(await measureMainThread(server.origin, path, { runs, token: user.token }));
    });
  }
  if (parts.has('lighthouse')) {
    await attempt('lighthouse', async () => {
      const runs = Number(args.runs);
      const signedIn = { runs, token: user.token, reportsDir: args.reports };
      results.lighthouse = [];
      if (measured(loginPath)) results.lighthouse.push(await lighthousePage(server.origin, loginPath, { runs, reportsDir: args.reports }));
      // An order's page is one a person opens first, from a notification: without the API part's
      // hundred orders, one is placed so that it can be measured (and the order list has a row).
      if (!parts.has('api')) await fillOrders(server.origin, user, 1);
      const paths = [homePath, productSearchPath, orderListPath, ...(await objectPaths(server.origin, user.token)), walletPath];
      for (const path of paths.filter(measured)) results.lighthouse.push(await lighthousePage(server.origin, path, signedIn));
    });
  }
} finally {
  await server.remove();
  await database?.drop();
}

results.loadAverage.end = loadAverage();
const budget = readFirstLoadBudget();
results.targets = [
  ...checkTargets(results.sizes?.initial ?? [], results.lighthouse ?? [], results.server, results.api),
  ...(results.sizes?.initial ?? []).map((load) => checkFirstLoadBudget(load, budget)),
];
writeResults(resultsFile, results);
printReport(results);
log(`written to ${resultsFile}`);
process.exit(results.errors.length ? 1 : 0);
