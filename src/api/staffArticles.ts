import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  articleImageSchema,
  articlePreviewSchema,
  staffArticlePageSchema,
  staffArticleSchema,
  staffStaticPageListSchema,
  staffStaticPageSchema,
  type SaveArticleInput,
  type SaveStaticPageRequest,
  type StaffArticleQuery,
} from '../../contract/articles';
import { pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import { withIdempotencyKey } from './idempotencyKey';
import { postPhoto } from './photoUpload';
import { staffPageQuery } from './staff';

/**
 * Articles and static pages as staff write them. A new one is sent under the Idempotency-Key the
 * editor keeps for the attempt, so a resent save makes one article; a change replaces the whole
 * text (PUT).
 */

export const staffArticleKeys = {
  all: ['staff', 'articles'] as const,
  list: (query: Partial<StaffArticleQuery>) => ['staff', 'articles', 'list', query] as const,
  detail: (id: number) => ['staff', 'articles', 'detail', id] as const,
  preview: (body: string) => ['staff', 'articles', 'preview', body] as const,
  pages: ['staff', 'articles', 'pages'] as const,
  page: (id: number) => ['staff', 'articles', 'pages', id] as const,
};

export function staffArticlesQuery(api: AxiosInstance, query: Partial<StaffArticleQuery>) {
  return staffPageQuery(api, staffArticleKeys.list(query), staffApiPaths.staffArticles, staffArticlePageSchema, query);
}

export function staffArticleQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: staffArticleKeys.detail(id),
    queryFn: async () => staffArticleSchema.parse((await api.get(pathWith(staffApiPaths.staffArticle, { id }))).data),
  });
}

export async function createArticle(api: AxiosInstance, body: SaveArticleInput, idempotencyKey: string) {
  return staffArticleSchema.parse((await api.post(staffApiPaths.staffArticles, body, withIdempotencyKey(idempotencyKey))).data);
}

export async function updateArticle(api: AxiosInstance, id: number, body: SaveArticleInput) {
  return staffArticleSchema.parse((await api.put(pathWith(staffApiPaths.staffArticle, { id }), body)).data);
}

export async function deleteArticle(api: AxiosInstance, id: number) {
  await api.delete(pathWith(staffApiPaths.staffArticle, { id }));
}

/**
 * The Markdown as readers will get it, from the server's own renderer. Kept per text, so typing
 * back to an earlier text shows its preview at once, and the last preview stays while the next loads.
 */
export function articlePreviewQuery(api: AxiosInstance, body: string) {
  return queryOptions({
    queryKey: staffArticleKeys.preview(body),
    queryFn: async ({ signal }) =>
      articlePreviewSchema.parse((await api.post(staffApiPaths.staffArticlePreview, { body }, { signal })).data),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** A picture for a cover or the text: its token (what a save refers to) and its URL. */
export async function uploadArticleImage(api: AxiosInstance, photo: Blob) {
  return articleImageSchema.parse(await postPhoto(api, staffApiPaths.staffArticleImage, photo));
}

export function staffStaticPagesQuery(api: AxiosInstance) {
  return queryOptions({
    queryKey: staffArticleKeys.pages,
    queryFn: async () => staffStaticPageListSchema.parse((await api.get(staffApiPaths.staffStaticPages)).data),
  });
}

export function staffStaticPageQuery(api: AxiosInstance, id: number) {
  return queryOptions({
    queryKey: staffArticleKeys.page(id),
    queryFn: async () => staffStaticPageSchema.parse((await api.get(pathWith(staffApiPaths.staffStaticPage, { id }))).data),
  });
}

export async function createStaticPage(api: AxiosInstance, body: SaveStaticPageRequest, idempotencyKey: string) {
  return staffStaticPageSchema.parse((await api.post(staffApiPaths.staffStaticPages, body, withIdempotencyKey(idempotencyKey))).data);
}

export async function updateStaticPage(api: AxiosInstance, id: number, body: SaveStaticPageRequest) {
  return staffStaticPageSchema.parse((await api.put(pathWith(staffApiPaths.staffStaticPage, { id }), body)).data);
}

export async function deleteStaticPage(api: AxiosInstance, id: number) {
  await api.delete(pathWith(staffApiPaths.staffStaticPage, { id }));
}
