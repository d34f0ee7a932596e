import { apiPaths, pathWith } from '../../contract/paths';
import { parseProductPath, productPath } from '../../contract/productPath';
import { API_BASE_URL } from '../api/baseUrl';
import { readEarly } from '../api/earlyReads';
import { PAGE_SIZE } from '../api/pageSize';
import { productSearch } from '../features/chinaWebProduct/search';
import { orderListSearch } from '../features/orders/search';
import { idOf } from '../lib/searchParams';
import { localTokenStorage } from '../session/tokenStorage';
import { routeMatches } from './preloads';

/** An API address with the given query (parameters left undefined are not sent, as axios leaves them out). */
function address(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params}`;
}

/**
 * The address's search as the router reads it (TanStack Router's default): each value as JSON
 * when it is JSON (`page=2` a number, `site=%221688%22` a string), as the text itself otherwise.
 */
function searchOf(search: string): Record<string, unknown> {
  const parsed = (value: string): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  };
  return Object.fromEntries([...new URLSearchParams(search)].map(([key, value]) => [key, parsed(value)]));
}

/**
 * What each list page asks for first, from its address's search, as the page itself asks for it
 * (same filter and defaults, same page size). Read with the routes' own search checks where they
 * need no schemas; the ledger's filter needs one, so only its unfiltered page is asked for early.
 * A component test opens each of these pages with only the early answers to show: an address
 * here that drifted from its page's would be caught there.
 */
const firstPagesOf: Record<string, (search: Record<string, unknown>) => Array<string | undefined>> = {
  '/orderOrdering': (search) => {
    const { tab = 'all', q } = orderListSearch(search);
    return [address(apiPaths.orders, { tab, q, page: 1, pageSize: PAGE_SIZE })];
  },
  '/chinaWebProduct': (search) => {
    const { q, site, sort = 'relevance' } = productSearch(search);
    return [q ? address(apiPaths.products, { q, site, sort, page: 1, pageSize: PAGE_SIZE }) : undefined];
  },
  // The wallet's balance above the ledger's first page.
  '/transaction': (search) => [
    apiPaths.wallet,
    Object.keys(search).length === 0 ? address(apiPaths.transactions, { page: 1, pageSize: PAGE_SIZE }) : undefined,
  ],
};

/**
 * The page of one object, opened from a notification or a link: the object, from the path's
 * `$` segment, as the page asks for it. A segment that names none (`/orderOrdering/create`, a
 * product key of no site) asks nothing, as the page does not.
 */
const objectOf: Record<string, (segment: string) => string | undefined> = {
  '/orderOrdering/$id': (segment) => {
    const id = idOf(segment);
    return id === undefined ? undefined : pathWith(apiPaths.order, { id });
  },
  '/chinaWebProduct/$key': (segment) => {
    const product = parseProductPath(segment);
    return product ? pathWith(apiPaths.product, { key: productPath(product) }) : undefined;
  },
};

function objectRead(pathname: string): string | undefined {
  const pattern = Object.keys(objectOf).find((candidate) => routeMatches(candidate, pathname));
  if (!pattern) return undefined;
  const segment = pathname.split('/')[pattern.split('/').findIndex((part) => part.startsWith('$'))] ?? '';
  return objectOf[pattern]!(segment);
}

/**
 * Called by src/boot.ts once the shell is painted, with a stored token: asks for the signed-in
 * person and, on a list, its first page (on an order or a product, that object), while the app's
 * scripts download (src/api/earlyReads.ts). Not on the login page, where the session does not load
 * the user at start.
 */
export function readFirstEarly(win: Window = window): void {
  const { pathname, search } = win.location;
  if (pathname === '/auth/login') return;
  const token = localTokenStorage(win.localStorage).read();
  if (!token) return;
  const fetchFn = win.fetch.bind(win);
  readEarly(`${API_BASE_URL}${apiPaths.currentUser}`, token, fetchFn);
  const firstReads = firstPagesOf[pathname]?.(searchOf(search)) ?? [objectRead(pathname)];
  for (const read of firstReads) if (read) readEarly(`${API_BASE_URL}${read}`, token, fetchFn);
}
