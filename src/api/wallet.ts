import type { AxiosInstance } from 'axios';
import { apiPaths, pathWith } from '../../contract/paths';
import {
  rechargeSchema,
  withdrawPageSchema,
  withdrawSchema,
  type CreateRechargeRequest,
  type CreateWithdrawRequest,
} from '../../contract/wallet';
import { withIdempotencyKey } from './idempotencyKey';

/**
 * The wallet's endpoints. Money-moving calls take the Idempotency-Key their flow machine made
 * for this attempt: a retry after a timeout or a dropped connection sends the same key, so the
 * server replays the first answer instead of moving money twice.
 */

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
