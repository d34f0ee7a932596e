/** At most `limit` tasks run at once; the rest wait in arrival order. */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never drops below the queue's need.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
