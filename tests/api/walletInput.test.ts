import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import type { Recharge } from '../../contract/wallet';
import { databases } from './helpers';
import { useWalletApp, type Actor } from './walletHelpers';

const withdrawal = (amountVnd: number) => ({ amountVnd, bankBin: '970415', accountNumber: '0123456789', accountName: 'Nguyen Van An' });

/** Bad input is a 400 with details, never a 500; staff routes are for staff. */
describe.each(databases())('wallet input and access on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);

  describe('bad input', () => {
    let customer: Actor;
    beforeAll(async () => {
      customer = await k.customer();
      await k.fund(staff().token, customer.id, 1_000_000);
    });

    it.each([
      ['a fraction', 100_000.5],
      ['a negative amount', -100_000],
      ['zero', 0],
      ['a string', '100000'],
      ['null', null],
      ['a huge number', 1e300],
      ['an unsafe integer', 2 ** 60],
    ])('refuses %s as a recharge amount with 400 on amountVnd', async (_, amountVnd) => {
      const response = await k.post('/Wallet/Recharge', customer.token, { amountVnd });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe('validation-failed');
      expect(body.details?.[0]).toMatchObject({ path: 'amountVnd' });
    });

    it('refuses a missing amount and an empty body', async () => {
      expect((await k.post('/Wallet/Recharge', customer.token, {})).statusCode).toBe(400);
      expect((await k.post('/Wallet/Withdraw', customer.token, {})).statusCode).toBe(400);
    });

    it('refuses a withdrawal below the minimum in Vietnamese', async () => {
      const response = await k.post('/Wallet/Withdraw', customer.token, withdrawal(10_000));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().details).toEqual([
        { path: 'amountVnd', code: 'amount-below-minimum', message: 'Số tiền tối thiểu là 50.000\u00a0₫' },
      ]);
    });

    it.each([
      ['an unknown bank', { bankBin: '999999' }, 'bankBin', 'bank-required'],
      ['a short account number', { accountNumber: '12' }, 'accountNumber', 'account-number-invalid'],
      ['letters in the account number', { accountNumber: '12AB5678' }, 'accountNumber', 'account-number-invalid'],
      ['an account name with digits', { accountName: '1234' }, 'accountName', 'account-name-invalid'],
      ['an amount as text', { amountVnd: 'nhiều' }, 'amountVnd', 'amount-invalid'],
    ])('refuses a withdrawal with %s with 400 and a detail on the field', async (_, change, path, code) => {
      const response = await k.post('/Wallet/Withdraw', customer.token, { ...withdrawal(100_000), ...change });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.code).toBe('validation-failed');
      expect(body.details).toContainEqual(expect.objectContaining({ path, code }));
      expect((await k.wallet(customer.token)).heldVnd).toBe(0);
    });

    it.each([
      ['Vikki (once Đông Á)', '970406', 'Vikki'],
      ['CAKE by VPBank', '546034', 'CAKE'],
      ['Kookmin Hà Nội', '970462', 'KookminHN'],
    ])('takes a withdrawal to %s, a bank of the VietQR list', async (_, bankBin, bankName) => {
      const response = await k.post('/Wallet/Withdraw', customer.token, { ...withdrawal(100_000), bankBin });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ bankBin, bankName });
      await k.post(`/Wallet/Withdraw/${response.json<{ id: number }>().id}/Cancel`, customer.token);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('answers 400, not 500, to the id %s', async (id) => {
      expect((await k.get(`/Wallet/Recharge/${id}`, customer.token)).statusCode).toBe(400);
      expect((await k.get(`/Transaction/${id}`, customer.token)).statusCode).toBe(400);
      expect((await k.post(`/Wallet/Withdraw/${id}/Cancel`, customer.token)).statusCode).toBe(400);
      expect((await k.post(`/Staff/Withdraw/${id}/Complete`, staff().token, { reference: 'x' })).statusCode).toBe(400);
      expect((await k.post(`/Staff/Wallet/${id}/Adjust`, staff().token, { amountVnd: 1, reason: 'x' })).statusCode).toBe(400);
    });

    it('refuses bad paging and an unknown staff status with 400', async () => {
      expect((await k.get('/Transaction?page=0', customer.token)).statusCode).toBe(400);
      expect((await k.get('/Transaction?pageSize=1000', customer.token)).statusCode).toBe(400);
      expect((await k.get('/Transaction?type=gift', customer.token)).statusCode).toBe(400);
      expect((await k.get('/Staff/Withdraw?status=done', staff().token)).statusCode).toBe(400);
      expect((await k.get('/Staff/Recharge?status=x', staff().token)).statusCode).toBe(400);
    });

    it('refuses bad staff input with 400: a zero adjustment, no reason, an empty reference, a bad bank line', async () => {
      const adjust = (payload: object) => k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, payload);
      expect((await adjust({ amountVnd: 0, reason: 'x' })).statusCode).toBe(400);
      expect((await adjust({ amountVnd: 1.5, reason: 'x' })).statusCode).toBe(400);
      expect((await adjust({ amountVnd: 1000, reason: '  ' })).statusCode).toBe(400);
      const tooBig = await adjust({ amountVnd: -1_000_000_001, reason: 'x' });
      expect(tooBig.json<ApiErrorBody>().details).toEqual([
        { path: 'amountVnd', code: 'amount-above-maximum', message: 'Số tiền tối đa là 1.000.000.000\u00a0₫' },
      ]);
      expect((await k.post('/Staff/Withdraw/1/Complete', staff().token, { reference: '' })).statusCode).toBe(400);
      expect((await k.post('/Staff/BankTransfer', staff().token, { amountVnd: 1000, memo: '', bankReference: 'r' })).statusCode).toBe(400);
      expect((await k.post('/Staff/BankTransfer', staff().token, { amountVnd: -5, memo: 'x', bankReference: 'r' })).statusCode).toBe(400);
      expect((await k.post('/Staff/Recharge/1/Confirm', staff().token, { bankTransferId: 'x' })).statusCode).toBe(400);
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 1_000_000, heldVnd: 0, availableVnd: 1_000_000 });
    });

    it('answers 404 to staff for unknown objects and users', async () => {
      expect((await k.post('/Staff/Withdraw/987654321/Complete', staff().token, { reference: 'x' })).statusCode).toBe(404);
      expect((await k.post('/Staff/Recharge/987654321/Confirm', staff().token, {})).statusCode).toBe(404);
      const user = await k.post('/Staff/Wallet/987654321/Adjust', staff().token, { amountVnd: 1000, reason: 'x' });
      expect(user.statusCode).toBe(404);
      expect(user.json<ApiErrorBody>().code).toBe('user-not-found');
      const recharge = await k.recharge(customer.token, 100_000);
      const transfer = await k.post(`/Staff/Recharge/${recharge.id}/Confirm`, staff().token, { bankTransferId: 987654321 });
      expect(transfer.statusCode).toBe(404);
      expect((await k.get(`/Wallet/Recharge/${recharge.id}`, customer.token)).json<Recharge>().status).toBe('pending');
    });
  });

  describe('staff access', () => {
    it('answers 403 to customers on every staff route', async () => {
      const customer = await k.customer();
      const routes: Array<['GET' | 'POST', string, object?]> = [
        ['GET', '/Staff/BankTransfer'],
        ['GET', '/Staff/Recharge'],
        ['GET', '/Staff/Withdraw'],
        ['POST', '/Staff/BankTransfer', { amountVnd: 1000, memo: 'x', bankReference: 'r1' }],
        ['POST', '/Staff/Recharge/1/Confirm', {}],
        ['POST', '/Staff/Withdraw/1/Complete', { reference: 'x' }],
        ['POST', '/Staff/Withdraw/1/Reject', { reason: 'x' }],
        ['POST', `/Staff/Wallet/${customer.id}/Adjust`, { amountVnd: 1_000_000, reason: 'tự cộng' }],
      ];
      for (const [method, url, payload] of routes) {
        const response = method === 'GET' ? await k.get(url, customer.token) : await k.post(url, customer.token, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json<ApiErrorBody>().code).toBe('forbidden');
      }
      expect((await k.wallet(customer.token)).balanceVnd).toBe(0);
    });

    it('lets an admin do staff work', async () => {
      const admin = await k.staff('admin');
      expect((await k.get('/Staff/Withdraw', admin.token)).statusCode).toBe(200);
    });

    it('refuses the bank webhook when no secret is configured', async () => {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/Staff/BankTransfer',
        headers: { authorization: 'Apikey anything-long-enough-123' },
        payload: { amountVnd: 1000, memo: 'x', bankReference: 'w1' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
