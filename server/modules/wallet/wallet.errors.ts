import { AppError } from '../../errors';

export const noReceivingAccount = () => new AppError(503, 'no-receiving-account');

/** The withdrawal already has MAX_WITHDRAW_PROOFS receipt pictures (contract/wallet.ts). */
export const proofLimitReached = () => new AppError(409, 'proof-limit-reached');
