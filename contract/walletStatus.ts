/**
 * The states of money requests, in a file of their own: route files (in the first download) read
 * them for their filters without pulling in the wallet's schemas.
 */

export const rechargeStatuses = ['pending', 'succeeded', 'review', 'expired'] as const;
export type RechargeStatus = (typeof rechargeStatuses)[number];

export const withdrawStatuses = ['pending', 'completed', 'cancelled', 'rejected'] as const;
export type WithdrawStatus = (typeof withdrawStatuses)[number];

export const bankTransferStatuses = ['matched', 'review', 'resolved'] as const;
export type BankTransferStatus = (typeof bankTransferStatuses)[number];
