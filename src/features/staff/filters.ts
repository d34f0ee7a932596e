import { deliveryStatuses } from '../../../contract/shipmentStatus';
import { packageStatuses } from '../../../contract/orderStatus';
import { auditObjectTypes, type AuditObjectType } from '../../../contract/auditObjects';
import { articleCategories, type ArticleCategory } from '../../../contract/articleCategory';
import type { ArticleStatus } from '../../../contract/articles';
import { oneOf } from '../../lib/searchParams';
import { tableSearch, type TableSearch } from './tableSearch';

/*
 * The values of the console tables' filters, apart from their pages: route files (in the first
 * download) validate the address with them, and must not pull a page's code in with them.
 */

/** The purchasing desk's groups of order states. */
export const staffOrderFilters = ['deposited', 'buying', 'shipping', 'awaitingDelivery', 'received', 'closed'] as const;

export const staffDeliveryFilters = deliveryStatuses;

export const packageFilters = [...packageStatuses, 'unclaimed'] as const;

export type AuditSearch = { actor?: number; object?: AuditObjectType; objectId?: string; from?: string; to?: string; page?: number };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The audit log's filters in the address; a wrong value is dropped rather than failing the page. */
export function auditSearch(search: Record<string, unknown>): AuditSearch {
  const actor = Number(search.actor);
  const page = Number(search.page);
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;
  const day = (value: unknown) => (typeof value === 'string' && dayPattern.test(value) ? value : undefined);
  return {
    actor: Number.isSafeInteger(actor) && actor > 0 ? actor : undefined,
    object: auditObjectTypes.find((type) => type === search.object),
    objectId: text(search.objectId, 40),
    from: day(search.from),
    to: day(search.to),
    page: Number.isSafeInteger(page) && page > 1 ? page : undefined,
  };
}

/** The console's articles: the table's search with the status as its state, and the kind beside it. */
export type StaffArticleSearch = TableSearch & { category?: ArticleCategory };

// Spelled out, not imported: contract/articles.ts carries schemas the first download must not.
const articleStatusValues = ['draft', 'published', 'hidden'] as const satisfies readonly ArticleStatus[];

export function staffArticleSearch(search: Record<string, unknown>): StaffArticleSearch {
  return { ...tableSearch(articleStatusValues)(search), category: oneOf(articleCategories, search.category) };
}
