import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/auth';
import type { CurrentUser } from '../../contract/user';
import { createPasswordHasher } from '../../server/auth/password';
import { ensureAdmin } from '../../server/modules/users/ensureAdmin';
import { bearer, useTestApp, databases, registerUser } from './helpers';

describe.each(databases())('the first admin on $name', (kind) => {
  const t = useTestApp(kind);

  const hasher = () => createPasswordHasher(t.config.passwordHash);
  const login = (userName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });

  it('creates ADMIN_USERNAME with role admin, who can then log in', async () => {
    const admin = { userName: 'quantri', password: 'mật khẩu quản trị rất dài', email: 'quantri@admin.invalid' };
    const result = await ensureAdmin({ db: t.database.db, admin, hasher: hasher() });
    expect(result.created).toBe(true);

    const response = await login('quantri', admin.password);
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(response.json<TokenResponse>().token) });
    expect(me.json<CurrentUser>()).toMatchObject({ userName: 'quantri', role: 'admin', email: 'quantri@admin.invalid' });
  });

  it('leaves an existing account alone on the next start, password included', async () => {
    const admin = { userName: 'quantri2', password: 'mật khẩu ban đầu thật dài', email: 'quantri2@admin.invalid' };
    await ensureAdmin({ db: t.database.db, admin, hasher: hasher() });
    const again = await ensureAdmin({ db: t.database.db, admin: { ...admin, password: 'mật khẩu khác hẳn luôn' }, hasher: hasher() });
    expect(again.created).toBe(false);
    expect((await login('quantri2', admin.password)).statusCode).toBe(200);
    expect((await login('quantri2', 'mật khẩu khác hẳn luôn')).statusCode).toBe(401);
  });

  it('does not promote a customer who already has that user name', async () => {
    const { body, token } = await registerUser(t.app);
    const result = await ensureAdmin({
      db: t.database.db,
      admin: { userName: body.userName.toUpperCase(), password: 'không quan trọng lắm', email: 'x@admin.invalid' },
      hasher: hasher(),
    });
    expect(result.created).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: bearer(token) });
    expect(me.json<CurrentUser>().role).toBe('customer');
  });
});
