import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffPackage } from '../../../contract/warehouse';
import { failure, renderApp, reply, testUser, type StubRequest, type StubResponse } from '../renderApp';
import { pageOf, parcel, warehouseUser } from './warehouseFixtures';

const second: StaffPackage = { ...parcel, id: 9, code: 'PK0009', trackingCode: 'SF900', customerCode: 'MH00001' };
const stray: StaffPackage = { ...parcel, id: 10, code: 'PK0010', trackingCode: 'SF1000', status: 'inVietnam' };

function server(move: (request: StubRequest) => StubResponse) {
  return (request: StubRequest) => {
    if (request.method === 'GET' && request.url === '/Staff/Package') {
      const q = String(request.params.q);
      return reply(200, pageOf([parcel, second, stray].filter((p) => p.code === q || p.trackingCode === q)));
    }
    if (request.method === 'POST' && request.url === '/Staff/Package/Move') return move(request);
    return undefined;
  };
}

async function scan(app: Awaited<ReturnType<typeof renderApp>>, code: string) {
  await app.user.type(screen.getByRole('textbox', { name: 'Quét mã kiện hoặc mã vận đơn' }), `${code}{Enter}`);
}

describe('moving parcels in batches', () => {
  it('refuses staff without the warehouse duty', async () => {
    await renderApp('/staff/packages/move', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['delivery'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
  });

  it('flags unknown and misplaced codes, refuses a parcel twice, lets them be removed, then moves the batch after confirmation', async () => {
    const app = await renderApp('/staff/packages/move', {
      signedIn: true,
      user: warehouseUser,
      handler: server(({ body }) =>
        reply(200, {
          packages: (body as { codes: string[] }).codes.map((code) => ({
            ...[parcel, second].find((p) => p.code === code)!,
            status: 'inTransit',
          })),
        }),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Chuyển kho' });
    await scan(app, 'YT123456789');
    await scan(app, 'pk0009');
    await scan(app, 'NOPE1');
    const list = await screen.findByRole('list', { name: 'Kiện đã quét' });
    expect(await within(list).findByText(/Không có kiện nào mang mã này/)).toBeInTheDocument();
    // The package code of a parcel already scanned by its tracking code is the same parcel.
    await scan(app, 'PK0007');
    expect(await screen.findByText('Mã PK0007 đã có trong danh sách.')).toBeInTheDocument();
    await scan(app, 'SF1000');
    expect(await within(list).findByText(/Kiện không ở kho Trung Quốc/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chuyển 2 kiện' })).toBeDisabled();

    await app.user.click(within(list).getByRole('button', { name: 'Bỏ NOPE1' }));
    await app.user.click(within(list).getByRole('button', { name: 'Bỏ PK0010' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: 'Chuyển 2 kiện' }));
    const dialog = screen.getByRole('dialog', { name: 'Chuyển 2 kiện rời kho Trung Quốc?' });
    expect(app.requests.some((r) => r.url === '/Staff/Package/Move')).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Chuyển 2 kiện' }));

    expect(await screen.findByText('Đã chuyển 2 kiện rời kho Trung Quốc.')).toBeInTheDocument();
    const sent = app.requests.find((r) => r.url === '/Staff/Package/Move')!;
    expect(sent.body).toEqual({ codes: ['PK0007', 'PK0009'], to: 'inTransit' });
    expect(sent.idempotencyKey).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Kiện đã quét' })).not.toBeInTheDocument();
  });

  it('does not take the same code twice into the list', async () => {
    const app = await renderApp('/staff/packages/move', {
      signedIn: true,
      user: warehouseUser,
      handler: server(() => reply(200, { packages: [] })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Chuyển kho' });
    await scan(app, 'PK0007');
    await scan(app, 'PK0007');
    expect(await screen.findByText('Mã PK0007 đã có trong danh sách.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Kiện đã quét' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the server refusal in the dialog, retries an unanswered move under its key and a refused one under a new key', async () => {
    let attempts = 0;
    const app = await renderApp('/staff/packages/move', {
      signedIn: true,
      user: warehouseUser,
      handler: server(() =>
        ++attempts < 3
          ? failure(503, 'Máy chủ đang bận', 'unavailable')
          : failure(409, 'Kiện hàng chưa có chủ, chưa thể chuyển khỏi kho Trung Quốc', 'package-unclaimed'),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Chuyển kho' });
    await app.user.click(screen.getByRole('radio', { name: 'Đến kho Việt Nam' }));
    await scan(app, 'PK0009');
    // PK0009 is still in China: not on the Vietnam leg.
    expect(await screen.findByText(/Kiện không trên đường về Việt Nam/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'Rời kho Trung Quốc, đi Việt Nam' }));
    await app.user.click(screen.getByRole('button', { name: 'Chuyển 1 kiện' }));
    const dialog = screen.getByRole('dialog');
    const moves = () => app.requests.filter((r) => r.url === '/Staff/Package/Move');
    const send = async (count: number) => {
      await app.user.click(within(dialog).getByRole('button', { name: 'Chuyển 1 kiện' }));
      await waitFor(() => expect(moves()).toHaveLength(count));
    };
    await send(1);
    expect(await within(dialog).findByText('Máy chủ đang bận')).toBeInTheDocument();
    await send(2);
    await send(3);
    expect(await within(dialog).findByText('Kiện hàng chưa có chủ, chưa thể chuyển khỏi kho Trung Quốc')).toBeInTheDocument();
    await send(4);
    const keys = moves().map((r) => r.idempotencyKey);
    // No answer: the retry carries the same key. A refusal: the next attempt is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });
});
