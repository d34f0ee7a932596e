import { and, eq, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { MAX_PACKAGE_PHOTOS, type PackagePhotoType } from '../../../contract/warehouse';
import type { Executor, Tx } from '../../db/connect';
import { packagePhotos, packages } from '../../db/schema';
import { errors } from '../../errors';
import { photoLimitReached } from './packages.errors';

/**
 * The warehouse's photos of a parcel: the bytes in `package_photos`, their tokens in the package
 * row (in the same transaction), and a read by token for the <img> that shows them.
 */

/**
 * What the bytes are, by their signature, whatever the Content-Type says: a photo that is not a
 * JPEG, PNG or WebP never reaches a customer's browser under an image type.
 */
export function imageTypeOf(bytes: Uint8Array): PackagePhotoType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * Adds a photo to the parcel (locked, so two uploads cannot both take the last place). The same
 * bytes sent again (a retried upload) add nothing; past MAX_PACKAGE_PHOTOS it is a 409.
 */
export async function addPackagePhoto(
  tx: Tx,
  {
    packageId,
    bytes,
    declaredType,
    staffId,
    now,
  }: { packageId: number; bytes: Uint8Array; declaredType: string; staffId: number; now: Date },
): Promise<void> {
  const [parcel] = await tx.select({ photoTokens: packages.photoTokens }).from(packages).where(eq(packages.id, packageId)).for('update');
  if (!parcel) throw errors.notFound();
  const contentType = imageTypeOf(bytes);
  if (contentType === undefined || contentType !== declaredType) throw errors.unsupportedMediaType();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [same] = await tx
    .select({ id: packagePhotos.id })
    .from(packagePhotos)
    .where(and(eq(packagePhotos.packageId, packageId), eq(packagePhotos.sha256, sha256)));
  if (same) return;
  if (parcel.photoTokens.length >= MAX_PACKAGE_PHOTOS) throw photoLimitReached();
  // 144 random bits: the URL is the only key an <img> can carry, so it must not be guessable.
  const token = randomBytes(18).toString('base64url');
  await tx.insert(packagePhotos).values({ packageId, token, contentType, sha256, bytes, createdBy: staffId, createdAt: now });
  await tx
    .update(packages)
    .set({ photoTokens: sql`${packages.photoTokens} || ${JSON.stringify([token])}::jsonb`, updatedAt: now })
    .where(eq(packages.id, packageId));
}

export async function findPackagePhoto(
  db: Executor,
  { token }: { token: string },
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const [photo] = await db
    .select({ contentType: packagePhotos.contentType, bytes: packagePhotos.bytes })
    .from(packagePhotos)
    .where(eq(packagePhotos.token, token));
  return photo;
}
