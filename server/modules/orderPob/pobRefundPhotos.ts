import { and, eq, sql } from 'drizzle-orm';
import { MAX_POB_REFUND_PHOTOS } from '../../../contract/orderPob';
import type { Tx } from '../../db/connect';
import { pobRefundPhotos, pobRefunds } from '../../db/schema';
import { errors } from '../../errors';
import type { StoredPhoto } from '../../images/photo';
import { newPhotoToken } from '../../images/photoUpload';
import { refundPhotoLimitReached } from './pob.errors';

/**
 * The customer's pictures of a refund request: the re-encoded bytes in `pob_refund_photos`, their
 * tokens in the refund's row (same transaction); images/photoUpload.ts serves them.
 */

/**
 * Adds a picture to the customer's own refund request while staff have not decided it (locked, so
 * two uploads cannot both take the last place). The same file sent again adds nothing. Answers
 * whether it added one; another customer's refund is as absent as a missing one.
 */
export async function addRefundPhoto(
  tx: Tx,
  { refundId, userId, photo, now }: { refundId: number; userId: number; photo: StoredPhoto; now: Date },
): Promise<boolean> {
  const [refund] = await tx
    .select({ status: pobRefunds.status, photoTokens: pobRefunds.photoTokens })
    .from(pobRefunds)
    .where(and(eq(pobRefunds.id, refundId), eq(pobRefunds.userId, userId)))
    .for('update');
  if (!refund) throw errors.notFound();
  if (refund.status !== 'pending') throw errors.invalidState();
  const { sha256, bytes, contentType } = photo;
  const [same] = await tx
    .select({ id: pobRefundPhotos.id })
    .from(pobRefundPhotos)
    .where(and(eq(pobRefundPhotos.refundId, refundId), eq(pobRefundPhotos.sha256, sha256)));
  if (same) return false;
  if (refund.photoTokens.length >= MAX_POB_REFUND_PHOTOS) throw refundPhotoLimitReached();
  const token = newPhotoToken();
  await tx.insert(pobRefundPhotos).values({ refundId, token, contentType, sha256, bytes, createdBy: userId, createdAt: now });
  await tx
    .update(pobRefunds)
    .set({ photoTokens: sql`${pobRefunds.photoTokens} || ${JSON.stringify([token])}::jsonb`, updatedAt: now })
    .where(eq(pobRefunds.id, refundId));
  return true;
}
