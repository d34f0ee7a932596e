import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgencyTermsState } from '../../../contract/agency';
import { defaultSettings } from '../../../contract/settings';
import type { AdminUser } from '../../../contract/staff';
import { failure, renderApp, reply, testUser, type StubHandler, type StubRequest } from '../renderApp';

const admin = { ...testUser, role: 'admin' as const };

const agencyAccount: AdminUser = {
  id: 9,
  userName: 'hoamai',
  fullName: 'Đại lý Hoa Mai',
  email: 'hoamai@example.com',
  phone: '+84912000999',
  role: 'agency',
  duties: [],
  customerCode: 'KH0009',
  disabled: false,
  createdAt: '2026-01-02T03:00:00.000Z',
};

const { depositBps, purchaseFeeTiers, purchaseFeeMinVnd } = defaultSettings.fees;
const following: AgencyTermsState = { custom: false, terms: { depositBps, purchaseFeeTiers, purchaseFeeMinVnd } };

const termsUrl = `/Admin/Agency/${agencyAccount.id}/Terms`;
const writes = (requests: StubRequest[]) => requests.filter((r) => r.url === termsUrl && r.method !== 'GET');

function server(account: AdminUser, put?: StubHandler): StubHandler {
  return async (request) => {
    const { method, url } = request;
    if (url === `/Admin/Users/${account.id}`) return reply(200, account);
    if (url === termsUrl && method === 'GET') return reply(200, following);
    if (url === termsUrl && method === 'PUT') return (await put?.(request)) ?? reply(200, { custom: true, terms: request.body });
    if (url === termsUrl && method === 'DELETE') return reply(200, following);
    return undefined;
  };
}

describe('an agency’s price terms in the console', { timeout: 20_000 }, () => {
  it('is not shown for an account that is not an agency', async () => {
    const customer = { ...agencyAccount, role: 'customer' as const };
    const app = await renderApp(`/staff/users/${customer.id}`, { signedIn: true, user: admin, handler: server(customer) });
    expect(await screen.findByRole('heading', { name: 'Đại lý Hoa Mai' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bảng giá của đại lý' })).not.toBeInTheDocument();
    expect(app.requests.some((r) => r.url === termsUrl)).toBe(false);
  });

  it('sets custom terms with the settings’ tier table, refusing bad figures by the field first', async () => {
    const app = await renderApp(`/staff/users/${agencyAccount.id}`, { signedIn: true, user: admin, handler: server(agencyAccount) });
    const card = await screen.findByRole('region', { name: 'Bảng giá của đại lý' });
    expect(await within(card).findByRole('radio', { name: 'Theo bảng giá chung' })).toBeChecked();
    await app.user.click(within(card).getByRole('radio', { name: 'Giá riêng' }));
    const deposit = within(card).getByLabelText('Đặt cọc (phần vạn)');
    await app.user.clear(deposit);
    await app.user.type(deposit, '20000');
    await app.user.click(within(card).getByRole('button', { name: 'Lưu bảng giá' }));
    expect(await within(card).findByText(/Bảng giá chưa hợp lệ: 1 chỗ cần sửa/)).toBeInTheDocument();
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(writes(app.requests)).toHaveLength(0);

    await app.user.clear(deposit);
    await app.user.type(deposit, '5000');
    await app.user.click(within(card).getByRole('button', { name: 'Thêm dòng vào Bậc phí mua hàng' }));
    const rows = purchaseFeeTiers.length + 1;
    await app.user.type(within(card).getByLabelText(`Bậc phí mua hàng ${rows}: Từ (VND)`), '900000000');
    await app.user.type(within(card).getByLabelText(`Bậc phí mua hàng ${rows}: Phí (phần vạn)`), '50');
    await app.user.click(within(card).getByRole('button', { name: 'Lưu bảng giá' }));
    expect(await screen.findByText('Đã lưu bảng giá riêng của đại lý.')).toBeInTheDocument();
    const [put] = writes(app.requests);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({
      depositBps: 5000,
      purchaseFeeMinVnd,
      purchaseFeeTiers: [...purchaseFeeTiers, { fromVnd: 900_000_000, bps: 50 }],
    });
  });

  it('shows the server’s refusal under the field it names', async () => {
    const refuse: StubHandler = () =>
      failure(400, 'Dữ liệu không hợp lệ', 'validation-failed', [{ path: 'purchaseFeeMinVnd', message: 'Phí tối thiểu quá lớn' }]);
    const app = await renderApp(`/staff/users/${agencyAccount.id}`, {
      signedIn: true,
      user: admin,
      handler: server(agencyAccount, refuse),
    });
    const card = await screen.findByRole('region', { name: 'Bảng giá của đại lý' });
    await app.user.click(await within(card).findByRole('radio', { name: 'Giá riêng' }));
    await app.user.click(within(card).getByRole('button', { name: 'Lưu bảng giá' }));
    const minimum = within(card).getByLabelText('Phí mua hàng tối thiểu (VND)');
    await waitFor(() => expect(minimum).toHaveAccessibleDescription('Phí tối thiểu quá lớn'));
  });

  it('sends an agency back to the settings in force', async () => {
    const custom: AgencyTermsState = { ...following, custom: true };
    const handler: StubHandler = (request) =>
      request.url === termsUrl && request.method === 'GET' ? reply(200, custom) : server(agencyAccount)(request);
    const app = await renderApp(`/staff/users/${agencyAccount.id}`, { signedIn: true, user: admin, handler });
    const card = await screen.findByRole('region', { name: 'Bảng giá của đại lý' });
    await app.user.click(await within(card).findByRole('radio', { name: 'Theo bảng giá chung' }));
    await app.user.click(within(card).getByRole('button', { name: 'Lưu bảng giá' }));
    expect(await screen.findByText('Đại lý đã theo bảng giá chung.')).toBeInTheDocument();
    expect(writes(app.requests).map((r) => r.method)).toEqual(['DELETE']);
  });
});
