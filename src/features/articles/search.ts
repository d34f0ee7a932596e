import { ARTICLE_SEARCH_MAX, articleCategories, type ArticleCategory } from '../../../contract/articleCategory';
import { oneOf, textOf } from '../../lib/searchParams';

/*
 * Search params of the article lists, checked without the article schemas: route files are in the
 * first download. A refused value becomes undefined.
 */

export type ArticleListSearch = { category?: ArticleCategory; q?: string };

/** `/article?category=guide&q=đặt hàng`: the chosen kind and the words searched, kept in the address. */
export function articleListSearch(search: Record<string, unknown>): ArticleListSearch {
  return { category: oneOf(articleCategories, search.category), q: textOf(search.q, ARTICLE_SEARCH_MAX) };
}

/** `/article/policy?q=hoàn tiền`: the kind is the page's own. */
export function policyListSearch(search: Record<string, unknown>): Pick<ArticleListSearch, 'q'> {
  return { q: textOf(search.q, ARTICLE_SEARCH_MAX) };
}
