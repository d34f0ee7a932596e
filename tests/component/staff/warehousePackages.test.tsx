import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderApp, reply, testUser } from '../renderApp';
import { pageOf, parcel, warehouseUser } from './warehouseFixtures';

const unclaimed = {
  ...parcel,
  id: 8,
  code: 'PK0008',
  trackingCode: 'SF555',
  userId: null,
  customerCode: null,
  labelCustomerCode: null,
  order: null,
};

describe('the parcels table', () => {
  it('refuses staff without the warehouse duty', async () => {
    await renderApp('/staff/packages', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['care'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
  });

  it('is linked from the side navigation and from the dashboard queues of warehouse staff', async () => {
    const counts = {
      unmatchedBankLines: 0,
      rechargesToCheck: 0,
      ordersToBuy: 0,
      ordersAwaitingSeller: 0,
      packagesExpectedInChina: 3,
      packagesToMove: 4,
      deliveriesToHandOver: 0,
      withdrawalsToPay: 0,
      pobToTake: 0,
      pobInProcess: 0,
      pobRefundsToDecide: 0,
    };
    const app = await renderApp('/staff', {
      signedIn: true,
      user: warehouseUser,
      handler: ({ url }) =>
        url === '/Staff/Dashboard' ? reply(200, counts) : url === '/Staff/Package' ? reply(200, pageOf([parcel])) : undefined,
    });
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng quầy nhân viên' });
    expect(within(nav).getByRole('link', { name: 'Quét kiện' })).toHaveAttribute('href', '/staff/warehouse');
    expect(within(nav).getByRole('link', { name: 'Kiện hàng' })).toHaveAttribute('href', '/staff/packages');
    expect(within(nav).getByRole('link', { name: 'Chuyển kho' })).toHaveAttribute('href', '/staff/packages/move');
    expect((await screen.findByText('Kiện sắp về kho Trung Quốc')).closest('a')).toHaveAttribute('href', '/staff/warehouse');
    await app.user.click(screen.getByText('Kiện cần chuyển kho'));
    await app.waitForPath('/staff/packages');
    expect(await screen.findByRole('link', { name: 'PK0007' })).toBeInTheDocument();
    expect(app.requests.find((r) => r.url === '/Staff/Package')?.params.status).toBe('inChina');
  });

  it('lists parcels with their owners and passes the filter and search to the server', async () => {
    const app = await renderApp('/staff/packages?state=unclaimed&q=SF', {
      signedIn: true,
      user: warehouseUser,
      handler: ({ url }) => (url === '/Staff/Package' ? reply(200, pageOf([parcel, unclaimed])) : undefined),
    });
    const table = await screen.findByRole('table', { name: 'Kiện hàng' });
    expect(await within(table).findByRole('link', { name: 'PK0007' })).toHaveAttribute('href', '/staff/packages/7/label?code=PK0007');
    expect(within(table).getByText('MH7K2Q9')).toBeInTheDocument();
    expect(within(table).getByText('Chưa có chủ')).toBeInTheDocument();
    const sent = app.requests.find((r) => r.url === '/Staff/Package')!;
    expect(sent.params).toMatchObject({ unclaimed: 'true', q: 'SF', page: 1, pageSize: 50 });
    expect(sent.params.status).toBeUndefined();
  });

  it('says so when there is no parcel, and when the list fails', async () => {
    let fail = false;
    const app = await renderApp('/staff/packages', {
      signedIn: true,
      user: warehouseUser,
      handler: ({ url }) => (url === '/Staff/Package' ? (fail ? failure(503, 'Máy chủ đang bận') : reply(200, pageOf([]))) : undefined),
    });
    expect(await screen.findByText('Không có kiện nào.')).toBeInTheDocument();
    fail = true;
    await app.user.selectOptions(screen.getByLabelText('Lọc'), 'Kho TQ nhận');
    await app.waitForPath('/staff/packages');
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ state: 'inChina' }));
    expect(await screen.findByText('Máy chủ đang bận')).toBeInTheDocument();
    expect(app.requests.filter((r) => r.url === '/Staff/Package').at(-1)?.params.status).toBe('inChina');
  });

  it('matches an unclaimed parcel to a consignment after confirmation, with an Idempotency-Key', async () => {
    let matched = false;
    const app = await renderApp('/staff/packages', {
      signedIn: true,
      user: warehouseUser,
      handler: ({ method, url, body }) => {
        if (url === '/Staff/Package') return reply(200, pageOf([matched ? { ...unclaimed, order: parcel.order } : unclaimed]));
        if (method === 'POST' && url === '/Staff/Package/8/Match') {
          if ((body as { consignmentId: number }).consignmentId === 99) return failure(404, 'Không tìm thấy đơn ký gửi', 'not-found');
          matched = true;
          return reply(200, { ...unclaimed, userId: 3, customerCode: 'MH7K2Q9', order: parcel.order });
        }
        return undefined;
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Ghép đơn' }));
    const dialog = screen.getByRole('dialog', { name: 'Ghép kiện PK0008 vào đơn ký gửi' });
    await app.user.type(within(dialog).getByLabelText('Số đơn ký gửi'), '99');
    await app.user.click(within(dialog).getByRole('button', { name: 'Ghép đơn' }));
    expect(await within(dialog).findByText('Không tìm thấy đơn ký gửi')).toBeInTheDocument();

    const input = within(dialog).getByLabelText('Số đơn ký gửi');
    await app.user.clear(input);
    await app.user.type(input, '12');
    await app.user.click(within(dialog).getByRole('button', { name: 'Ghép đơn' }));
    expect(await screen.findByText('Đã ghép kiện PK0008 vào đơn KG0012.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const sent = app.requests.filter((r) => r.url === '/Staff/Package/8/Match');
    expect(sent.map((r) => r.body)).toEqual([{ consignmentId: 99 }, { consignmentId: 12 }]);
    expect(sent[0]!.idempotencyKey).toBeTruthy();
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ghép đơn' })).not.toBeInTheDocument());
  });
});
