import { reply, type StubHandler, type StubRequest } from './renderApp';

/** Intl writes a non-breaking space before ₫: match any space. */
export const vnd = (digits: string) => new RegExp(`${digits.replace(/\./g, '\\.')}\\s₫`);

/** One page of a paged list, as the API answers it (pages of 20). */
export const pageOf = <T>(items: T[], page = 1, total = items.length) => reply(200, { items, total, page, pageSize: 20 });

/** The GET requests the page made to one list endpoint. */
export const getsOf = (requests: StubRequest[], url: string) => requests.filter((r) => r.method === 'GET' && r.url === url);

/** A list of 22 rows over two pages: ids 100 down to 81, then 80 and 79; row 99 is in transit, the rest as `rowOf` makes them. */
export const twoPagesOf =
  <T>(url: string, rowOf: (id: number, overrides: { status?: 'inTransit' }) => T): StubHandler =>
  ({ url: asked, params }) => {
    if (asked !== url) return undefined;
    const page = Number(params.page);
    const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => 100 - i) : [80, 79];
    return pageOf(
      ids.map((id) => rowOf(id, id === 99 ? { status: 'inTransit' } : {})),
      page,
      22,
    );
  };

/** A list whose "all" tab holds row 1 and whose search for `query` finds row 301; every other tab or search is empty. */
export const tabsAndSearchOf =
  <T>(url: string, query: string, rowOf: (id: number) => T): StubHandler =>
  ({ url: asked, params }) => {
    if (asked !== url) return undefined;
    if (params.q === query) return pageOf([rowOf(301)]);
    if (params.tab === 'all' && !params.q) return pageOf([rowOf(1)]);
    return pageOf([]);
  };
