import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import type { Withdraw } from '../../contract/wallet';
import type { Transaction } from '../../contract/ledger';
import { ledgerEntries } from '../../server/db/schema';
import { databases } from './helpers';
import { useWalletApp } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

const withdrawal = (amountVnd: number) => ({ amountVnd, bankBin: '970415', accountNumber: '0123456789', accountName: 'Nguyen Van An' });

/** The customer's balance, withdrawals and the ledger they read. */
describe.each(databases())('the wallet on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);

  describe('balance', () => {
    it('shows zeros to a customer who never had money', async () => {
      const customer = await k.customer();
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 0, heldVnd: 0, availableVnd: 0 });
    });

    it('answers 401 without a token', async () => {
      expect((await t().app.inject({ method: 'GET', url: '/api/Wallet' })).statusCode).toBe(401);
    });
  });

  describe('withdraw', () => {
    it('holds the amount, lists it, and releases it on cancel; a second cancel is invalid-state', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 1_000_000);
      const created = await k.post('/Wallet/Withdraw', customer.token, withdrawal(400_000));
      expect(created.statusCode, created.body).toBe(201);
      const request = created.json<Withdraw>();
      expect(request).toMatchObject({
        amountVnd: 400_000,
        bankBin: '970415',
        bankName: 'VietinBank',
        accountName: 'NGUYEN VAN AN',
        status: 'pending',
        note: null,
      });
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 1_000_000, heldVnd: 400_000, availableVnd: 600_000 });
      expect((await k.get('/Wallet/Withdraw', customer.token)).json<Page<Withdraw>>().items).toEqual([request]);
      await k.expectBooksBalanced(customer.id);

      const cancelled = await k.post(`/Wallet/Withdraw/${request.id}/Cancel`, customer.token);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<Withdraw>().status).toBe('cancelled');
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 1_000_000, heldVnd: 0, availableVnd: 1_000_000 });

      const again = await k.post(`/Wallet/Withdraw/${request.id}/Cancel`, customer.token);
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiErrorBody>().code).toBe('invalid-state');
      await k.expectBooksBalanced(customer.id);
    });

    it('refuses more than is available with insufficient-funds', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 100_000);
      expect((await k.post('/Wallet/Withdraw', customer.token, withdrawal(60_000))).statusCode).toBe(201);
      const response = await k.post('/Wallet/Withdraw', customer.token, withdrawal(60_000));
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>().code).toBe('insufficient-funds');
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 100_000, heldVnd: 60_000, availableVnd: 40_000 });
    });

    it('is completed by staff: the money leaves with a ledger entry and the reference as note', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 500_000);
      const request = (await k.post('/Wallet/Withdraw', customer.token, withdrawal(200_000))).json<Withdraw>();
      const pending = (await k.get('/Staff/Withdraw?status=pending&pageSize=100', staff().token)).json<
        Page<Withdraw & { userId: number }>
      >();
      expect(pending.items.find((item) => item.id === request.id)).toMatchObject({
        userId: customer.id,
        customerCode: customer.customerCode,
      });

      const done = await k.post(`/Staff/Withdraw/${request.id}/Complete`, staff().token, { reference: 'FT2611220001' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ status: 'completed', note: 'FT2611220001', userId: customer.id });
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 300_000, heldVnd: 0, availableVnd: 300_000 });
      const [entry] = (await k.get('/Transaction?type=withdraw', customer.token)).json<Page<Transaction>>().items;
      expect(entry).toMatchObject({
        type: 'withdraw',
        amountVnd: -200_000,
        balanceAfterVnd: 300_000,
        cause: { type: 'withdraw', id: request.id },
      });

      const cancel = await k.post(`/Wallet/Withdraw/${request.id}/Cancel`, customer.token);
      expect(cancel.json<ApiErrorBody>().code).toBe('invalid-state');
      const reject = await k.post(`/Staff/Withdraw/${request.id}/Reject`, staff().token, { reason: 'sai' });
      expect(reject.json<ApiErrorBody>().code).toBe('invalid-state');
      await k.expectBooksBalanced(customer.id);
    });

    it('is rejected by staff with a reason: the hold is released', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 500_000);
      const request = (await k.post('/Wallet/Withdraw', customer.token, withdrawal(200_000))).json<Withdraw>();
      const rejected = await k.post(`/Staff/Withdraw/${request.id}/Reject`, staff().token, { reason: 'Tên chủ tài khoản không khớp' });
      expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'Tên chủ tài khoản không khớp' });
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 500_000, heldVnd: 0, availableVnd: 500_000 });
      expect((await k.get(`/Wallet/Withdraw/${request.id}`, customer.token)).json<Withdraw>().status).toBe('rejected');
      await k.expectBooksBalanced(customer.id);
    });

    it('answers 404 for another customer’s withdrawal and leaves it alone', async () => {
      const owner = await k.customer();
      const other = await k.customer();
      await k.fund(staff().token, owner.id, 100_000);
      const request = (await k.post('/Wallet/Withdraw', owner.token, withdrawal(50_000))).json<Withdraw>();
      expect((await k.get(`/Wallet/Withdraw/${request.id}`, other.token)).statusCode).toBe(404);
      const cancel = await k.post(`/Wallet/Withdraw/${request.id}/Cancel`, other.token);
      expect(cancel.statusCode).toBe(404);
      expect(cancel.json<ApiErrorBody>().code).toBe('not-found');
      expect((await k.get(`/Wallet/Withdraw/${request.id}`, owner.token)).json<Withdraw>().status).toBe('pending');
      expect((await k.get('/Wallet/Withdraw', other.token)).json<Page<Withdraw>>().total).toBe(0);
    });
  });

  describe('transactions', () => {
    it('pages the customer’s ledger newest first, filtered by type and Vietnamese days', async () => {
      const customer = await k.customer();
      const other = await k.customer();
      await k.fund(staff().token, customer.id, 100_000);
      await k.fund(staff().token, customer.id, 200_000);
      const recharge = await k.recharge(customer.token, 50_000);
      await k.bankLine(staff().token, { amountVnd: 50_000, memo: recharge.memo });

      const all = (await k.get('/Transaction', customer.token)).json<Page<Transaction>>();
      expect(all.total).toBe(3);
      expect(all.items.map((item) => item.amountVnd)).toEqual([50_000, 200_000, 100_000]);
      expect(all.items.map((item) => item.balanceAfterVnd)).toEqual([350_000, 300_000, 100_000]);
      expect(all.items[1]).toMatchObject({ type: 'adjustment', note: 'nạp thử', cause: { type: 'adjustment', id: customer.id } });

      const adjustments = (await k.get('/Transaction?type=adjustment&pageSize=1&page=2', customer.token)).json<Page<Transaction>>();
      expect(adjustments).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(adjustments.items.map((item) => item.amountVnd)).toEqual([100_000]);

      // Today in Vietnam (UTC+7), computed the way the server must.
      const today = new Date(t().clock.now().getTime() + 7 * 3600_000).toISOString().slice(0, 10);
      expect((await k.get(`/Transaction?from=${today}&to=${today}`, customer.token)).json<Page<Transaction>>().total).toBe(3);
      expect((await k.get('/Transaction?to=2000-01-01', customer.token)).json<Page<Transaction>>().total).toBe(0);
      expect((await k.get('/Transaction?from=2999-01-01', customer.token)).json<Page<Transaction>>().total).toBe(0);

      const entry = all.items[0]!;
      expect((await k.get(`/Transaction/${entry.id}`, customer.token)).json<Transaction>()).toEqual(entry);
      expect((await k.get(`/Transaction/${entry.id}`, other.token)).statusCode).toBe(404);
      expect((await k.get('/Transaction', other.token)).json<Page<Transaction>>().total).toBe(0);
    });

    it('counts an entry made just before midnight in Vietnam in that day', async () => {
      const customer = await k.customer();
      const now = t().clock.now();
      // Back to the last 23:59:30 in Vietnam (16:59:30 UTC); back, because tokens do not mind a
      // clock before their issue time, but expire an hour after it.
      let target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 16, 59, 30);
      if (target > now.getTime()) target -= 24 * 3600_000;
      t().clock.advance(target - now.getTime());
      try {
        await k.fund(staff().token, customer.id, 10_000);
        const day = new Date(target + 7 * 3600_000).toISOString().slice(0, 10);
        const next = new Date(target + 7 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
        expect((await k.get(`/Transaction?from=${day}&to=${day}`, customer.token)).json<Page<Transaction>>().total).toBe(1);
        expect((await k.get(`/Transaction?from=${next}`, customer.token)).json<Page<Transaction>>().total).toBe(0);
      } finally {
        t().clock.advance(now.getTime() - target);
      }
    });

    it.each(['2025-02-30', '2025-13-01', '25-01-01', 'hôm nay'])('refuses the day %s with 400', async (day) => {
      const customer = await k.customer();
      const response = await k.get(`/Transaction?from=${encodeURIComponent(day)}`, customer.token);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().code).toBe('validation-failed');
    });
  });

  describe('adjustments', () => {
    it('credits and debits with a reason, never touching what pending withdrawals hold', async () => {
      const customer = await k.customer();
      const adjust = (amountVnd: number) =>
        k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, { amountVnd, reason: 'Hoàn phí vận chuyển' });
      const credited = await adjust(300_000);
      expect(credited.statusCode).toBe(201);
      expect(credited.json()).toMatchObject({
        transaction: {
          type: 'adjustment',
          amountVnd: 300_000,
          balanceAfterVnd: 300_000,
          cause: { type: 'adjustment', id: customer.id },
          note: 'Hoàn phí vận chuyển',
        },
        wallet: { balanceVnd: 300_000, heldVnd: 0, availableVnd: 300_000 },
      });
      expect((await k.post('/Wallet/Withdraw', customer.token, withdrawal(200_000))).statusCode).toBe(201);

      const tooMuch = await adjust(-100_001);
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json<ApiErrorBody>().code).toBe('insufficient-funds');
      const debited = await adjust(-100_000);
      expect(debited.json()).toMatchObject({
        transaction: { amountVnd: -100_000, balanceAfterVnd: 200_000 },
        wallet: { balanceVnd: 200_000, heldVnd: 200_000, availableVnd: 0 },
      });
      const authors = await k.db
        .select({ createdBy: ledgerEntries.createdBy })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, customer.id));
      expect(authors).toEqual([{ createdBy: staff().id }, { createdBy: staff().id }]);
      await k.expectBooksBalanced(customer.id);
    });
  });
});
