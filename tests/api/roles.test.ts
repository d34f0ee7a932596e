import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../server/auth/tokens';
import type { Database } from '../../server/db/connect';
import { users } from '../../server/db/schema';
import { authUser, registerAuth } from '../../server/plugins/auth';
import { registerErrorHandling } from '../../server/plugins/errors';
import { buildTestApp, databases, registerUser, testConfig, type TestApp } from './helpers';

/** requireRole on a bare app, the way /Staff and /Agency routes will use it. */
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
    app.get('/staff-only', { onRequest: guards.requireRole('staff', 'admin') }, async (request) => ({ id: authUser(request).id }));
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

  it('lets staff through, read from the database on each request rather than from the token', async () => {
    const { token, body } = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ role: 'staff' })
      .where(sql`${users.userName} = ${body.userName}`);
    expect((await call(token)).statusCode).toBe(200);
  });
});
