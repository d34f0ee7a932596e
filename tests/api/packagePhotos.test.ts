import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Consignment } from '../../contract/consignment';
import { PHOTO_UPLOAD_MAX_BYTES } from '../../contract/photos';
import { MAX_PACKAGE_PHOTOS, type StaffPackage } from '../../contract/warehouse';
import { bearer, databases } from './helpers';
import { colouredPicture, postPicture } from './pictures';
import { consignmentRequest, newTrackingCode, shippingKit } from './shippingHelpers';
import { useWalletApp } from './walletHelpers';

const picture = colouredPicture;
const jpegs = new Map<number, Buffer>();
const jpeg = (n: number) => jpegs.get(n)!;
let png: Buffer;
let webp: Buffer;
beforeAll(async () => {
  for (const n of [1, 2, 3, 4, 7, 999, ...Array.from({ length: 10 }, (_, i) => 100 + i)]) jpegs.set(n, await picture(n).jpeg().toBuffer());
  png = await picture(5).png().toBuffer();
  webp = await picture(6).webp().toBuffer();
});

/** The customer sees what the warehouse measured: weight, size and photos. */
describe.each(databases())('package photos on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const s = shippingKit(k);

  const upload = (token: string, packageId: number, body: Buffer, contentType: string) =>
    postPicture(t().app, `/api/Staff/Package/${packageId}/Photo`, token, body, contentType);

  async function customerParcel() {
    const customer = await k.customer();
    const code = newTrackingCode();
    const made = await s.consigned(customer.token, consignmentRequest([code]));
    const scan = await s.received(staff().token, { trackingCode: code });
    return { customer, made, packageId: scan.package.id };
  }

  it('keeps each photo the warehouse takes, shows it to the owner, and serves it to an <img> by its unguessable URL', async () => {
    const { customer, made, packageId } = await customerParcel();
    const first = await upload(staff().token, packageId, jpeg(1), 'image/jpeg');
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(staff().token, packageId, png, 'image/png');
    const third = await upload(staff().token, packageId, webp, 'image/webp; charset=binary');
    expect([second.statusCode, third.statusCode]).toEqual([201, 201]);
    const photos = third.json<StaffPackage>().photos;
    expect(photos).toHaveLength(3);
    for (const url of photos) expect(url).toMatch(/^\/api\/Package\/Photo\/[A-Za-z0-9_-]{24}$/);

    const seen = (await k.get(`/OrderShipping/${made.id}`, customer.token)).json<Consignment>();
    expect(seen.packages[0]!.photos).toEqual(photos);

    // No sign-in: an <img> cannot send the bearer token.
    const image = await t().app.inject({ method: 'GET', url: photos[0]! });
    expect(image.statusCode).toBe(200);
    // What is served is the server's own WebP copy, never the uploaded file.
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const served = await sharp(Buffer.from(image.rawPayload)).metadata();
    expect([served.format, served.width, served.height]).toEqual(['webp', 16, 12]);
    expect(Buffer.from(image.rawPayload).equals(jpeg(1))).toBe(false);
    expect((await t().app.inject({ method: 'GET', url: photos[1]! })).headers['content-type']).toBe('image/webp');
  });

  it('adds the same bytes once, however often a flaky connection sends them', async () => {
    const { packageId } = await customerParcel();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await upload(staff().token, packageId, jpeg(7), 'image/jpeg'));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(answers[2]!.json<StaffPackage>().photos).toEqual(answers[0]!.json<StaffPackage>().photos);
    expect(answers[2]!.json<StaffPackage>().photos).toHaveLength(1);
  });

  it(`refuses a file that is not the image it says, a body over ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB, JSON, and more than ${MAX_PACKAGE_PHOTOS} photos`, async () => {
    const { packageId } = await customerParcel();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [body, type] of [
      [html, 'image/jpeg'],
      [png, 'image/jpeg'],
      [jpeg(2), 'text/plain'],
    ] as const) {
      const refused = await upload(staff().token, packageId, body, type);
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json<{ code: string }>().code).toBe('unsupported-media-type');
    }
    const tooBig = await upload(staff().token, packageId, Buffer.concat([jpeg(3), Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES)]), 'image/jpeg');
    expect(tooBig.statusCode).toBe(413);
    const json = await t().app.inject({
      method: 'POST',
      url: `/api/Staff/Package/${packageId}/Photo`,
      headers: bearer(staff().token),
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);

    for (let i = 0; i < MAX_PACKAGE_PHOTOS; i += 1)
      expect((await upload(staff().token, packageId, jpeg(100 + i), 'image/jpeg')).statusCode).toBe(201);
    const over = await upload(staff().token, packageId, jpeg(999), 'image/jpeg');
    expect(over.statusCode).toBe(409);
    expect(over.json<{ code: string; message: string }>()).toEqual({
      code: 'photo-limit-reached',
      message: 'Kiện hàng đã có đủ số ảnh tối đa',
    });
  });

  it('refuses a file that only starts like an image, and a picture too large to unpack', async () => {
    const { packageId } = await customerParcel();
    const signatureOnly = [
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg'],
      [Buffer.concat([jpeg(1).subarray(0, 200)]), 'image/jpeg'],
    ] as const;
    for (const [body, type] of signatureOnly) {
      const refused = await upload(staff().token, packageId, body, type);
      expect(refused.statusCode, `${body.length} bytes`).toBe(422);
      expect(refused.json()).toEqual({
        code: 'image-unreadable',
        message: 'Không đọc được ảnh này: tệp bị hỏng, không phải ảnh JPEG, PNG, WebP, hoặc quá 40 megapixel',
      });
    }
    // 8000 × 6000 of one colour: a small PNG that would unpack to 144 MB.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_UPLOAD_MAX_BYTES);
    expect((await upload(staff().token, packageId, bomb, 'image/png')).statusCode).toBe(422);
    // None of them was kept: the next real photo is the parcel's first.
    expect((await upload(staff().token, packageId, jpeg(2), 'image/jpeg')).json<StaffPackage>().photos).toHaveLength(1);
  });

  it("keeps a scaled-down copy without the camera's metadata (GPS included)", async () => {
    const { packageId } = await customerParcel();
    const camera = await picture(42, 4000, 3000)
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 30/1' } })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const uploaded = await upload(staff().token, packageId, camera, 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [url] = uploaded.json<StaffPackage>().photos;
    const served = Buffer.from((await t().app.inject({ method: 'GET', url: url! })).rawPayload);
    const metadata = await sharp(served).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 1200]);
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from('GPS'))).toBe(false);
    expect(served.length).toBeLessThan(camera.length);
  });

  it('lets only staff upload, answers 404 for a package or a photo that does not exist', async () => {
    const { customer, packageId } = await customerParcel();
    expect((await upload(customer.token, packageId, jpeg(4), 'image/jpeg')).statusCode).toBe(403);
    expect((await upload(staff().token, 999_999, jpeg(4), 'image/jpeg')).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: '/api/Package/Photo/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: '/api/Package/Photo/..%2F..%2Fetc' })).statusCode).toBe(404);
  });
});
