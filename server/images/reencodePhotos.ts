import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { packagePhotos } from '../db/schema';
import { storablePhoto } from './photo';

export interface ReencodeResult {
  reencoded: number;
  /** Rows whose bytes could not be read as the image they claim to be; left as they were. */
  failed: Array<{ id: number; reason: string }>;
}

/**
 * Brings parcel photos stored before uploads were re-encoded to what storablePhoto keeps today:
 * WebP, upright, scaled down, without metadata (EXIF GPS included). The token stays, so every
 * link to a photo keeps working. Rows already in WebP are not touched, so a second run does
 * nothing; the walk goes by id, so a photo that cannot be read is reported once, not retried.
 */
export async function reencodePhotos(db: Db, { batch = 20 }: { batch?: number } = {}): Promise<ReencodeResult> {
  const result: ReencodeResult = { reencoded: 0, failed: [] };
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({ id: packagePhotos.id, contentType: packagePhotos.contentType, bytes: packagePhotos.bytes })
      .from(packagePhotos)
      .where(and(gt(packagePhotos.id, afterId), ne(packagePhotos.contentType, 'image/webp')))
      .orderBy(asc(packagePhotos.id))
      .limit(batch);
    for (const row of rows) {
      try {
        const photo = await storablePhoto(row.bytes, row.contentType);
        await db
          .update(packagePhotos)
          .set({ bytes: photo.bytes, contentType: photo.contentType, sha256: photo.sha256 })
          // Only if still the old bytes: a photo changed meanwhile is left to the next run.
          .where(and(eq(packagePhotos.id, row.id), eq(packagePhotos.contentType, row.contentType)));
        result.reencoded += 1;
      } catch (error) {
        result.failed.push({ id: row.id, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    if (rows.length < batch) return result;
    afterId = rows[rows.length - 1]!.id;
  }
}
