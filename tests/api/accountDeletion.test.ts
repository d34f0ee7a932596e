import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, pushTokens, users } from '../../server/db/schema';
import { bearer, databases, newUserData } from './helpers';
import { consignmentRequest, newTrackingCode, shippingKit } from './shippingHelpers';
import { taobaoIntKit, taobaoProducts } from './taobaoIntOrderHelpers';
import { useWalletApp } from './walletHelpers';

/** A person may close their account once nothing is in play; what accounting keeps stays, nameless. */
describe.each(databases())('deleting an account on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const s = shippingKit(k);
  const g = taobaoIntKit(k, t);

  const remove = (token: string, password: string) =>
    t().app.inject({ method: 'DELETE', url: '/api/CurrentUser', headers: bearer(token), payload: { password } });

  async function person() {
    const body = newUserData();
    const response = await t().app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ token: string }>().token;
    const me = (await k.get('/CurrentUser', token)).json<{ id: number }>();
    return { token, body, id: me.id };
  }

  it('asks for the password again and keeps the account when it is wrong', async () => {
    const { token } = await person();
    const refused = await remove(token, 'không phải mật khẩu');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('wrong-password');
    expect((await k.get('/CurrentUser', token)).statusCode).toBe(200);
  });

  it('refuses while the wallet holds money, saying why', async () => {
    const { token, body, id } = await person();
    await k.fund(staff().token, id, 150_000);
    const refused = await remove(token, body.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'account-has-balance',
      message: 'Ví còn tiền: hãy rút hết số dư trước khi xóa tài khoản',
    });
    expect((await k.get('/CurrentUser', token)).statusCode).toBe(200);
  });

  it('refuses while a Taobao Global order is followed on the platform, even with the wallet spent on it', async () => {
    const { token, body, id } = await person();
    const actor = { token, id, customerCode: '' };
    await g.link(actor);
    const request = g.request(taobaoProducts(1));
    const quote = await g.quoted(actor, request);
    await k.fund(staff().token, id, quote.totalVnd);
    await g.ordered(actor, request);
    expect((await k.wallet(token)).balanceVnd).toBe(0);
    const refused = await remove(token, body.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('account-has-open-orders');
  });

  it('refuses while a consignment is under way', async () => {
    const { token, body } = await person();
    await s.consigned(token, consignmentRequest([newTrackingCode()]));
    const refused = await remove(token, body.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('account-has-open-orders');
  });

  it('closes the account at once, erases who the person was, and lets the same details register again', async () => {
    const { token, body, id } = await person();
    const address = await k.post('/Address', token, {
      receiverName: 'Nguyễn Văn An',
      phone: body.phone,
      provinceCode: '01',
      wardCode: '10105001',
      street: '12 Hàng Bài',
      isDefault: true,
    });
    expect(address.statusCode, address.body).toBeLessThan(300);
    await t().app.inject({
      method: 'POST',
      url: '/api/CurrentUser/UpdateFcmToken',
      headers: bearer(token),
      payload: { token: 'fcm-token-of-this-phone' },
    });

    const removed = await remove(token, body.password);
    expect(removed.statusCode, removed.body).toBe(204);

    expect((await k.get('/CurrentUser', token)).statusCode).toBe(401);
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: body.userName, password: body.password },
    });
    expect(login.statusCode).toBe(401);

    const db = t().database.db;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ userName: `deleted-${id}`, fullName: '', phone: null, email: `deleted-${id}@deleted.invalid` });
    expect(row!.disabledAt).not.toBeNull();
    expect(await db.select().from(addresses).where(eq(addresses.userId, id))).toEqual([]);
    expect(await db.select().from(pushTokens).where(eq(pushTokens.userId, id))).toEqual([]);

    const again = await t().app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(again.statusCode, again.body).toBe(200);
  });
});
