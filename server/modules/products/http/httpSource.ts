import type { ProductSite } from '../../../../contract/productLinks';
import type { ProductSearchQuery } from '../../../../contract/products';
import type { ProductSource } from '../productSource';
import { itemGetAnswerSchema, itemSearchAnswerSchema } from './itemApi.schema';
import { toProduct, toSummary } from './itemApi.map';
import { productSourceUnavailable } from '../products.errors';

export interface HttpSourceOptions {
  /** PRODUCT_API_URL, e.g. https://api-gw.onebound.cn */
  baseUrl: string;
  apiKey: string;
  apiSecret?: string;
  timeoutMs: number;
  /** Injected so tests replay recorded answers; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Why a call failed (the customer only sees "source unavailable"). */
  onError?: (error: unknown) => void;
}

/** Tmall items are served by the Taobao endpoints. */
const apiOf: Record<ProductSite, string> = { taobao: 'taobao', tmall: 'taobao', '1688': '1688', pinduoduo: 'pinduoduo' };

/** Sort names of item_search: `bid` price ascending, `_bid` descending, `_sale` best sellers. */
const sortOf = { relevance: undefined, 'price-asc': 'bid', 'price-desc': '_bid', sales: '_sale' } as const;

/** "No such item" in these APIs' words: error code 2000 or an item-not-found error. */
const isNotFound = (answer: { error_code?: string | number; error?: string }) =>
  String(answer.error_code) === '2000' || /not.?found|不存在|下架/i.test(answer.error ?? '');

const succeeded = (answer: { error_code?: string | number }) =>
  answer.error_code === undefined || String(answer.error_code) === '0000' || String(answer.error_code) === '0';

/**
 * A product data API in the item_get / item_search shape. Every failure (network, timeout, HTTP
 * status, an answer that does not parse or map) becomes 503 product-source-unavailable: the app
 * says "try again later" instead of showing half a product.
 */
export function createHttpProductSource(options: HttpSourceOptions): ProductSource {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(site: ProductSite, api: 'item_get' | 'item_search', params: Record<string, string | undefined>): Promise<unknown> {
    const url = new URL(`${base}/${apiOf[site]}/${api}/`);
    url.searchParams.set('key', options.apiKey);
    if (options.apiSecret) url.searchParams.set('secret', options.apiSecret);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
    const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
    if (!response.ok) throw new Error(`product API answered HTTP ${response.status}`);
    return response.json();
  }

  /** Runs one call; anything that goes wrong is logged and reported as the source being unavailable. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      options.onError?.(error);
      throw productSourceUnavailable();
    }
  }

  return {
    get: (ref) =>
      guarded(async () => {
        const answer = itemGetAnswerSchema.parse(await call(ref.site, 'item_get', { num_iid: ref.itemId, is_promotion: '1' }));
        if (isNotFound(answer)) return null;
        if (!succeeded(answer) || !answer.item || Array.isArray(answer.item))
          throw new Error(`product API error ${String(answer.error_code)}: ${answer.reason ?? answer.error ?? ''}`);
        return toProduct(ref, answer.item);
      }),

    search: (query: ProductSearchQuery) =>
      guarded(async () => {
        // The APIs search one site at a time; without a filter, Taobao (whose results include Tmall).
        const site = query.site ?? 'taobao';
        const answer = itemSearchAnswerSchema.parse(
          await call(site, 'item_search', { q: query.q, page: String(query.page), sort: sortOf[query.sort] }),
        );
        if (!succeeded(answer)) throw new Error(`product API error ${String(answer.error_code)}: ${answer.reason ?? answer.error ?? ''}`);
        const found = answer.items?.item ?? [];
        const items = found.flatMap((item) => {
          const summary = toSummary(site, item);
          return summary && (!query.site || summary.site === query.site || query.site === 'taobao') ? [summary] : [];
        });
        // Pages are the provider's: its page size, its total, so paging through them stays consistent.
        const total = Number(answer.items?.real_total_results ?? answer.items?.total_results ?? items.length);
        const pageSize = Number(answer.items?.page_size ?? found.length) || query.pageSize;
        return { items, total: Number.isFinite(total) ? Math.max(total, items.length) : items.length, page: query.page, pageSize };
      }),

    // The APIs take item ids only; a short link or a password would need the site's own redirect.
    resolveLink: async (parsed) => (parsed.kind === 'item' ? { site: parsed.site, itemId: parsed.itemId } : null),
    image: () => null,
  };
}
