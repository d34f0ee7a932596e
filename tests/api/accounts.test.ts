import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import type { AdminUser, AdminUserPage, AuditPage } from '../../contract/staff';
import type { CurrentUser } from '../../contract/user';
import { users } from '../../server/db/schema';
import { bearer, databases, injectError, newUserData, registerUser, useAdminApp } from './helpers';

/** Admins make staff, agency and customer accounts, change roles and duties; each change is audited. */
describe.each(databases())('accounts made and changed by an admin on $name', (kind) => {
  const { t, admin } = useAdminApp(kind);

  const login = (userName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
  const create = (payload: object, token = admin.token) =>
    t.app.inject({ method: 'POST', url: '/api/Admin/Users', headers: bearer(token), payload });
  const update = (id: number, payload: object, token = admin.token) =>
    t.app.inject({ method: 'PUT', url: `/api/Admin/Users/${id}`, headers: bearer(token), payload });
  const audit = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/Staff/Audit?${query}`, headers: bearer(admin.token) })).json<AuditPage>();

  it('creates a staff account with duties that signs in and sees them on /CurrentUser, audited', async () => {
    const data = newUserData();
    const response = await create({ ...data, role: 'staff', duties: ['warehouse', 'money', 'warehouse'] });
    expect(response.statusCode, response.body).toBe(201);
    const account = response.json<AdminUser>();
    expect(account).toMatchObject({ userName: data.userName, role: 'staff', duties: ['warehouse', 'money'], disabled: false });
    expect(account.phone).toMatch(/^\+84/);

    const token = (await login(data.userName, data.password)).json<TokenResponse>().token;
    expect((await me(token)).json<CurrentUser>()).toMatchObject({ role: 'staff', duties: ['warehouse', 'money'] });

    const entries = await audit(`object=user&objectId=${account.id}`);
    expect(entries.items).toEqual([
      expect.objectContaining({
        action: 'user.create',
        actorId: admin.id,
        actorName: expect.any(String),
        after: { role: 'staff', duties: ['warehouse', 'money'], disabled: false },
      }),
    ]);
  });

  it('creates an account without a phone, and refuses duties for a role other than staff', async () => {
    const { phone: _phone, ...data } = newUserData();
    const agency = await create({ ...data, role: 'agency' });
    expect(agency.statusCode, agency.body).toBe(201);
    expect(agency.json<AdminUser>().phone).toBe('');
    const refused = await injectError(t.app, {
      method: 'POST',
      url: '/api/Admin/Users',
      headers: bearer(admin.token),
      payload: { ...newUserData(), role: 'customer', duties: ['money'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'duties-only-for-staff', message: 'Chỉ tài khoản nhân viên mới có nhiệm vụ' });
  });

  it('refuses a taken user name with the 409 registration gives, and bad input with Vietnamese details', async () => {
    const { body: existing } = await registerUser(t.app);
    const taken = await injectError(t.app, {
      method: 'POST',
      url: '/api/Admin/Users',
      headers: bearer(admin.token),
      payload: { ...newUserData(), userName: existing.userName, role: 'staff' },
    });
    expect(taken.status).toBe(409);
    const bad = await injectError(t.app, {
      method: 'POST',
      url: '/api/Admin/Users',
      headers: bearer(admin.token),
      payload: { ...newUserData(), role: 'boss', duties: ['sweeping'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation-failed');
    expect(JSON.stringify(bad.body.details)).toContain('Vai trò không hợp lệ');
  });

  it('changes role and duties; the next request already has them, without signing in again', async () => {
    const { token, body } = await registerUser(t.app);
    const id = (await me(token)).json<CurrentUser>().id;
    const warehouseList = () => t.app.inject({ method: 'GET', url: '/api/Staff/Package', headers: bearer(token) });
    expect((await warehouseList()).statusCode).toBe(403);

    const promoted = await update(id, { role: 'staff', duties: ['warehouse'] });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await warehouseList()).statusCode).toBe(200);

    const agency = await update(id, { role: 'agency' });
    expect(agency.json<AdminUser>()).toMatchObject({ role: 'agency', duties: [] });
    expect((await warehouseList()).statusCode).toBe(403);
    expect((await login(body.userName, body.password)).statusCode).toBe(200);

    const entries = await audit(`object=user&objectId=${id}`);
    expect(entries.items.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.update', { role: 'staff', duties: ['warehouse'], disabled: false }, { role: 'agency', duties: [], disabled: false }],
      ['user.update', { role: 'customer', duties: [], disabled: false }, { role: 'staff', duties: ['warehouse'], disabled: false }],
    ]);
  });

  it('keeps an admin from dropping their own admin role', async () => {
    const refused = await injectError(t.app, {
      method: 'PUT',
      url: `/api/Admin/Users/${admin.id}`,
      headers: bearer(admin.token),
      payload: { role: 'staff', duties: ['money'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('cannot-demote-self');
    expect((await me(admin.token)).json<CurrentUser>().role).toBe('admin');
  });

  it('never enables an account its owner closed', async () => {
    const { token, body } = await registerUser(t.app);
    const id = (await me(token)).json<CurrentUser>().id;
    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/CurrentUser',
      headers: bearer(token),
      payload: { password: body.password },
    });
    expect(closed.statusCode, closed.body).toBe(204);
    const refused = await injectError(t.app, { method: 'POST', url: `/api/Admin/Users/${id}/Enable`, headers: bearer(admin.token) });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('account-deleted');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${id}`);
    expect(row?.disabledAt).not.toBeNull();
  });

  it('lists and searches accounts, newest first, filtered by role', async () => {
    const data = newUserData({ fullName: 'Trần Thị Kho Hàng' });
    await create({ ...data, role: 'staff', duties: ['warehouse'] });
    const byName = (
      await t.app.inject({ method: 'GET', url: `/api/Admin/Users?q=${encodeURIComponent('kho hàng')}`, headers: bearer(admin.token) })
    ).json<AdminUserPage>();
    expect(byName.items.map((item) => item.userName)).toEqual([data.userName]);
    const byPhone = (
      await t.app.inject({ method: 'GET', url: `/api/Admin/Users?q=${data.phone}`, headers: bearer(admin.token) })
    ).json<AdminUserPage>();
    expect(byPhone.items.map((item) => item.userName)).toEqual([data.userName]);
    const staff = (
      await t.app.inject({ method: 'GET', url: '/api/Admin/Users?role=staff', headers: bearer(admin.token) })
    ).json<AdminUserPage>();
    expect(staff.items.every((item) => item.role === 'staff')).toBe(true);
    expect(staff.items[0]?.userName).toBe(data.userName);
    const wildcard = (
      await t.app.inject({ method: 'GET', url: '/api/Admin/Users?q=%25', headers: bearer(admin.token) })
    ).json<AdminUserPage>();
    expect(wildcard.total).toBe(0);
  });

  it('answers admin-restricted-operation to staff, even with every duty', async () => {
    const data = newUserData();
    await create({ ...data, role: 'staff', duties: ['money', 'purchasing', 'warehouse', 'delivery', 'care'] });
    const token = (await login(data.userName, data.password)).json<TokenResponse>().token;
    for (const request of [
      { method: 'GET', url: '/api/Admin/Users' },
      { method: 'POST', url: '/api/Admin/Users', payload: { ...newUserData(), role: 'admin' } },
      { method: 'PUT', url: `/api/Admin/Users/${admin.id}`, payload: { role: 'customer' } },
      { method: 'GET', url: '/api/Staff/Audit' },
    ] as const) {
      const refused = await injectError(t.app, { ...request, headers: bearer(token) });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('admin-restricted-operation');
    }
  });

  it('keeps the audit log append-only in the database', async () => {
    await create({ ...newUserData(), role: 'customer' });
    await expect(t.database.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await audit('')).total).toBeGreaterThan(0);
  });
});
