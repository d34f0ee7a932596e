import { z } from 'zod/mini';
import { transactionQuerySchema, type TransactionQuery } from '../../../contract/transactionQuery';

/**
 * Search params of the wallet's pages, validated by their routes: a wrong or hand-edited value
 * is dropped (the page shows everything) rather than failing the page.
 */

const positiveId = z.pipe(z.coerce.number(), z.int().check(z.positive()));

/** `/wallet/recharge?id=123`: open that request. */
export function rechargeSearch(search: Record<string, unknown>): { id?: number } {
  const id = positiveId.safeParse(search.id);
  return id.success ? { id: id.data } : {};
}

export type TransactionFilter = Omit<TransactionQuery, 'page' | 'pageSize'>;

const filterFields = {
  type: transactionQuerySchema.shape.type,
  from: transactionQuerySchema.shape.from,
  to: transactionQuerySchema.shape.to,
};

/** `/transaction?type=recharge&from=2026-11-01&to=2026-11-30`: the list's filter, kept in the address. */
export function transactionSearch(search: Record<string, unknown>): TransactionFilter {
  const filter: TransactionFilter = {};
  for (const name of ['type', 'from', 'to'] as const) {
    const parsed = filterFields[name].safeParse(search[name]);
    if (parsed.success && parsed.data !== undefined) Object.assign(filter, { [name]: parsed.data });
  }
  return filter;
}
