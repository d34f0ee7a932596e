import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { ArticleCategory } from '../../contract/articleCategory';
import { articlePageSchema, articleSchema, staticPageSchema, type ArticleQuery } from '../../contract/articles';
import { apiPaths, pathWith } from '../../contract/paths';
import { publicQueryMeta } from '../lib/queryPersistence';
import { pagedQuery } from './pagination';

/**
 * Articles and static pages: what anyone may read, signed in or not. Their queries are public
 * (`publicQueryMeta`), so a page read once stays readable offline even with nobody signed in.
 */

export type ArticleListFilter = { category?: ArticleCategory; q?: string };

export const articleKeys = {
  all: ['articles'] as const,
  list: (filter: ArticleListFilter) => ['articles', 'list', filter] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  staticPage: (idOrSlug: string) => ['articles', 'staticPage', idOrSlug] as const,
};

async function listArticles(api: AxiosInstance, query: ArticleQuery) {
  return articlePageSchema.parse((await api.get(apiPaths.articles, { params: query })).data);
}

/** Published articles, newest first, in pages. */
export function articlesQuery(api: AxiosInstance, filter: ArticleListFilter) {
  return { ...pagedQuery(articleKeys.list(filter), (page) => listArticles(api, { ...filter, ...page })), meta: publicQueryMeta };
}

export function articleQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: async () => articleSchema.parse((await api.get(pathWith(apiPaths.article, { id }))).data),
    meta: publicQueryMeta,
  });
}

/** A static page by its slug (`bang-gia`) or id. */
export function staticPageQuery(api: AxiosInstance, idOrSlug: string) {
  return queryOptions({
    queryKey: articleKeys.staticPage(idOrSlug),
    queryFn: async () => staticPageSchema.parse((await api.get(pathWith(apiPaths.staticPage, { idOrSlug }))).data),
    meta: publicQueryMeta,
  });
}
