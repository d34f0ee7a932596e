import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Delivery, StaffDeliverySummary } from '../../../contract/delivery';
import { sampleDelivery } from '../../fixtures/delivery';
import { failure, renderApp, reply, testUser, type StubHandler } from '../renderApp';

/** The first paint of the console waits for its catalogs and the session: give it time on a busy machine. */
const slow = { timeout: 15_000 };
const deliveryStaff = { ...testUser, role: 'staff' as const, duties: ['delivery' as const] };

const summary = (d: Delivery): StaffDeliverySummary => ({
  id: d.id,
  code: d.code,
  status: d.status,
  payment: d.payment,
  packageCount: d.packageCount,
  totalVnd: d.totalVnd,
  addressLine: d.addressLine,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  customerCode: 'KH0042',
  carrier: d.carrier,
  trackingCode: d.trackingCode,
});

function list(deliveries: Delivery[], onMove?: StubHandler): StubHandler {
  return (request) => {
    if (request.method === 'GET' && request.url === '/Staff/Delivery')
      return reply(200, { items: deliveries.map(summary), page: 1, pageSize: 20, total: deliveries.length });
    if (request.method === 'POST' && request.url.startsWith('/Staff/Delivery/')) return onMove?.(request);
    return undefined;
  };
}

describe('the console deliveries page', { timeout: 40_000 }, () => {
  it('refuses staff without the delivery duty (403)', async () => {
    const app = await renderApp('/staff/deliveries', {
      signedIn: true,
      user: { ...testUser, role: 'staff', duties: ['purchasing'] },
      handler: list([sampleDelivery]),
    });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' }, slow)).toBeInTheDocument();
    expect(app.requests.some((r) => r.url === '/Staff/Delivery')).toBe(false);
  });

  it('searches by code, customer code or the receiver’s phone on the server, from page 1', async () => {
    const app = await renderApp('/staff/deliveries?page=3', { signedIn: true, user: deliveryStaff, handler: list([sampleDelivery]) });
    const box = await screen.findByRole('searchbox', { name: 'Tìm theo mã yêu cầu, mã khách hoặc số điện thoại người nhận' }, slow);
    await userEvent.type(box, '0912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() =>
      expect(app.requests.filter((r) => r.url === '/Staff/Delivery').at(-1)?.params).toMatchObject({ q: '0912 345 678', page: 1 }),
    );
  });

  it('says whose each request is', async () => {
    await renderApp('/staff/deliveries', { signedIn: true, user: deliveryStaff, handler: list([sampleDelivery]) });
    const table = await screen.findByRole('table', { name: 'Yêu cầu giao hàng' }, slow);
    expect(within(table).getByRole('columnheader', { name: /Khách hàng/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: sampleDelivery.code }).closest('tr')).toHaveTextContent('KH0042');
  });

  it('says so when there is no delivery request', async () => {
    await renderApp('/staff/deliveries', { signedIn: true, user: deliveryStaff, handler: list([]) });
    expect(await screen.findByText('Không có yêu cầu giao hàng nào.', {}, slow)).toBeInTheDocument();
  });

  it('hands a request over after confirmation, with the carrier and its tracking code and an Idempotency-Key', async () => {
    const handed: Delivery = {
      ...sampleDelivery,
      status: 'processing',
      handedOverAt: '2026-11-03T03:00:00.000Z',
      carrier: 'GHN',
      trackingCode: 'GHN123',
    };
    const app = await renderApp('/staff/deliveries?state=requested', {
      signedIn: true,
      user: deliveryStaff,
      handler: list([sampleDelivery], () => reply(200, handed)),
    });
    await userEvent.click(await screen.findByRole('button', { name: sampleDelivery.code }, slow));
    await waitFor(() => expect(app.requests.some((r) => r.url === '/Staff/Delivery' && r.params.status === 'requested')).toBe(true));
    await userEvent.type(screen.getByRole('textbox', { name: 'Đơn vị vận chuyển' }), ' GHN ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mã vận đơn' }), 'GHN123');
    await userEvent.click(screen.getByRole('button', { name: 'Bàn giao' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Đơn vị vận chuyển: GHN · mã vận đơn: GHN123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bàn giao' }));
    expect(await screen.findByText('Đã bàn giao cho đơn vị vận chuyển.')).toBeInTheDocument();
    const post = app.requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe(`/Staff/Delivery/${sampleDelivery.id}/HandOver`);
    expect(post?.body).toEqual({ carrier: 'GHN', trackingCode: 'GHN123' });
    expect(post?.idempotencyKey).toBeTruthy();
    expect(screen.getByText('Đơn vị vận chuyển: GHN · mã vận đơn: GHN123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoàn tất' })).toBeInTheDocument();
  });

  it('says under the field what is wrong with a tracking code, and sends nothing', async () => {
    const app = await renderApp('/staff/deliveries', { signedIn: true, user: deliveryStaff, handler: list([sampleDelivery]) });
    await userEvent.click(await screen.findByRole('button', { name: sampleDelivery.code }, slow));
    const code = screen.getByRole('textbox', { name: 'Mã vận đơn' });
    await userEvent.type(code, 'GHN 123/45');
    await userEvent.click(screen.getByRole('button', { name: 'Bàn giao' }));
    expect(code).toHaveAccessibleDescription('Mã vận đơn chỉ gồm chữ, số và dấu gạch ngang, tối đa 60 ký tự');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server refusal of a completion in Vietnamese', async () => {
    const processing: Delivery = { ...sampleDelivery, status: 'processing' };
    const app = await renderApp('/staff/deliveries', {
      signedIn: true,
      user: deliveryStaff,
      handler: list([processing], () => failure(409, 'Yêu cầu đã ở trạng thái khác', 'invalid-transition')),
    });
    await userEvent.click(await screen.findByRole('button', { name: sampleDelivery.code }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Hoàn tất' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hoàn tất' }));
    expect(await within(dialog).findByText('Yêu cầu đã ở trạng thái khác')).toBeInTheDocument();
    expect(app.requests.find((r) => r.method === 'POST')?.url).toBe(`/Staff/Delivery/${sampleDelivery.id}/Complete`);
  });
});
