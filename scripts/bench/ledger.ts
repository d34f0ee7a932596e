import { randomUUID } from 'node:crypto';
import { log } from './env';
import { benchAdmin, type BenchUser } from './server';

/** One API call of the bench's setup; anything but 2xx stops the bench with the answer. */
export async function benchCall<T>(
  origin: string,
  path: string,
  init: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Gives the user `entries` ledger entries, as staff would: one adjustment each, through the API
 * (POST /Staff/Wallet/{userId}/Adjust), so the transaction list is measured on a real history.
 */
export async function fillLedger(origin: string, user: BenchUser, entries: number): Promise<void> {
  log(`writing ${entries} ledger entries for ${user.userName}`);
  const { token: adminToken } = await benchCall<{ token: string }>(origin, '/auth/login', { method: 'POST', body: benchAdmin });
  const { id: userId } = await benchCall<{ id: number }>(origin, '/CurrentUser', { token: user.token });

  for (let i = 1; i <= entries; i++) {
    await benchCall(origin, `/Staff/Wallet/${userId}/Adjust`, {
      token: adminToken,
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      // Mostly credits, every fifth a smaller debit: never below zero.
      body: i % 5 === 0 ? { amountVnd: -20_000, reason: `bench ${i}` } : { amountVnd: 100_000, reason: `bench ${i}` },
    });
  }
  // A load of fast 404s or empty pages would measure nothing: check what the endpoints answer first.
  const { total } = await benchCall<{ total: number }>(origin, '/Transaction?page=1&pageSize=20', { token: user.token });
  if (total !== entries) throw new Error(`expected ${entries} ledger entries, GET /Transaction reports ${total}`);
  await benchCall(origin, '/Wallet', { token: user.token });
}
