/**
 * Reads asked for by the page's shell while the app's scripts are still downloading (src/boot.ts,
 * src/shell/firstReads.ts): the signed-in person and what the address's page shows first (a
 * list's first page, an order, a product, the ledger's balance). A start with a stored token then
 * waits for the slower of the scripts and the data instead of for one after the other.
 *
 * The app takes each answer once, for the same address (its query in any order) and token, within
 * a start's first seconds; only a success is ever used. Anything else (an error, no network, an
 * answer come too late) leaves the app's own request to go out as it always would, so its errors,
 * sign-out on a 401 and offline start behave exactly as without this. The early requests name no
 * language: the server words only its errors by it, never a success.
 */

/** After this, an early answer is no longer the start's: a later read asks the server. */
const START_MS = 15_000;

type EarlyRead = { token: string; askedAt: number; answer: Promise<unknown> };

const reads = new Map<string, EarlyRead>();

/** The address as a key: path and query, the query's parameters sorted and read as values. */
function addressKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

/** Asks for `url` now, with `token`. */
export function readEarly(url: string, token: string, fetchFn: typeof fetch = fetch, now = Date.now()): void {
  const answer = fetchFn(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  reads.set(addressKey(url), { token, askedAt: now, answer });
}

/**
 * The early answer for `url`, once: undefined when none was asked for, it was asked with another
 * token (the session has renewed or replaced it since), or the start is long past. The promise
 * gives undefined when the early request did not succeed.
 */
export function takeEarlyRead(url: string, token: string, now = Date.now()): Promise<unknown> | undefined {
  const key = addressKey(url);
  const read = reads.get(key);
  reads.delete(key);
  if (!read || read.token !== token || now - read.askedAt > START_MS) return undefined;
  return read.answer;
}

/**
 * Whether an answer the shell asked for is still to be taken: true while the app opens its first
 * page (the signed-in person's is taken before), false once that page has asked for its data.
 */
export function earlyReadsWaiting(now = Date.now()): boolean {
  return [...reads.values()].some((read) => now - read.askedAt <= START_MS);
}
