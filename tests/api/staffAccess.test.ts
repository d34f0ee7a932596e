import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duties, type Duty } from '../../contract/roles';
import type { AdminUser } from '../../contract/staff';
import { apiCaller, buildTestApp, databases, newUserData, type TestApp } from './helpers';
import { walletKit, type Actor } from './walletHelpers';

/** Every staff endpoint and the one duty that opens it. */
const endpoints: Array<{ method: 'GET' | 'POST'; path: string; duty: Duty }> = [
  { method: 'GET', path: '/Staff/BankTransfer', duty: 'money' },
  { method: 'POST', path: '/Staff/BankTransfer', duty: 'money' },
  { method: 'GET', path: '/Staff/Recharge', duty: 'money' },
  { method: 'POST', path: '/Staff/Recharge/1/Confirm', duty: 'money' },
  { method: 'GET', path: '/Staff/Withdraw', duty: 'money' },
  { method: 'POST', path: '/Staff/Withdraw/1/Complete', duty: 'money' },
  { method: 'POST', path: '/Staff/Withdraw/1/Reject', duty: 'money' },
  { method: 'POST', path: '/Staff/Withdraw/1/Proof', duty: 'money' },
  { method: 'POST', path: '/Staff/BankTransfer/Preview', duty: 'money' },
  { method: 'POST', path: '/Staff/Wallet/1/Adjust', duty: 'money' },
  { method: 'GET', path: '/Staff/OrderOrdering', duty: 'purchasing' },
  { method: 'GET', path: '/Staff/OrderOrdering/1', duty: 'purchasing' },
  { method: 'POST', path: '/Staff/OrderOrdering/1/Status', duty: 'purchasing' },
  { method: 'GET', path: '/Staff/OrderPob', duty: 'purchasing' },
  { method: 'GET', path: '/Staff/OrderPob/1', duty: 'purchasing' },
  { method: 'POST', path: '/Staff/OrderPob/1/Take', duty: 'purchasing' },
  { method: 'POST', path: '/Staff/OrderPob/1/Pay', duty: 'purchasing' },
  { method: 'POST', path: '/Staff/OrderPob/1/Reject', duty: 'purchasing' },
  { method: 'POST', path: '/Staff/OrderPob/1/Refund', duty: 'purchasing' },
  { method: 'GET', path: '/Staff/OrderPob/Refund', duty: 'purchasing' },
  { method: 'POST', path: '/Staff/OrderPob/Refund/1/Accept', duty: 'purchasing' },
  { method: 'POST', path: '/Staff/OrderPob/Refund/1/Refuse', duty: 'purchasing' },
  { method: 'GET', path: '/Staff/Package', duty: 'warehouse' },
  { method: 'POST', path: '/Staff/Package/Receive', duty: 'warehouse' },
  { method: 'POST', path: '/Staff/Package/Move', duty: 'warehouse' },
  { method: 'POST', path: '/Staff/Package/1/Measure', duty: 'warehouse' },
  { method: 'POST', path: '/Staff/Package/1/Match', duty: 'warehouse' },
  { method: 'POST', path: '/Staff/Package/1/Photo', duty: 'warehouse' },
  { method: 'GET', path: '/Staff/Delivery', duty: 'delivery' },
  { method: 'GET', path: '/Staff/Delivery/1', duty: 'delivery' },
  { method: 'POST', path: '/Staff/Delivery/1/HandOver', duty: 'delivery' },
  { method: 'POST', path: '/Staff/Delivery/1/Complete', duty: 'delivery' },
  { method: 'GET', path: '/Staff/Export/orders?from=2026-11-01&to=2026-11-30', duty: 'purchasing' },
  { method: 'GET', path: '/Staff/Export/transactions?from=2026-11-01&to=2026-11-30', duty: 'money' },
  { method: 'GET', path: '/Staff/Export/packages?from=2026-11-01&to=2026-11-30', duty: 'warehouse' },
];

describe.each(databases())('staff duties on $name', (kind) => {
  let t: TestApp;
  const k = walletKit(() => t);
  const call = apiCaller(() => t.app);
  let admin: Actor;
  let customer: Actor;
  let agency: string;
  const staffWith = new Map<Duty, string>();

  /** A staff account made the way an admin makes one, signed in with its own password. */
  async function account(role: 'staff' | 'agency', given: Duty[]): Promise<string> {
    const data = newUserData();
    const made = await call('POST', '/Admin/Users', admin.token, { ...data, role, duties: given });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<AdminUser>().duties).toEqual(given);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: data.userName, password: data.password },
    });
    return login.json<{ token: string }>().token;
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await k.staff('admin');
    customer = await k.customer();
    agency = await account('agency', []);
    for (const duty of duties) staffWith.set(duty, await account('staff', [duty]));
  });
  afterAll(() => t.close());

  const hit = (endpoint: (typeof endpoints)[number], token: string): Promise<LightMyRequestResponse> =>
    call(endpoint.method, endpoint.path, token, endpoint.method === 'POST' ? {} : undefined);

  it.each(endpoints)('$method $path: only staff with $duty and admins get past the guard', async (endpoint) => {
    for (const token of [customer.token, agency]) expect((await hit(endpoint, token)).statusCode).toBe(403);
    for (const duty of duties) {
      const response = await hit(endpoint, staffWith.get(duty)!);
      if (duty === endpoint.duty) expect(response.statusCode, response.body).not.toBe(403);
      else expect(response.statusCode).toBe(403);
    }
    const byAdmin = await hit(endpoint, admin.token);
    expect(byAdmin.statusCode, byAdmin.body).not.toBe(403);
    expect(byAdmin.statusCode).not.toBe(401);
  });

  it('answers 403 forbidden with the Vietnamese words', async () => {
    const response = await call('GET', '/Staff/Withdraw', staffWith.get('warehouse')!);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Bạn không có quyền thực hiện thao tác này' });
  });
});
