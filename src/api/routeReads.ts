import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '../routerContext';
import { earlyReadsWaiting } from './earlyReads';

/**
 * Starts the read of what a route's page shows, from the route's loader, rather than from the
 * page's first render (`options` as the page's useQuery asks it).
 *
 * Waited for only on the app's first page, whose read the shell already asked for (an app opened
 * from a link, src/api/earlyReads.ts): its answer is there or nearly, and the first render then
 * draws the page itself, not a loading line that a second render replaces. A navigation does not
 * wait: the page shows at once with its own loading state, and its query joins the read in flight;
 * so does a page opened offline, which says it needs a connection.
 */
export function readWithRoute<TData, TKey extends QueryKey>(
  { queryClient }: Pick<RouterContext, 'queryClient'>,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> | undefined {
  const answeredEarly = earlyReadsWaiting();
  const read = queryClient.prefetchQuery(options);
  // Offline, the query waits for the network to come back: the page says so rather than wait too.
  const paused = queryClient.getQueryState(options.queryKey)?.fetchStatus === 'paused';
  return answeredEarly && !paused ? read : undefined;
}
