import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { pathWith } from '../../contract/paths';
import { staffApiPaths } from '../../contract/staffPaths';
import {
  adjustWalletResponseSchema,
  bankLinePreviewResponseSchema,
  bankTransferPageSchema,
  bankTransferSchema,
  staffRechargePageSchema,
  staffRechargeSchema,
  staffWithdrawPageSchema,
  staffWithdrawSchema,
  type AdjustWalletRequest,
  type BankTransferRequest,
  type StaffListQuery,
} from '../../contract/wallet';
import { withIdempotencyKey } from './idempotencyKey';
import { postPhoto } from './photoUpload';
import { refreshStaffArea, staffKeys, staffPageQuery } from './staff';

/**
 * Staff work on customers' money: bank statement lines, recharges, withdrawals, adjustments.
 * Every call that moves money carries the Idempotency-Key of its attempt.
 */

/** A money table's page, status and search (`q`). */
type ListQuery = Partial<StaffListQuery>;

export const staffMoneyKeys = {
  all: ['staff', 'money'] as const,
  bankLines: (query: ListQuery) => ['staff', 'money', 'bankLines', query] as const,
  recharges: (query: ListQuery) => ['staff', 'money', 'recharges', query] as const,
  withdrawals: (query: ListQuery) => ['staff', 'money', 'withdrawals', query] as const,
};

/** Money moved: the money tables and the dashboard's queue counts load again. */
export function refreshStaffMoney(queryClient: QueryClient): void {
  refreshStaffArea(queryClient, staffMoneyKeys.all);
}

/**
 * A customer's wallet was adjusted: their page and ledger, the balances of the customers list,
 * and the money tables and queue counts load again.
 */
export function refreshAdjustedWallet(queryClient: QueryClient, userId: number): void {
  void queryClient.invalidateQueries({ queryKey: staffKeys.customer(userId) });
  void queryClient.invalidateQueries({ queryKey: staffKeys.customerLists });
  refreshStaffMoney(queryClient);
}

export function bankLinesQuery(api: AxiosInstance, query: ListQuery) {
  return staffPageQuery(api, staffMoneyKeys.bankLines(query), staffApiPaths.staffBankTransfers, bankTransferPageSchema, query);
}

export function staffRechargesQuery(api: AxiosInstance, query: ListQuery) {
  return staffPageQuery(api, staffMoneyKeys.recharges(query), staffApiPaths.staffRecharges, staffRechargePageSchema, query);
}

export function staffWithdrawalsQuery(api: AxiosInstance, query: ListQuery) {
  return staffPageQuery(api, staffMoneyKeys.withdrawals(query), staffApiPaths.staffWithdrawals, staffWithdrawPageSchema, query);
}

/**
 * Records a statement line. Its key is derived from the bank's reference: the same line typed or
 * imported twice is one line, whoever sends it.
 */
export async function recordBankLine(api: AxiosInstance, line: BankTransferRequest) {
  const key = `bank-line-${line.bankReference}`;
  return bankTransferSchema.parse((await api.post(staffApiPaths.staffBankTransfers, line, withIdempotencyKey(key))).data);
}

/** What each line of a statement would do if recorded now; nothing is written. */
export async function previewBankLines(api: AxiosInstance, lines: BankTransferRequest[]) {
  return bankLinePreviewResponseSchema.parse((await api.post(staffApiPaths.staffPreviewBankTransfers, { lines })).data).items;
}

export async function confirmRecharge(api: AxiosInstance, id: number, body: { amountVnd?: number; bankTransferId?: number }, key: string) {
  return staffRechargeSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffConfirmRecharge, { id }), body, withIdempotencyKey(key))).data,
  );
}

export async function completeWithdrawal(api: AxiosInstance, id: number, reference: string, key: string) {
  return staffWithdrawSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffCompleteWithdrawal, { id }), { reference }, withIdempotencyKey(key))).data,
  );
}

/** A picture of the transfer receipt; the same file sent again adds nothing, so a retry needs no key. */
export async function uploadWithdrawalProof(api: AxiosInstance, id: number, photo: Blob) {
  return staffWithdrawSchema.parse(await postPhoto(api, pathWith(staffApiPaths.staffWithdrawalProof, { id }), photo));
}

export async function rejectWithdrawal(api: AxiosInstance, id: number, reason: string, key: string) {
  return staffWithdrawSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffRejectWithdrawal, { id }), { reason }, withIdempotencyKey(key))).data,
  );
}

/** A correction of a customer's wallet: `amountVnd` positive credits, negative debits. */
export async function adjustWallet(api: AxiosInstance, userId: number, body: AdjustWalletRequest, key: string) {
  return adjustWalletResponseSchema.parse(
    (await api.post(pathWith(staffApiPaths.staffAdjustWallet, { userId }), body, withIdempotencyKey(key))).data,
  );
}
