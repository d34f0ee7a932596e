import { MAX_WITHDRAW_PROOFS } from '../../../contract/wallet';
import type { Tx } from '../../db/connect';
import { withdrawProofs, withdrawRequests } from '../../db/schema';
import type { StoredPhoto } from '../../images/photo';
import { addToAlbum, type PhotoAlbum } from '../../images/photoAlbum';
import { proofLimitReached } from './wallet.errors';

/**
 * The transfer receipts staff attach to a withdrawal, pending or paid; a cancelled or refused one
 * has nothing to prove.
 */
const proofAlbum: PhotoAlbum = {
  owner: { table: withdrawRequests, tokens: 'proofTokens' },
  photos: { table: withdrawProofs, parent: 'withdrawId' },
  open: ['pending', 'completed'],
  max: MAX_WITHDRAW_PROOFS,
  full: proofLimitReached,
};

/** Adds a receipt to a withdrawal; the same file sent again adds nothing. Answers whether it added one. */
export const addWithdrawProof = (
  tx: Tx,
  { withdrawId, photo, staffId, now }: { withdrawId: number; photo: StoredPhoto; staffId: number; now: Date },
) => addToAlbum(tx, proofAlbum, { id: withdrawId, photo, by: staffId, now });
