import autocannon from 'autocannon';
import { fillLedger } from './ledger';
import { benchSearchQuery, fillOrders } from './orders';
import type { BareLookup } from './bareLookup';
import type { BenchUser } from './server';
import { steadyLoad } from './steadyLoad';

export type ApiLoadResult = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, plus socket errors and timeouts: a fast error is not throughput. */
  failures: number;
  /** Sent at this steady rate (req/s) instead of as fast as the server answers: the tail latency row. */
  rate?: number;
};

export type LoadOptions = { durationSeconds: number; connections: number };

/** The row of the floor: what the API's reads are compared with (targets.ts `apiVsBare`). */
export const BARE_LOOKUP = 'bare lookup (Fastify, one query, same engine)';

/** The steady load the reads' tail latency is measured at (targets.ts `p99AtRateMs`). */
export const STEADY_RATE = 1000;

async function load(name: string, options: autocannon.Options): Promise<ApiLoadResult> {
  const result = await autocannon(options);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Ledger entries the bench user has when the wallet and its history are read. */
const ledgerEntries = 200;
/** Buy-for-me orders the bench user has when the order list is read. */
const orderCount = 100;

/**
 * Throughput and tail latency on loopback. Login is dominated by Argon2id (19 MiB, 2 passes, at
 * most PASSWORD_HASH_CONCURRENCY at once), by design; CurrentUser is a token check and one query;
 * Wallet and Transaction read a customer's balance and the newest page of a 200-entry ledger;
 * product search runs over the built-in catalog; the order list reads the newest page of 100 orders.
 */
export async function loadApi(
  origin: string,
  user: BenchUser,
  { durationSeconds, connections }: LoadOptions,
  bare: BareLookup,
): Promise<ApiLoadResult[]> {
  const common = { duration: durationSeconds, connections, timeout: 30 } as const;
  const loginResult = await load('POST /api/auth/login', {
    ...common,
    url: `${origin}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: user.userName, password: user.password }),
  });
  const bareResult = await load(BARE_LOOKUP, { ...common, url: bare.url });
  const currentUserResult = await load('GET /api/CurrentUser', {
    ...common,
    url: `${origin}/api/CurrentUser`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  await fillLedger(origin, user, ledgerEntries);
  const walletResult = await load('GET /api/Wallet', {
    ...common,
    url: `${origin}/api/Wallet`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const transactionsResult = await load(`GET /api/Transaction?page=1&pageSize=20 (${ledgerEntries} entries)`, {
    ...common,
    url: `${origin}/api/Transaction?page=1&pageSize=20`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  const searchResult = await load(`GET /api/ChinaWebProduct?q=${benchSearchQuery}`, {
    ...common,
    url: `${origin}/api/ChinaWebProduct?q=${encodeURIComponent(benchSearchQuery)}&page=1&pageSize=20`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  await fillOrders(origin, user, orderCount);
  const ordersResult = await load(`GET /api/OrderOrdering?page=1&pageSize=20 (${orderCount} orders)`, {
    ...common,
    url: `${origin}/api/OrderOrdering?page=1&pageSize=20`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  // Throughput above is each read flat out; a service lives at a steady rate, where what counts is
  // the slowest answers.
  const steadyResults: ApiLoadResult[] = [];
  for (const path of ['/api/CurrentUser', '/api/Wallet', '/api/OrderOrdering?page=1&pageSize=20']) {
    const result = await steadyLoad(`${origin}${path}`, {
      rate: STEADY_RATE,
      durationSeconds,
      headers: { authorization: `Bearer ${user.token}` },
    });
    steadyResults.push({
      name: `GET ${path} at ${STEADY_RATE} req/s`,
      requestsPerSecond: result.achievedRate,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      requests: result.sent,
      failures: result.failures,
      rate: STEADY_RATE,
    });
  }
  return [bareResult, loginResult, currentUserResult, walletResult, transactionsResult, searchResult, ordersResult, ...steadyResults];
}
