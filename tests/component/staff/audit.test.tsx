import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/staff';
import { changedKeys } from '../../../src/features/staff/admin/AuditPage';
import { failure, renderApp, reply, testUser } from '../renderApp';

const admin = { ...testUser, role: 'admin' as const };

const entry: AuditEntry = {
  id: 3,
  at: '2026-03-04T05:06:00.000Z',
  actorId: 2,
  actorName: 'quan.tri',
  action: 'settings.update',
  objectType: 'settings',
  objectId: '4',
  before: { rates: { orderRateVndPerCny: 3650, pobRateVndPerCny: 3700 }, note: 'x' },
  after: { rates: { orderRateVndPerCny: 3700, pobRateVndPerCny: 3700 }, note: 'x' },
  note: null,
};

describe('the console audit log', () => {
  it('keeps only the changed keys of before and after', () => {
    expect(changedKeys(entry.before, entry.after)).toEqual([{ key: 'rates.orderRateVndPerCny', before: 3650, after: 3700 }]);
    expect(changedKeys(null, { a: 1, b: [2] })).toEqual([
      { key: 'a', before: undefined, after: 1 },
      { key: 'b.0', before: undefined, after: 2 },
    ]);
  });

  it('refuses staff who are not admins', async () => {
    const app = await renderApp('/staff/audit', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['money'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
    expect(app.requests.some((r) => r.url === '/Staff/Audit')).toBe(false);
  });

  it('shows entries, opens a row to the changed keys, and filters through the address', async () => {
    const app = await renderApp('/staff/audit', {
      signedIn: true,
      user: admin,
      handler: ({ url }) => (url === '/Staff/Audit' ? reply(200, { items: [entry], total: 1, page: 1, pageSize: 50 }) : undefined),
    });
    const table = await screen.findByRole('table', { name: 'Nhật ký thao tác' });
    expect(await within(table).findByText('Lưu cài đặt')).toBeInTheDocument();
    expect(within(table).queryByText('settings.update')).not.toBeInTheDocument();
    expect(within(table).getByText('quan.tri (#2)')).toBeInTheDocument();
    const open = within(table).getByRole('button', { expanded: false });
    await app.user.click(open);
    const diff = within(table).getByRole('list', { name: 'Thay đổi' });
    expect(diff).toHaveTextContent('rates.orderRateVndPerCny: 3650 → 3700');
    expect(diff).not.toHaveTextContent('pobRateVndPerCny');

    await app.user.selectOptions(screen.getByLabelText('Loại đối tượng'), 'settings');
    await app.user.type(screen.getByLabelText('Từ ngày'), '2026-03-01');
    await app.user.click(screen.getByRole('button', { name: 'Lọc' }));
    await screen.findByRole('table', { name: 'Nhật ký thao tác' });
    await within(screen.getByRole('table', { name: 'Nhật ký thao tác' })).findByText('Lưu cài đặt');
    expect(app.requests.filter((r) => r.url === '/Staff/Audit').at(-1)?.params).toMatchObject({
      object: 'settings',
      from: '2026-03-01',
      page: 1,
    });
  });

  it("names actions and objects in staff's words, and shows a verb it has no words for as recorded", async () => {
    const withdrawal: AuditEntry = {
      ...entry,
      id: 4,
      action: 'withdrawal.complete',
      objectType: 'withdrawal',
      objectId: '17',
      before: null,
      after: null,
    };
    // Written by another version of the server: the log keeps it, the console has no words for it.
    const unknown: AuditEntry = { ...withdrawal, id: 5, action: 'withdrawal.reopen', objectId: '18' };
    await renderApp('/staff/audit', {
      signedIn: true,
      user: admin,
      handler: ({ url }) =>
        url === '/Staff/Audit' ? reply(200, { items: [withdrawal, unknown], total: 2, page: 1, pageSize: 50 }) : undefined,
    });
    const table = await screen.findByRole('table', { name: 'Nhật ký thao tác' });
    const [, known, other] = await within(table).findAllByRole('row');
    expect(within(known!).getByText('Chi trả lệnh rút')).toBeInTheDocument();
    expect(within(known!).getByText('Rút tiền 17')).toBeInTheDocument();
    expect(within(known!).queryByText('withdrawal.complete')).not.toBeInTheDocument();
    expect(within(other!).getByText('withdrawal.reopen')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Loại đối tượng')).getByRole('option', { name: 'Rút tiền' })).toHaveValue('withdrawal');
  });

  it('says when the log is empty, and why it failed', async () => {
    await renderApp('/staff/audit', {
      signedIn: true,
      user: admin,
      handler: ({ url }) => (url === '/Staff/Audit' ? reply(200, { items: [], total: 0, page: 1, pageSize: 50 }) : undefined),
    });
    expect(await screen.findByText('Không có mục nào trong nhật ký.')).toBeInTheDocument();
  });

  it('shows the server reason when the log cannot load', async () => {
    await renderApp('/staff/audit', {
      signedIn: true,
      user: admin,
      handler: ({ url }) => (url === '/Staff/Audit' ? failure(400, 'Ngày không hợp lệ', 'validation') : undefined),
    });
    expect(await screen.findByText('Ngày không hợp lệ')).toBeInTheDocument();
  });
});
