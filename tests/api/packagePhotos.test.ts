import { describe, expect, it } from 'vitest';
import type { Consignment } from '../../contract/consignment';
import { MAX_PACKAGE_PHOTOS, PACKAGE_PHOTO_MAX_BYTES, type StaffPackage } from '../../contract/warehouse';
import { bearer, databases } from './helpers';
import { consignmentRequest, newTrackingCode, shippingKit } from './shippingHelpers';
import { useWalletApp } from './walletHelpers';

/** Smallest files each format accepts as itself: the signature, then some bytes that make each one distinct. */
const jpeg = (n: number) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, n & 0xff, (n >> 8) & 0xff, 0xff, 0xd9]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBP')]);

/** The customer sees what the warehouse measured: weight, size and photos. */
describe.each(databases())('package photos on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const s = shippingKit(k);

  const upload = (token: string, packageId: number, body: Buffer, contentType: string) =>
    t().app.inject({
      method: 'POST',
      url: `/api/Staff/Package/${packageId}/Photo`,
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });

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
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(image.rawPayload)).toEqual(jpeg(1));
    expect((await t().app.inject({ method: 'GET', url: photos[1]! })).headers['content-type']).toBe('image/png');
  });

  it('adds the same bytes once, however often a flaky connection sends them', async () => {
    const { packageId } = await customerParcel();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await upload(staff().token, packageId, jpeg(7), 'image/jpeg'));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(answers[2]!.json<StaffPackage>().photos).toEqual(answers[0]!.json<StaffPackage>().photos);
    expect(answers[2]!.json<StaffPackage>().photos).toHaveLength(1);
  });

  it(`refuses a file that is not the image it says, a body over ${PACKAGE_PHOTO_MAX_BYTES / 1024 / 1024} MB, JSON, and more than ${MAX_PACKAGE_PHOTOS} photos`, async () => {
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
    const tooBig = await upload(staff().token, packageId, Buffer.concat([jpeg(3), Buffer.alloc(PACKAGE_PHOTO_MAX_BYTES)]), 'image/jpeg');
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

  it('lets only staff upload, answers 404 for a package or a photo that does not exist', async () => {
    const { customer, packageId } = await customerParcel();
    expect((await upload(customer.token, packageId, jpeg(4), 'image/jpeg')).statusCode).toBe(403);
    expect((await upload(staff().token, 999_999, jpeg(4), 'image/jpeg')).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: '/api/Package/Photo/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: '/api/Package/Photo/..%2F..%2Fetc' })).statusCode).toBe(404);
  });
});
