import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffPackage } from '../../../contract/warehouse';
import { failure, renderApp, reply, testUser, type StubRequest } from '../renderApp';
import { pageOf, parcel, warehouseUser } from './warehouseFixtures';

/** GET /Staff/Package answers from `parcels` as the server's `q` would (part of a code). */
const lookup =
  (parcels: StaffPackage[]) =>
  ({ method, url, params }: StubRequest) => {
    if (method !== 'GET' || url !== '/Staff/Package') return undefined;
    const q = String(params.q ?? '').toUpperCase();
    return reply(200, pageOf(parcels.filter((p) => p.code.includes(q) || (p.trackingCode ?? '').includes(q))));
  };

async function openScan(handler: (request: StubRequest) => ReturnType<ReturnType<typeof lookup>>, warehouse = 'china') {
  localStorage.setItem('muaho.warehouse', warehouse);
  const app = await renderApp('/staff/warehouse', { signedIn: true, user: warehouseUser, handler });
  const box = await screen.findByRole('textbox', { name: 'Mã vận đơn hoặc mã kiện' });
  return { app, box };
}

async function fillMeasure(app: Awaited<ReturnType<typeof renderApp>>, form: HTMLElement, weight = '1.5') {
  const { user } = app;
  await user.type(within(form).getByLabelText('Cân nặng'), weight);
  await user.type(within(form).getByLabelText('Dài (cm)'), '40');
  await user.type(within(form).getByLabelText('Rộng (cm)'), '30');
  await user.type(within(form).getByLabelText('Cao (cm)'), '20');
}

describe('the warehouse scan screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('refuses staff without the warehouse duty (403 page) and asks nothing of the server', async () => {
    const app = await renderApp('/staff/warehouse', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['money'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
    expect(app.requests.some((r) => r.url.startsWith('/Staff/Package'))).toBe(false);
  });

  it('asks for the warehouse once and remembers it on the device', async () => {
    const app = await renderApp('/staff/warehouse', { signedIn: true, user: warehouseUser });
    const box = await screen.findByRole('textbox', { name: 'Mã vận đơn hoặc mã kiện' });
    expect(box).toBeDisabled();
    await app.user.selectOptions(screen.getByLabelText('Kho đang làm việc'), 'Kho Việt Nam');
    expect(localStorage.getItem('muaho.warehouse')).toBe('vietnam');
    expect(box).toBeEnabled();
  });

  it('finds a scanned tracking code, shows whose it is, weighs it again and is ready for the next scan', async () => {
    const measured = { ...parcel, weightGrams: 1500, lengthCm: 40, widthCm: 30, heightCm: 20 };
    const { app, box } = await openScan((request) =>
      request.method === 'POST' && request.url === '/Staff/Package/7/Measure' ? reply(200, measured) : lookup([parcel])(request),
    );
    await app.user.type(box, 'yt123456789{Enter}');

    expect(await screen.findByText('Đã tìm thấy kiện PK0007.')).toBeInTheDocument();
    expect(app.requests.find((r) => r.url === '/Staff/Package')?.params.q).toBe('YT123456789');
    expect(screen.getByText('MH7K2Q9')).toBeInTheDocument();
    expect(screen.getByText('KG0012')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In nhãn' })).toHaveAttribute('href', '/staff/packages/7/label?code=PK0007');
    // No camera reader in this browser: no camera button.
    expect(screen.queryByRole('button', { name: 'Quét bằng camera' })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Cân đo lại' });
    await fillMeasure(app, form);
    await app.user.click(within(form).getByRole('button', { name: 'Lưu cân đo' }));

    expect(await screen.findByText('Đã lưu cân đo kiện PK0007.')).toBeInTheDocument();
    const sent = app.requests.find((r) => r.url === '/Staff/Package/7/Measure')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ weightGrams: 1500, lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(sent.idempotencyKey).toMatch(/.{16,}/);
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByText('1,5 kg')).toBeInTheDocument();
  });

  it('shows the server refusal of a step in Vietnamese and keeps the parcel on screen', async () => {
    const { app, box } = await openScan((request) =>
      request.url === '/Staff/Package/7/Measure'
        ? failure(409, 'Đơn hàng không thể chuyển sang trạng thái này từ trạng thái hiện tại', 'invalid-transition')
        : lookup([parcel])(request),
    );
    await app.user.type(box, 'PK0007{Enter}');
    const form = await screen.findByRole('form', { name: 'Cân đo lại' });
    await fillMeasure(app, form);
    await app.user.click(within(form).getByRole('button', { name: 'Lưu cân đo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Đơn hàng không thể chuyển sang trạng thái này từ trạng thái hiện tại');
    expect(screen.queryByText('Đã lưu cân đo kiện PK0007.')).not.toBeInTheDocument();
    expect(screen.getByText('MH7K2Q9')).toBeInTheDocument();
  });

  it('checks the weighing form before sending anything', async () => {
    const { app, box } = await openScan(lookup([parcel]));
    await app.user.type(box, 'PK0007{Enter}');
    const form = await screen.findByRole('form', { name: 'Cân đo lại' });
    await app.user.click(within(form).getByRole('button', { name: 'Lưu cân đo' }));
    expect(await within(form).findAllByText('Vui lòng nhập số')).toHaveLength(4);
    expect(app.requests.some((r) => r.url.endsWith('/Measure'))).toBe(false);
  });

  it('offers to receive an unknown code as an unclaimed parcel, with the label customer code', async () => {
    const unclaimed = { ...parcel, id: 8, code: 'PK0008', trackingCode: 'SF555', userId: null, customerCode: null, order: null };
    const { app, box } = await openScan((request) =>
      request.method === 'POST' && request.url === '/Staff/Package/Receive'
        ? reply(201, { outcome: 'unclaimed', package: unclaimed })
        : lookup([parcel])(request),
    );
    await app.user.type(box, 'SF555{Enter}');
    expect(await screen.findByText('Không tìm thấy mã SF555 trong kho.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Nhận kiện SF555' });
    await fillMeasure(app, form, '800');
    await app.user.selectOptions(within(form).getByLabelText('Đơn vị'), 'g');
    await app.user.type(within(form).getByLabelText('Mã khách trên nhãn (nếu có)'), 'mh7k2q9');
    await app.user.click(within(form).getByRole('button', { name: 'Nhận kiện' }));

    expect(await screen.findByText('Đã nhận kiện PK0008 vào Kho Trung Quốc, chưa có chủ.')).toBeInTheDocument();
    const sent = app.requests.find((r) => r.url === '/Staff/Package/Receive')!;
    expect(sent.body).toEqual({
      trackingCode: 'SF555',
      labelCustomerCode: 'MH7K2Q9',
      weightGrams: 800,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
    });
    expect(sent.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('sends a photo as the request body', async () => {
    const { app, box } = await openScan((request) =>
      request.method === 'POST' && request.url === '/Staff/Package/7/Photo'
        ? reply(201, { ...parcel, photos: ['/api/Package/Photo/t1'] })
        : lookup([parcel])(request),
    );
    await app.user.type(box, 'PK0007{Enter}');
    const photo = new File(['jpeg bytes'], 'parcel.jpg', { type: 'image/jpeg' });
    const input = await screen.findByLabelText('Chụp ảnh kiện');
    expect(input).toHaveAttribute('capture', 'environment');
    await app.user.upload(input, photo);
    expect(await screen.findByText('Đã thêm ảnh cho kiện PK0007.')).toBeInTheDocument();
    const sent = app.requests.find((r) => r.url === '/Staff/Package/7/Photo')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toBeInstanceOf(Blob);
  });

  it('checks a parcel in at the Vietnam warehouse by its package code', async () => {
    const inTransit = { ...parcel, status: 'inTransit' as const };
    const { app, box } = await openScan(
      (request) =>
        request.method === 'POST' && request.url === '/Staff/Package/Move'
          ? reply(200, { packages: [{ ...inTransit, status: 'inVietnam' }] })
          : lookup([inTransit])(request),
      'vietnam',
    );
    await app.user.type(box, 'YT123456789{Enter}');
    expect(screen.queryByRole('form', { name: 'Cân đo lại' })).not.toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Nhận vào Kho Việt Nam' }));
    expect(await screen.findByText('Kiện PK0007 đã vào Kho Việt Nam.')).toBeInTheDocument();
    const sent = app.requests.find((r) => r.url === '/Staff/Package/Move')!;
    expect(sent.body).toEqual({ codes: ['PK0007'], to: 'inVietnam' });
    expect(sent.idempotencyKey).toBeTruthy();
  });
});
