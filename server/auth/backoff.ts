import type { LimitStore } from '../limits/limitStore';

/**
 * Failures per key with a wait that doubles after the free ones: the first `freeFailures` cost
 * nothing, then 1 s, 2 s, 4 s… up to `maxDelayMs`. A guesser slows to a few tries an hour, while
 * a person who mistyped a few times never notices. A key is forgotten `forgetAfterMs` after its
 * last failure, or when `clear` says the password was right.
 *
 * Counted in the shared limit store (limits/limitStore.ts), so several server processes
 * count one guesser together, and a restart does not hand out a fresh allowance.
 */
export interface Backoff {
  /** How long `key` must still wait before its next try, in ms (0: it may try now). */
  waitMs: (key: string) => Promise<number>;
  fail: (key: string) => Promise<void>;
  clear: (key: string) => Promise<void>;
}

export interface BackoffPolicy {
  freeFailures: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export function createBackoff({
  store,
  scope,
  policy,
  now,
}: {
  store: LimitStore;
  scope: string;
  policy: BackoffPolicy;
  now: () => Date;
}): Backoff {
  const keyOf = (key: string) => `${scope}:${key}`;
  const delayAfter = (failures: number) =>
    failures < policy.freeFailures ? 0 : Math.min(policy.maxDelayMs, 1000 * 2 ** (failures - policy.freeFailures));
  const forgetBefore = (at: number) => new Date(at - policy.forgetAfterMs);

  return {
    async waitMs(key) {
      const at = now().getTime();
      const entry = await store.findFailures({ key: keyOf(key), after: forgetBefore(at) });
      return entry ? Math.max(0, entry.lastAt.getTime() + delayAfter(entry.failures) - at) : 0;
    },
    async fail(key) {
      const at = now();
      await store.addFailure({ key: keyOf(key), at, forgetBefore: forgetBefore(at.getTime()) });
    },
    async clear(key) {
      await store.clearFailures({ key: keyOf(key) });
    },
  };
}
