import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { packagePhotos } from '../../server/db/schema';
import { PHOTO_MAX_SIDE } from '../../server/images/photo';
import { reencodePhotos } from '../../server/images/reencodePhotos';
import { bearer, databases } from './helpers';
import { consignmentRequest, newTrackingCode, shippingKit } from './shippingHelpers';
import { useWalletApp } from './walletHelpers';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Photos kept as uploaded, before re-encoding existed, are brought to today's WebP copies in place. */
describe.each(databases())('re-encoding old parcel photos on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const s = shippingKit(k);

  async function parcel() {
    const customer = await k.customer();
    const code = newTrackingCode();
    await s.consigned(customer.token, consignmentRequest([code]));
    return (await s.received(staff().token, { trackingCode: code })).package.id;
  }

  it('re-encodes rows not in WebP, keeps their token, strips metadata, and does nothing the second time', async () => {
    const packageId = await parcel();
    const db = t().database.db;
    // As uploads used to be kept: the file itself, large, with the camera's EXIF.
    const oldJpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'Phone of a staff member' } } })
      .toBuffer();
    expect((await sharp(oldJpeg).metadata()).exif).toBeDefined();
    const unreadable = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    const [old] = await db
      .insert(packagePhotos)
      .values({ packageId, token: 'old-photo-token-00000000', contentType: 'image/jpeg', sha256: sha(oldJpeg), bytes: oldJpeg })
      .returning();
    const [broken] = await db
      .insert(packagePhotos)
      .values({ packageId, token: 'broken-photo-token-00000', contentType: 'image/jpeg', sha256: sha(unreadable), bytes: unreadable })
      .returning();
    // Today's upload path: already WebP, must be left byte for byte.
    const fresh = await t().app.inject({
      method: 'POST',
      url: `/api/Staff/Package/${packageId}/Photo`,
      headers: { ...bearer(staff().token), 'content-type': 'image/png' },
      payload: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } })
        .png()
        .toBuffer(),
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const rowsBefore = await db.select().from(packagePhotos).where(eq(packagePhotos.packageId, packageId));
    const webpBefore = rowsBefore.find((row) => row.contentType === 'image/webp')!;

    const first = await reencodePhotos(db, { batch: 1 });
    expect(first.reencoded).toBeGreaterThanOrEqual(1);
    expect(first.failed.map((f) => f.id)).toContain(broken!.id);

    const [after] = await db.select().from(packagePhotos).where(eq(packagePhotos.id, old!.id));
    expect(after!.token).toBe(old!.token);
    expect(after!.contentType).toBe('image/webp');
    expect(after!.sha256).toBe(sha(oldJpeg));
    const meta = await sharp(Buffer.from(after!.bytes)).metadata();
    expect([meta.format, Math.max(meta.width!, meta.height!)]).toEqual(['webp', PHOTO_MAX_SIDE]);
    expect(meta.exif).toBeUndefined();
    // Served under the same URL as before.
    const served = await t().app.inject({ method: 'GET', url: `/api/Package/Photo/${old!.token}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const [webpAfter] = await db.select().from(packagePhotos).where(eq(packagePhotos.id, webpBefore.id));
    expect(Buffer.from(webpAfter!.bytes).equals(Buffer.from(webpBefore.bytes))).toBe(true);
    const [brokenAfter] = await db.select().from(packagePhotos).where(eq(packagePhotos.id, broken!.id));
    expect(brokenAfter!.contentType).toBe('image/jpeg');

    const second = await reencodePhotos(db);
    expect(second.reencoded).toBe(0);
    const [again] = await db.select().from(packagePhotos).where(eq(packagePhotos.id, old!.id));
    expect(Buffer.from(again!.bytes).equals(Buffer.from(after!.bytes))).toBe(true);
  });
});
