/**
 * Failures per key with a wait that doubles after the free ones: the first `freeFailures` cost
 * nothing, then 1 s, 2 s, 4 s… up to `maxDelayMs`. A guesser slows to a few tries an hour, while
 * a person who mistyped a few times never notices. A key is forgotten `forgetAfterMs` after its
 * last failure, or when `clear` says the password was right.
 *
 * Kept in this process's memory, like every limit of the server: one process per embedded
 * database; several processes on PostgreSQL each count on their own (a shared store would be
 * needed to count together).
 */
export interface Backoff {
  /** How long `key` must still wait before its next try, in ms (0: it may try now). */
  waitMs: (key: string) => number;
  fail: (key: string) => void;
  clear: (key: string) => void;
}

export interface BackoffPolicy {
  freeFailures: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** Keys beyond this are dropped oldest first, so a flood of made-up names cannot grow memory without end. */
const MAX_KEYS = 100_000;

export function createBackoff(policy: BackoffPolicy, now: () => Date): Backoff {
  const entries = new Map<string, { failures: number; lastAt: number }>();

  const delayAfter = (failures: number) =>
    failures < policy.freeFailures ? 0 : Math.min(policy.maxDelayMs, 1000 * 2 ** (failures - policy.freeFailures));

  function current(key: string, at: number) {
    const entry = entries.get(key);
    if (entry && at - entry.lastAt > policy.forgetAfterMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    waitMs(key) {
      const at = now().getTime();
      const entry = current(key, at);
      return entry ? Math.max(0, entry.lastAt + delayAfter(entry.failures) - at) : 0;
    },
    fail(key) {
      const at = now().getTime();
      const failures = (current(key, at)?.failures ?? 0) + 1;
      // Re-inserting keeps Map order = least recently failed first, which is what we evict.
      entries.delete(key);
      entries.set(key, { failures, lastAt: at });
      if (entries.size > MAX_KEYS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    clear(key) {
      entries.delete(key);
    },
  };
}
