/**
 * The kinds of article, alone in a module: the `/article` route checks its `?category=` with them,
 * and route files are in the first download, which must not carry the article schemas.
 */
export const articleCategories = ['news', 'guide', 'policy'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** The longest `?q=` GET /Article takes (SEARCH_MAX of contract/pagination.ts, which carries zod). */
export const ARTICLE_SEARCH_MAX = 100;
