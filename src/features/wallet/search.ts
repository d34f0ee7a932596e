import { z } from 'zod/mini';
import { transactionQuerySchema, type TransactionQuery } from '../../../contract/transactionQuery';
import { safeReturnTo } from '../../lib/searchParams';

/**
 * Search params of the wallet's pages, validated by their routes: a wrong or hand-edited value
 * becomes undefined (the page shows everything) rather than failing the page.
 */

const positiveId = z.pipe(z.coerce.number(), z.int().check(z.positive()));

export type RechargeSearch = { id?: number; amount?: number; returnTo?: string };

/**
 * `/wallet/recharge?id=123`: open that request. `?amount=…&returnTo=/orderOrdering/create`: the
 * checkout sent the customer to cover a shortfall; the form starts at that amount and the success
 * screen links back. Only a path of this app is accepted as `returnTo` (`//host` and `/\host`
 * are other sites to a browser).
 */
export function rechargeSearch(search: Record<string, unknown>): RechargeSearch {
  const id = positiveId.safeParse(search.id);
  const amount = positiveId.safeParse(search.amount);
  return {
    id: id.success ? id.data : undefined,
    amount: amount.success ? amount.data : undefined,
    returnTo: safeReturnTo(search.returnTo),
  };
}

export type TransactionFilter = Omit<TransactionQuery, 'page' | 'pageSize'>;

const filterFields = {
  type: transactionQuerySchema.shape.type,
  from: transactionQuerySchema.shape.from,
  to: transactionQuerySchema.shape.to,
};

/** `/transaction?type=recharge&from=2026-11-01&to=2026-11-30`: the list's filter, kept in the address. */
export function transactionSearch(search: Record<string, unknown>): TransactionFilter {
  const type = filterFields.type.safeParse(search.type);
  const from = filterFields.from.safeParse(search.from);
  const to = filterFields.to.safeParse(search.to);
  return { type: type.success ? type.data : undefined, from: from.success ? from.data : undefined, to: to.success ? to.data : undefined };
}
