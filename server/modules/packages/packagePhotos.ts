import { and, eq, sql } from 'drizzle-orm';
import { MAX_PACKAGE_PHOTOS } from '../../../contract/warehouse';
import type { Tx } from '../../db/connect';
import { packagePhotos, packages } from '../../db/schema';
import { errors } from '../../errors';
import type { StoredPhoto } from '../../images/photo';
import { newPhotoToken } from '../../images/photoUpload';
import { photoLimitReached } from './packages.errors';

/**
 * The warehouse's photos of a parcel: the re-encoded bytes (images/photo.ts) in `package_photos`,
 * their tokens in the package row (in the same transaction); images/photoUpload.ts serves them.
 */

/**
 * Adds a photo to the parcel (locked, so two uploads cannot both take the last place). The same
 * file sent again (a retried upload, known by the upload's sha256) adds nothing; past
 * MAX_PACKAGE_PHOTOS it is a 409.
 */
export async function addPackagePhoto(
  tx: Tx,
  { packageId, photo, staffId, now }: { packageId: number; photo: StoredPhoto; staffId: number; now: Date },
): Promise<void> {
  const [parcel] = await tx.select({ photoTokens: packages.photoTokens }).from(packages).where(eq(packages.id, packageId)).for('update');
  if (!parcel) throw errors.notFound();
  const { sha256, bytes, contentType } = photo;
  const [same] = await tx
    .select({ id: packagePhotos.id })
    .from(packagePhotos)
    .where(and(eq(packagePhotos.packageId, packageId), eq(packagePhotos.sha256, sha256)));
  if (same) return;
  if (parcel.photoTokens.length >= MAX_PACKAGE_PHOTOS) throw photoLimitReached();
  const token = newPhotoToken();
  await tx.insert(packagePhotos).values({ packageId, token, contentType, sha256, bytes, createdBy: staffId, createdAt: now });
  await tx
    .update(packages)
    .set({ photoTokens: sql`${packages.photoTokens} || ${JSON.stringify([token])}::jsonb`, updatedAt: now })
    .where(eq(packages.id, packageId));
}
