/*
 * The sites and sorts alone, apart from contract/productLinks.ts and contract/products.ts: the
 * product routes validate their params with them, and route files are in the first download,
 * which should carry neither the link parser nor the product schemas (both re-export these).
 */

export const productSites = ['taobao', 'tmall', '1688', 'pinduoduo'] as const;
export type ProductSite = (typeof productSites)[number];

/** Brand names, the same in every language (not translated on purpose). */
export const productSiteNames: Record<ProductSite, string> = {
  taobao: 'Taobao',
  tmall: 'Tmall',
  '1688': '1688',
  pinduoduo: 'Pinduoduo',
};

export const productSorts = ['relevance', 'price-asc', 'price-desc', 'sales'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The longest keyword search the API takes (contract/products.ts productSearchQuerySchema). */
export const MAX_SEARCH_LENGTH = 200;
