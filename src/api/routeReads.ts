import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '../routerContext';
import { isReadEarly } from './earlyReads';

/**
 * A route loader's read of the data its page shows first (`path` is the address the query asks),
 * started with the route rather than by the page's first render.
 *
 * Waited for only when the shell already asked for it (an app opened on this page from a link,
 * src/api/earlyReads.ts): its answer is there or nearly, and the first render then draws the page
 * itself, not a loading line that a second render replaces. A navigation does not wait: the page
 * shows at once with its own loading state and its query joins the read in flight; so does a page
 * opened offline, which shows that it needs a connection.
 */
export function readWithRoute<TData, TKey extends QueryKey>(
  { queryClient, api }: Pick<RouterContext, 'queryClient' | 'api'>,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  path: string,
): Promise<void> | undefined {
  const answeredEarly = isReadEarly(api.getUri({ url: path }));
  const read = queryClient.prefetchQuery(options);
  // Offline, the query waits for the network to come back: the page says so rather than wait too.
  const paused = queryClient.getQueryState(options.queryKey)?.fetchStatus === 'paused';
  return answeredEarly && !paused ? read : undefined;
}
