import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../server/auth/tokens';
import type { Database } from '../../server/db/connect';
import { users } from '../../server/db/schema';
import { authUser, registerAuth } from '../../server/plugins/auth';
import { registerErrorHandling } from '../../server/plugins/errors';
import { buildTestApp, databases, registerUser, testConfig, type TestApp } from './helpers';

/** requireDuty on a bare app, the way every /Staff route uses it. */
describe.each(databases())('role checks on $name', (kind) => {
  let t: TestApp;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    guarded = bareAppWithStaffRoute(t.database);
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await t.close();
  });

  function bareAppWithStaffRoute(database: Database): FastifyInstance {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const config = testConfig();
    const tokens = createTokenService({ secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds, now: () => new Date() });
    const guards = registerAuth(app, { db: database.db, tokens });
    app.get('/staff-only', { onRequest: guards.requireDuty('money') }, async (request) => ({ id: authUser(request).id }));
    return app;
  }

  const call = (token?: string) =>
    guarded.inject({ method: 'GET', url: '/staff-only', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers 401 without a token and 403 forbidden to a customer', async () => {
    expect((await call()).statusCode).toBe(401);
    const { token } = await registerUser(t.app);
    const response = await call(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Bạn không có quyền thực hiện thao tác này' });
  });

  it('lets staff with the duty through, read from the database on each request rather than from the token', async () => {
    const { token, body } = await registerUser(t.app);
    const promote = (change: Partial<typeof users.$inferInsert>) =>
      t.database.db
        .update(users)
        .set(change)
        .where(sql`${users.userName} = ${body.userName}`);
    await promote({ role: 'staff', duties: ['warehouse', 'care'] });
    expect((await call(token)).statusCode).toBe(403);
    await promote({ duties: ['warehouse', 'money'] });
    expect((await call(token)).statusCode).toBe(200);
    await promote({ role: 'agency', duties: ['money'] });
    expect((await call(token)).statusCode).toBe(403);
    await promote({ role: 'admin', duties: [] });
    expect((await call(token)).statusCode).toBe(200);
  });
});
