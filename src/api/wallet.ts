import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { apiPaths, pathWith } from '../../contract/paths';
import { publicSettingsSchema } from '../../contract/settings';
import {
  rechargeSchema,
  transactionPageSchema,
  withdrawPageSchema,
  withdrawSchema,
  type CreateRechargeRequest,
  type CreateWithdrawRequest,
  type TransactionQuery,
} from '../../contract/wallet';
import { withIdempotencyKey } from './idempotencyKey';
import { pagedQuery } from './pagination';
import { walletKeys } from './walletBalance';

/**
 * The wallet's endpoints. Money-moving calls take the Idempotency-Key their flow machine made
 * for this attempt: a retry after a timeout or a dropped connection sends the same key, so the
 * server replays the first answer instead of moving money twice.
 */

async function getPublicSettings(api: AxiosInstance) {
  return publicSettingsSchema.parse((await api.get(apiPaths.publicSettings)).data);
}

export function publicSettingsQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: walletKeys.settings, queryFn: () => getPublicSettings(api), staleTime: 5 * 60_000 });
}

export async function createRecharge(api: AxiosInstance, body: CreateRechargeRequest, idempotencyKey: string) {
  return rechargeSchema.parse((await api.post(apiPaths.recharges, body, withIdempotencyKey(idempotencyKey))).data);
}

export async function getRecharge(api: AxiosInstance, id: number) {
  return rechargeSchema.parse((await api.get(pathWith(apiPaths.recharge, { id }))).data);
}

export async function createWithdrawal(api: AxiosInstance, body: CreateWithdrawRequest, idempotencyKey: string) {
  return withdrawSchema.parse((await api.post(apiPaths.withdrawals, body, withIdempotencyKey(idempotencyKey))).data);
}

export async function listWithdrawals(api: AxiosInstance, page = 1, pageSize = 20) {
  return withdrawPageSchema.parse((await api.get(apiPaths.withdrawals, { params: { page, pageSize } })).data);
}

export async function cancelWithdrawal(api: AxiosInstance, id: number, idempotencyKey: string) {
  return withdrawSchema.parse((await api.post(pathWith(apiPaths.cancelWithdrawal, { id }), {}, withIdempotencyKey(idempotencyKey))).data);
}

async function listTransactions(api: AxiosInstance, query: TransactionQuery) {
  return transactionPageSchema.parse((await api.get(apiPaths.transactions, { params: query })).data);
}

/** Newest first, in pages. */
export function transactionsQuery(api: AxiosInstance, filter: Omit<TransactionQuery, 'page' | 'pageSize'>) {
  return pagedQuery(walletKeys.transactions(filter), (page) => listTransactions(api, { ...filter, ...page }));
}
