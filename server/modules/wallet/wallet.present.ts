import { findBank } from '../../../contract/banks';
import { apiPaths, pathWith } from '../../../contract/paths';
import type { BankTransfer, Recharge, StaffRecharge, StaffWithdraw, Withdraw } from '../../../contract/wallet';
import type { Transaction } from '../../../contract/ledger';
import type { RechargeStatus } from '../../../contract/walletStatus';
import type { bankTransfers, rechargeRequests, withdrawRequests } from '../../db/schema';
import type { LedgerEntrySummaryRow } from './wallet.queries';

/** Rows → contract shapes: ISO dates, bank names looked up, the expiry applied. */

export type RechargeRow = typeof rechargeRequests.$inferSelect;
export type WithdrawRow = typeof withdrawRequests.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;

/**
 * A pending request past `expiresAt` is shown as expired at once, though the sweep
 * (rechargeExpiry.ts) stores it only every few minutes; a transfer that still arrives with its
 * memo and amount credits it either way (the money did come).
 */
export function shownRechargeStatus(row: Pick<RechargeRow, 'status' | 'expiresAt'>, now: Date): RechargeStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function toRecharge(row: RechargeRow, now: Date): Recharge {
  return {
    id: row.id,
    amountVnd: row.amountVnd,
    memo: row.memo,
    bankAccount: row.bankAccount,
    qrPayload: row.qrPayload,
    status: shownRechargeStatus(row, now),
    creditedVnd: row.creditedVnd,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
  };
}

export function toStaffRecharge(row: RechargeRow, customerCode: string, now: Date): StaffRecharge {
  return { ...toRecharge(row, now), userId: row.userId, customerCode };
}

export function toWithdraw(row: WithdrawRow): Withdraw {
  return {
    id: row.id,
    amountVnd: row.amountVnd,
    bankBin: row.bankBin,
    bankName: findBank(row.bankBin)?.shortName ?? row.bankBin,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    status: row.status,
    note: row.note,
    proofs: row.proofTokens.map((token) => `/api${pathWith(apiPaths.withdrawalProof, { token })}`),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toStaffWithdraw(row: WithdrawRow, customerCode: string): StaffWithdraw {
  return { ...toWithdraw(row), userId: row.userId, customerCode };
}

export function toTransaction(row: LedgerEntrySummaryRow): Transaction {
  return {
    id: row.id,
    type: row.type,
    amountVnd: row.amountVnd,
    balanceAfterVnd: row.balanceAfterVnd,
    cause: { type: row.causeType, id: row.causeId },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBankTransfer(row: BankTransferRow): BankTransfer {
  return {
    id: row.id,
    amountVnd: row.amountVnd,
    memo: row.memo,
    bankReference: row.bankReference,
    status: row.status,
    rechargeId: row.rechargeId,
    createdAt: row.createdAt.toISOString(),
  };
}
