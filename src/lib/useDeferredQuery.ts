import { useDeferredValue } from 'react';

/**
 * A query's result as a list page should draw it: the new rows in a render React may pause,
 * what was on screen (the skeleton, the rows before a refetch) until then.
 *
 * TanStack Query hands its updates to React through useSyncExternalStore, which React renders
 * at once and in one piece: a page of twenty orders arriving was one task of about 200 ms on
 * Lighthouse's mobile CPU, and a tap landing meanwhile waited for all of it. With the result
 * deferred, that urgent render changes nothing (cheap), and the rows are drawn by a background
 * render that yields to input every few milliseconds. A result already in the cache (back to a
 * list) is drawn at once, as before.
 */
export function useDeferredQuery<Result>(result: Result): Result {
  return useDeferredValue(result);
}
