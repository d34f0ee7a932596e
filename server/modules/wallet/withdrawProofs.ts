import { and, eq, sql } from 'drizzle-orm';
import { MAX_WITHDRAW_PROOFS } from '../../../contract/wallet';
import type { Tx } from '../../db/connect';
import { withdrawProofs, withdrawRequests } from '../../db/schema';
import { errors } from '../../errors';
import type { StoredPhoto } from '../../images/photo';
import { newPhotoToken } from '../../images/photoUpload';
import { proofLimitReached } from './wallet.errors';

/**
 * The transfer receipts staff attach to a withdrawal: the re-encoded bytes in `withdraw_proofs`,
 * their tokens in the withdrawal's row (same transaction); images/photoUpload.ts serves them.
 */

/**
 * Adds a receipt to a pending or paid withdrawal (locked, so two uploads cannot both take the last
 * place); a cancelled or refused one has nothing to prove. The same file sent again adds nothing.
 * Answers whether it added one.
 */
export async function addWithdrawProof(
  tx: Tx,
  { withdrawId, photo, staffId, now }: { withdrawId: number; photo: StoredPhoto; staffId: number; now: Date },
): Promise<boolean> {
  const [withdrawal] = await tx
    .select({ status: withdrawRequests.status, proofTokens: withdrawRequests.proofTokens })
    .from(withdrawRequests)
    .where(eq(withdrawRequests.id, withdrawId))
    .for('update');
  if (!withdrawal) throw errors.notFound();
  if (withdrawal.status !== 'pending' && withdrawal.status !== 'completed') throw errors.invalidState();
  const { sha256, bytes, contentType } = photo;
  const [same] = await tx
    .select({ id: withdrawProofs.id })
    .from(withdrawProofs)
    .where(and(eq(withdrawProofs.withdrawId, withdrawId), eq(withdrawProofs.sha256, sha256)));
  if (same) return false;
  if (withdrawal.proofTokens.length >= MAX_WITHDRAW_PROOFS) throw proofLimitReached();
  const token = newPhotoToken();
  await tx.insert(withdrawProofs).values({ withdrawId, token, contentType, sha256, bytes, createdBy: staffId, createdAt: now });
  await tx
    .update(withdrawRequests)
    .set({ proofTokens: sql`${withdrawRequests.proofTokens} || ${JSON.stringify([token])}::jsonb`, updatedAt: now })
    .where(eq(withdrawRequests.id, withdrawId));
  return true;
}
