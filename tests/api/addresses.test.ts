import { describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, type Address, type AddressRequest, type Province, type Ward } from '../../contract/addresses';
import type { ApiErrorBody } from '../../contract/errors';
import { answered, apiCaller, useTestApp, databases, registerUser, statusCounts } from './helpers';

/** Hà Nội and one of its wards, Hồ Chí Minh and one of its own (server/modules/addresses/data). */
const HA_NOI = '01';
const HOAN_KIEM = '10105001';
const HO_CHI_MINH = '29';
const CON_DAO = '71713027';

const addressBody = (overrides: Partial<AddressRequest> = {}): AddressRequest => ({
  receiverName: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  provinceCode: HA_NOI,
  wardCode: HOAN_KIEM,
  street: '12 Hàng Bài',
  ...overrides,
});

/** The address book and the province → ward map behind its form. */
describe.each(databases())('addresses on $name', (kind) => {
  const t = useTestApp(kind);

  const call = apiCaller(() => t.app);
  const customer = async () => (await registerUser(t.app)).token;

  async function create(token: string, overrides: Partial<AddressRequest> = {}): Promise<Address> {
    return answered<Address>(call('POST', '/Address', token, addressBody(overrides)), 201);
  }
  const list = async (token: string) => (await call('GET', '/Address', token)).json<Address[]>();
  const defaults = async (token: string) => (await list(token)).filter((address) => address.isDefault).map((address) => address.id);

  describe('provinces and wards', () => {
    it('lists the 34 provinces, cached for a day', async () => {
      const token = await customer();
      const response = await call('GET', '/Address/Provinces', token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const provinces = response.json<Province[]>();
      expect(provinces).toHaveLength(34);
      expect(provinces).toContainEqual({ code: HA_NOI, name: 'Hà Nội' });
      expect(provinces).toContainEqual({ code: HO_CHI_MINH, name: 'Hồ Chí Minh' });
    });

    it('lists a province’s wards, Hà Nội’s with Phường Hoàn Kiếm', async () => {
      const response = await call('GET', `/Address/Provinces/${HA_NOI}/Wards`, await customer());
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const wards = response.json<Ward[]>();
      expect(wards).toHaveLength(126);
      expect(wards).toContainEqual({ code: HOAN_KIEM, name: 'Phường Hoàn Kiếm' });
      expect(wards).not.toContainEqual(expect.objectContaining({ code: CON_DAO }));
    });

    it.each(['99', '__proto__', 'constructor', 'toString'])('answers 404 for the province %s', async (code) => {
      const response = await call('GET', `/Address/Provinces/${code}/Wards`, await customer());
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().code).toBe('not-found');
    });
  });

  describe('creating', () => {
    it('stores the phone as +84, names the area, and makes the first address the default whatever it asked', async () => {
      const token = await customer();
      const address = await create(token, { isDefault: false });
      expect(address).toMatchObject({
        receiverName: 'Nguyễn Thị Lan',
        phone: '+84912345678',
        provinceCode: HA_NOI,
        provinceName: 'Hà Nội',
        wardCode: HOAN_KIEM,
        wardName: 'Phường Hoàn Kiếm',
        street: '12 Hàng Bài',
        isDefault: true,
      });
      expect((await call('GET', `/Address/${address.id}`, token)).json()).toEqual(address);
    });

    it('keeps the default unless the new address asks to be it; then the default moves', async () => {
      const token = await customer();
      const first = await create(token);
      const second = await create(token, { receiverName: 'Trần Văn Minh' });
      expect(second.isDefault).toBe(false);
      expect(await defaults(token)).toEqual([first.id]);
      const third = await create(token, { provinceCode: HO_CHI_MINH, wardCode: CON_DAO, isDefault: true });
      expect(third).toMatchObject({ isDefault: true, provinceName: 'Hồ Chí Minh', wardName: 'Đặc khu Côn Đảo' });
      // The default first, then the newest.
      expect((await list(token)).map((address) => [address.id, address.isDefault])).toEqual([
        [third.id, true],
        [second.id, false],
        [first.id, false],
      ]);
    });

    it.each([
      ['a missing name', { receiverName: undefined }, 'receiverName', 'Vui lòng điền vào tên'],
      ['a blank name', { receiverName: '   ' }, 'receiverName', 'Vui lòng điền vào tên'],
      ['a landline', { phone: '024 3825 1234' }, 'phone', 'Số điện thoại không đúng định dạng'],
      ['letters as phone', { phone: 'không có' }, 'phone', 'Số điện thoại không đúng định dạng'],
      ['a blank street', { street: ' ' }, 'street', 'Địa chỉ không được để trống'],
      ['a 1,600-character street, refused rather than cut to 200', { street: 'Đường '.repeat(266) + '1234' }, 'street', 'Nội dung quá dài'],
      ['a 101-character name', { receiverName: 'A'.repeat(101) }, 'receiverName', 'Nội dung quá dài'],
      ['no province', { provinceCode: '' }, 'provinceCode', 'Vui lòng chọn khu vực nhận hàng'],
      ['no ward', { wardCode: '' }, 'wardCode', 'Vui lòng chọn khu vực nhận hàng'],
      ['a province that does not exist', { provinceCode: '99' }, 'provinceCode', 'Vui lòng chọn khu vực nhận hàng'],
      [
        'a NUL character in the street',
        { street: '12 Hàng\u0000Bài' },
        'street',
        'Có ký tự không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều văn bản)',
      ],
      [
        'a right-to-left override in the receiver name',
        { receiverName: 'An \u202Egnaig' },
        'receiverName',
        'Có ký tự không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều văn bản)',
      ],
      [
        'a line break in the street',
        { street: '12 Hàng\nBài' },
        'street',
        'Có ký tự không hợp lệ (ký tự điều khiển hoặc ký tự đảo chiều văn bản)',
      ],
      ['an object key as province', { provinceCode: '__proto__', wardCode: 'toString' }, 'provinceCode', 'Vui lòng chọn khu vực nhận hàng'],
      ['a ward of another province', { provinceCode: HA_NOI, wardCode: CON_DAO }, 'wardCode', 'Vui lòng chọn khu vực nhận hàng'],
      ['a ward that does not exist', { wardCode: '99999999' }, 'wardCode', 'Vui lòng chọn khu vực nhận hàng'],
    ])('refuses %s with 400 and the Vietnamese message under its field', async (_name, overrides, path, message) => {
      const token = await customer();
      const response = await call('POST', '/Address', token, addressBody(overrides));
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe('validation-failed');
      expect(body.details).toContainEqual(expect.objectContaining({ path, message }));
      expect(await list(token)).toEqual([]);
    });

    it(`refuses address number ${MAX_ADDRESSES + 1} with address-limit-reached`, async () => {
      const token = await customer();
      for (let i = 0; i < MAX_ADDRESSES; i += 1) await create(token, { street: `${i + 1} Lê Lợi` });
      const response = await call('POST', '/Address', token, addressBody());
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>().code).toBe('address-limit-reached');
      expect(await list(token)).toHaveLength(MAX_ADDRESSES);
    });
  });

  describe('editing', () => {
    it('rewrites the fields and can make the address the default', async () => {
      const token = await customer();
      const first = await create(token);
      const second = await create(token);
      const response = await call(
        'PUT',
        `/Address/${second.id}`,
        token,
        addressBody({ receiverName: 'Lê Hoa', phone: '+84 388 123 456', provinceCode: HO_CHI_MINH, wardCode: CON_DAO, isDefault: true }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Address>()).toMatchObject({
        id: second.id,
        receiverName: 'Lê Hoa',
        phone: '+84388123456',
        wardName: 'Đặc khu Côn Đảo',
        isDefault: true,
      });
      expect(await defaults(token)).toEqual([second.id]);
      expect((await call('GET', `/Address/${first.id}`, token)).json<Address>().isDefault).toBe(false);
    });

    it('keeps the default when its edit sends isDefault false: another must be chosen instead', async () => {
      const token = await customer();
      const only = await create(token);
      const response = await call('PUT', `/Address/${only.id}`, token, addressBody({ street: '5 Tràng Tiền', isDefault: false }));
      expect(response.json<Address>()).toMatchObject({ street: '5 Tràng Tiền', isDefault: true });
    });

    it('validates an edit like a new address', async () => {
      const token = await customer();
      const address = await create(token);
      const response = await call('PUT', `/Address/${address.id}`, token, addressBody({ wardCode: CON_DAO }));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().details).toContainEqual(
        expect.objectContaining({ path: 'wardCode', message: 'Vui lòng chọn khu vực nhận hàng' }),
      );
      expect((await call('GET', `/Address/${address.id}`, token)).json()).toEqual(address);
    });

    it('moves the default with SetDefault', async () => {
      const token = await customer();
      const first = await create(token);
      const second = await create(token);
      const response = await call('POST', `/Address/${second.id}/SetDefault`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json<Address>()).toMatchObject({ id: second.id, isDefault: true });
      expect(await defaults(token)).toEqual([second.id]);
      expect((await call('POST', `/Address/${second.id}/SetDefault`, token)).json<Address>().isDefault).toBe(true);
      expect((await list(token)).map((address) => address.id)).toEqual([second.id, first.id]);
    });
  });

  describe('deleting', () => {
    it('deletes another address with 204, refuses the default while others exist, then allows the last one', async () => {
      const token = await customer();
      const first = await create(token);
      const second = await create(token);
      const refused = await call('DELETE', `/Address/${first.id}`, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'default-address-in-use', message: expect.stringContaining('mặc định') });

      const deleted = await call('DELETE', `/Address/${second.id}`, token);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await call('GET', `/Address/${second.id}`, token)).statusCode).toBe(404);

      expect((await call('DELETE', `/Address/${first.id}`, token)).statusCode).toBe(204);
      expect(await list(token)).toEqual([]);
      // With the book empty again, the next address is the default once more.
      expect((await create(token)).isDefault).toBe(true);
    });
  });

  describe('ownership', () => {
    it('answers 404 to another customer for GET, PUT, DELETE and SetDefault, and changes nothing', async () => {
      const owner = await customer();
      const other = await customer();
      await create(owner);
      const target = await create(owner, { street: '7 Nhà Chung' });
      await create(other);
      const attempts = await Promise.all([
        call('GET', `/Address/${target.id}`, other),
        call('PUT', `/Address/${target.id}`, other, addressBody({ street: 'đã bị sửa', isDefault: true })),
        call('POST', `/Address/${target.id}/SetDefault`, other),
        call('DELETE', `/Address/${target.id}`, other),
      ]);
      for (const response of attempts) {
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiErrorBody>().code).toBe('not-found');
      }
      expect((await call('GET', `/Address/${target.id}`, owner)).json()).toEqual(target);
      expect(await list(other)).toHaveLength(1);
      expect((await list(other))[0]?.isDefault).toBe(true);
    });

    it('answers 404 for an id nobody has and 400 for one that is not an id', async () => {
      const token = await customer();
      expect((await call('GET', '/Address/999999999', token)).statusCode).toBe(404);
      const bad = await call('GET', '/Address/abc', token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ApiErrorBody>().code).toBe('validation-failed');
    });

    it.each([
      ['GET', '/Address'],
      ['POST', '/Address'],
      ['GET', '/Address/Provinces'],
      ['GET', `/Address/Provinces/${HA_NOI}/Wards`],
      ['DELETE', '/Address/1'],
    ] as const)('answers 401 to %s %s without a token', async (method, url) => {
      const response = await t.app.inject({ method, url: `/api${url}`, ...(method === 'POST' ? { payload: addressBody() } : {}) });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('at the same time', () => {
    it('leaves exactly one default when every address is made default at once', async () => {
      const token = await customer();
      const created: Address[] = [];
      for (let i = 0; i < 8; i += 1) created.push(await create(token, { street: `${i + 1} Phố Huế` }));
      const responses = await Promise.all(
        created.flatMap((address) => [
          call('POST', `/Address/${address.id}/SetDefault`, token),
          call('PUT', `/Address/${address.id}`, token, addressBody({ isDefault: true })),
        ]),
      );
      expect(statusCounts(responses)).toEqual({ 200: 16 });
      expect(await defaults(token)).toHaveLength(1);
    });

    it('makes exactly one of several simultaneous first addresses the default', async () => {
      const token = await customer();
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call('POST', '/Address', token, addressBody({ street: `${i + 1} Hàng Gai`, isDefault: i % 2 === 0 })),
        ),
      );
      expect(statusCounts(responses)).toEqual({ 201: 6 });
      expect(await defaults(token)).toHaveLength(1);
    });

    it('never lets simultaneous additions pass the limit', async () => {
      const token = await customer();
      for (let i = 0; i < MAX_ADDRESSES - 3; i += 1) await create(token);
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => call('POST', '/Address', token, addressBody({ isDefault: true }))),
      );
      expect(statusCounts(responses)).toEqual({ 201: 3, 409: 5 });
      expect(await list(token)).toHaveLength(MAX_ADDRESSES);
      expect(await defaults(token)).toHaveLength(1);
    });

    it('keeps a default when the default is deleted while another becomes default', async () => {
      const token = await customer();
      const first = await create(token);
      const second = await create(token);
      const [setDefault, deleted] = await Promise.all([
        call('POST', `/Address/${second.id}/SetDefault`, token),
        call('DELETE', `/Address/${first.id}`, token),
      ]);
      expect(setDefault.statusCode).toBe(200);
      // Either order is fine: delete first is refused (first is still the default), or it follows the move and succeeds.
      expect([204, 409]).toContain(deleted.statusCode);
      expect(await defaults(token)).toEqual([second.id]);
    });
  });
});
