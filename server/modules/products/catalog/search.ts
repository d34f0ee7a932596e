import type { Product, ProductSearchQuery, ProductSearchResult, ProductSort } from '../../../../contract/products';
import type { CatalogEntry } from './buildCatalog';

/**
 * Keyword search over the built-in catalog. Vietnamese is compared without accents and case
 * ("ao hoodie" finds "Áo hoodie"), by word prefix ("hood" finds "hoodie"); Chinese has no spaces,
 * so a Chinese run is matched as a substring, and a long one by its two-character pieces
 * ("加厚卫衣女" still finds "宽松加厚连帽卫衣女").
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Lower case, no Vietnamese marks (đ → d), full-width forms folded. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

const splitter = /[^\p{L}\p{N}]+/u;

/** The query's terms: folded words, and the two-character pieces of Chinese runs longer than two. */
export function queryTerms(query: string): string[] {
  const terms = fold(query)
    .split(splitter)
    .filter(Boolean)
    .flatMap((word) => {
      if (!CJK.test(word) || word.length <= 2) return [word];
      return Array.from({ length: word.length - 1 }, (_, at) => word.slice(at, at + 2));
    });
  return [...new Set(terms)].slice(0, 24);
}

export interface IndexedEntry {
  entry: CatalogEntry;
  /** The titles, where a match counts fully. */
  title: Field;
  /** Category words, shop names and the choices (colours, sizes, phone models): half a match each. */
  other: Field;
}

interface Field {
  text: string;
  words: readonly string[];
}

const field = (parts: ReadonlyArray<string | null>): Field => {
  const text = fold(parts.filter(Boolean).join(' '));
  return { text, words: text.split(splitter).filter(Boolean) };
};

export function indexEntry(entry: CatalogEntry): IndexedEntry {
  const { product } = entry;
  const choices = product.properties.flatMap((property) => property.values.flatMap((value) => [value.name, value.nameVi]));
  return {
    entry,
    title: field([product.title, product.titleVi]),
    other: field([...entry.words, product.shop.name, product.shop.nameVi, ...choices]),
  };
}

function matches({ text, words }: Field, term: string): boolean {
  return CJK.test(term) ? text.includes(term) : words.some((word) => word.startsWith(term));
}

/** Up to a third of the terms may miss: a long query should not come back empty for one odd word. */
const needed = (terms: number) => Math.max(1, terms - Math.floor(terms / 3));

/**
 * Relevance is the number of terms matched, a term found only outside the titles counting half
 * ("gấu bông" is a teddy bear's title, and only a category word of building blocks); then sales.
 */
function score(indexed: IndexedEntry, terms: readonly string[]): { matched: number; weight: number } {
  let matched = 0;
  let weight = 0;
  for (const term of terms) {
    if (matches(indexed.title, term)) {
      matched += 1;
      weight += 2;
    } else if (matches(indexed.other, term)) {
      matched += 1;
      weight += 1;
    }
  }
  return { matched, weight };
}

interface Hit {
  product: Product;
  weight: number;
  /** Place in the catalog: the last tie-breaker, so a page boundary never moves between two requests. */
  position: number;
}

const bySales = (a: Hit, b: Hit) => (b.product.sales ?? 0) - (a.product.sales ?? 0);
const orders: Record<ProductSort, (a: Hit, b: Hit) => number> = {
  relevance: (a, b) => b.weight - a.weight || bySales(a, b),
  'price-asc': (a, b) => a.product.priceFen - b.product.priceFen,
  'price-desc': (a, b) => b.product.priceFen - a.product.priceFen,
  sales: bySales,
};

export function searchEntries(index: readonly IndexedEntry[], query: ProductSearchQuery): ProductSearchResult {
  const terms = queryTerms(query.q);
  const hits = index.flatMap((indexed, position): Hit[] => {
    if (query.site && indexed.entry.product.site !== query.site) return [];
    const { matched, weight } = score(indexed, terms);
    return terms.length > 0 && matched >= needed(terms.length) ? [{ product: indexed.entry.product, weight, position }] : [];
  });
  const compare = orders[query.sort];
  hits.sort((a, b) => compare(a, b) || a.position - b.position);

  const start = (query.page - 1) * query.pageSize;
  const items = hits.slice(start, start + query.pageSize).map(({ product }) => ({
    site: product.site,
    itemId: product.itemId,
    title: product.title,
    titleVi: product.titleVi,
    imageUrl: product.images[0] ?? '',
    priceFen: product.priceFen,
    priceMaxFen: product.priceMaxFen,
    sales: product.sales,
    shop: product.shop,
  }));
  return { items, total: hits.length, page: query.page, pageSize: query.pageSize };
}
