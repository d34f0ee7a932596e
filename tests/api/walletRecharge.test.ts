import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import { decodeVietQr } from '../../contract/vietqr';
import type { BankTransfer, Recharge } from '../../contract/wallet';
import type { Transaction } from '../../contract/ledger';
import { eq } from 'drizzle-orm';
import { ConfigError } from '../../server/config';
import { rechargeRequests } from '../../server/db/schema';
import { RECHARGE_EXPIRY_JOB } from '../../server/modules/wallet/rechargeExpiry';
import { databases, testConfig } from './helpers';
import { useWalletApp } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Recharges by VietQR and bank transfer, matched by memo, confirmed by staff. */
describe.each(databases())('recharges on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);

  describe('recharge', () => {
    it('creates a request whose memo and VietQR name the receiving account, amount and memo', async () => {
      const customer = await k.customer();
      const recharge = await k.recharge(customer.token, 250_000);
      expect(recharge).toMatchObject({ amountVnd: 250_000, status: 'pending', creditedVnd: null, creditedAt: null });
      expect(recharge.memo).toMatch(new RegExp(`^NAP ${customer.customerCode} [A-HJ-NP-Z2-9]{4}$`));
      expect(recharge.bankAccount).toEqual({
        bankBin: '970436',
        bankName: 'Vietcombank',
        accountNumber: '1023456789',
        accountName: 'CONG TY TNHH MUAHO VIET NAM',
      });
      expect(decodeVietQr(recharge.qrPayload)).toEqual({
        bankBin: '970436',
        accountNumber: '1023456789',
        amountVnd: 250_000,
        memo: recharge.memo,
        currency: '704',
        country: 'VN',
        crcValid: true,
      });
      const expiresIn = Date.parse(recharge.expiresAt) - Date.parse(recharge.createdAt);
      expect(expiresIn).toBe(24 * 60 * 60_000);
    });

    it('gives each request its own memo', async () => {
      const customer = await k.customer();
      const memos = new Set<string>();
      for (let i = 0; i < 10; i += 1) memos.add((await k.recharge(customer.token, 100_000)).memo);
      expect(memos.size).toBe(10);
    });

    it('shows the customer their own requests, newest first, and nobody else’s', async () => {
      const owner = await k.customer();
      const other = await k.customer();
      const first = await k.recharge(owner.token, 100_000);
      const second = await k.recharge(owner.token, 200_000);

      const page = (await k.get('/Wallet/Recharge?page=1&pageSize=1', owner.token)).json<Page<Recharge>>();
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(page.items.map((item) => item.id)).toEqual([second.id]);
      expect((await k.get(`/Wallet/Recharge/${first.id}`, owner.token)).json<Recharge>()).toEqual(first);

      const foreign = await k.get(`/Wallet/Recharge/${first.id}`, other.token);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<ApiErrorBody>().code).toBe('not-found');
      expect((await k.get('/Wallet/Recharge/987654321', other.token)).json<ApiErrorBody>()).toEqual(foreign.json());
      expect((await k.get('/Wallet/Recharge', other.token)).json<Page<Recharge>>().total).toBe(0);
    });

    it('credits a matching bank line once and records it as matched', async () => {
      const customer = await k.customer();
      const recharge = await k.recharge(customer.token, 300_000);
      // Banks wrap memos in their own text and change case and spacing.
      const memo = `MBVCB.3349.${recharge.memo.toLowerCase().replaceAll(' ', '-')}.CT tu 0123456789`;
      const line = await k.bankLine(staff().token, { amountVnd: 300_000, memo });
      expect(line.statusCode).toBe(201);
      expect(line.json<BankTransfer>()).toMatchObject({ status: 'matched', rechargeId: recharge.id, amountVnd: 300_000 });

      const credited = (await k.get(`/Wallet/Recharge/${recharge.id}`, customer.token)).json<Recharge>();
      expect(credited).toMatchObject({ status: 'succeeded', creditedVnd: 300_000 });
      expect(credited.creditedAt).not.toBeNull();
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 300_000, heldVnd: 0, availableVnd: 300_000 });

      const [entry] = (await k.get('/Transaction', customer.token)).json<Page<Transaction>>().items;
      expect(entry).toMatchObject({
        type: 'recharge',
        amountVnd: 300_000,
        balanceAfterVnd: 300_000,
        cause: { type: 'recharge', id: recharge.id },
        note: null,
      });

      // The same memo paid again is someone paying twice: staff look at it, nothing is credited.
      const again = await k.bankLine(staff().token, { amountVnd: 300_000, memo: recharge.memo });
      expect(again.json<BankTransfer>()).toMatchObject({ status: 'review', rechargeId: recharge.id });
      expect((await k.wallet(customer.token)).balanceVnd).toBe(300_000);
      await k.expectBooksBalanced(customer.id);
    });

    it('sends a line with the right memo but another amount, and the recharge, to review', async () => {
      const customer = await k.customer();
      const recharge = await k.recharge(customer.token, 500_000);
      const line = await k.bankLine(staff().token, { amountVnd: 50_000, memo: recharge.memo });
      expect(line.json<BankTransfer>()).toMatchObject({ status: 'review', rechargeId: recharge.id });
      expect((await k.get(`/Wallet/Recharge/${recharge.id}`, customer.token)).json<Recharge>().status).toBe('review');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(0);

      // Staff confirm what really arrived and close the line.
      const confirmed = await k.post(`/Staff/Recharge/${recharge.id}/Confirm`, staff().token, {
        amountVnd: 50_000,
        bankTransferId: line.json<BankTransfer>().id,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({
        id: recharge.id,
        status: 'succeeded',
        creditedVnd: 50_000,
        userId: customer.id,
        customerCode: customer.customerCode,
      });
      expect((await k.wallet(customer.token)).balanceVnd).toBe(50_000);
      const transfers = (await k.get('/Staff/BankTransfer?status=resolved', staff().token)).json<Page<BankTransfer>>();
      expect(transfers.items.find((item) => item.id === line.json<BankTransfer>().id)).toMatchObject({
        status: 'resolved',
        rechargeId: recharge.id,
      });

      const twice = await k.post(`/Staff/Recharge/${recharge.id}/Confirm`, staff().token, {});
      expect(twice.statusCode).toBe(409);
      expect(twice.json<ApiErrorBody>().code).toBe('invalid-state');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(50_000);
      await k.expectBooksBalanced(customer.id);
    });

    it('keeps a line without a known memo in review', async () => {
      const line = await k.bankLine(staff().token, { amountVnd: 120_000, memo: 'chuyen tien an trua' });
      expect(line.statusCode).toBe(201);
      expect(line.json<BankTransfer>()).toMatchObject({ status: 'review', rechargeId: null });
      const review = (await k.get('/Staff/BankTransfer?status=review', staff().token)).json<Page<BankTransfer>>();
      expect(review.items.map((item) => item.id)).toContain(line.json<BankTransfer>().id);
    });

    it('shows a request as expired once its time passes, and a late matching transfer still credits it', async () => {
      // A short expiry, so the clock can pass it within the tokens' hour.
      await k.setSettings((settings) => {
        settings.limits.rechargeExpiryMinutes = 30;
      });
      const customer = await k.customer();
      const recharge = await k.recharge(customer.token, 150_000);
      expect(Date.parse(recharge.expiresAt) - Date.parse(recharge.createdAt)).toBe(30 * 60_000);
      t().clock.advance(31 * 60_000);
      try {
        expect((await k.get(`/Wallet/Recharge/${recharge.id}`, customer.token)).json<Recharge>().status).toBe('expired');
        const expired = (await k.get('/Staff/Recharge?status=expired&pageSize=100', staff().token)).json<Page<Recharge>>();
        expect(expired.items.map((item) => item.id)).toContain(recharge.id);
        const pending = (await k.get('/Staff/Recharge?status=pending&pageSize=100', staff().token)).json<Page<Recharge>>();
        expect(pending.items.map((item) => item.id)).not.toContain(recharge.id);

        const line = await k.bankLine(staff().token, { amountVnd: 150_000, memo: recharge.memo });
        expect(line.json<BankTransfer>().status).toBe('matched');
        expect((await k.get(`/Wallet/Recharge/${recharge.id}`, customer.token)).json<Recharge>().status).toBe('succeeded');
        expect((await k.wallet(customer.token)).balanceVnd).toBe(150_000);
      } finally {
        t().clock.advance(-31 * 60_000);
        await k.setSettings(() => {});
      }
    });

    it('stores the expiry with the sweep, and what is shown and a late transfer stay the same', async () => {
      await k.setSettings((settings) => {
        settings.limits.rechargeExpiryMinutes = 30;
      });
      const customer = await k.customer();
      const overdue = await k.recharge(customer.token, 160_000);
      const stored = async (id: number) =>
        (await t().database.db.select().from(rechargeRequests).where(eq(rechargeRequests.id, id)))[0]?.status;
      t().clock.advance(31 * 60_000);
      try {
        // Made after the clock moved, so still within its time when the sweep runs.
        const fresh = await k.recharge(customer.token, 170_000);
        await t().app.jobs.runNow(RECHARGE_EXPIRY_JOB, {});
        expect(await stored(overdue.id)).toBe('expired');
        expect(await stored(fresh.id)).toBe('pending');
        expect((await k.get(`/Wallet/Recharge/${overdue.id}`, customer.token)).json<Recharge>().status).toBe('expired');
        expect((await k.get(`/Wallet/Recharge/${fresh.id}`, customer.token)).json<Recharge>().status).toBe('pending');
        const expired = (await k.get('/Staff/Recharge?status=expired&pageSize=100', staff().token)).json<Page<Recharge>>();
        expect(expired.items.map((item) => item.id)).toContain(overdue.id);
        expect(expired.items.map((item) => item.id)).not.toContain(fresh.id);

        const line = await k.bankLine(staff().token, { amountVnd: 160_000, memo: overdue.memo });
        expect(line.json<BankTransfer>().status).toBe('matched');
        expect(await stored(overdue.id)).toBe('succeeded');
        // A second sweep leaves the credited request alone.
        await t().app.jobs.runNow(RECHARGE_EXPIRY_JOB, {});
        expect(await stored(overdue.id)).toBe('succeeded');
      } finally {
        t().clock.advance(-31 * 60_000);
        await k.setSettings(() => {});
      }
    });

    it('refuses amounts outside the limits with the limit in Vietnamese', async () => {
      const customer = await k.customer();
      const low = await k.post('/Wallet/Recharge', customer.token, { amountVnd: 9_999 });
      expect(low.statusCode).toBe(400);
      expect(low.json()).toEqual({
        code: 'validation-failed',
        message: 'Dữ liệu không hợp lệ',
        details: [{ path: 'amountVnd', code: 'amount-below-minimum', message: 'Số tiền tối thiểu là 10.000\u00a0₫' }],
      });
      const high = await k.post('/Wallet/Recharge', customer.token, { amountVnd: 500_000_001 });
      expect(high.json<ApiErrorBody>().details).toEqual([
        { path: 'amountVnd', code: 'amount-above-maximum', message: 'Số tiền tối đa là 500.000.000\u00a0₫' },
      ]);
    });

    it('answers 503 no-receiving-account when settings offer no active account', async () => {
      const customer = await k.customer();
      await k.setSettings((settings) => {
        for (const account of settings.bankAccounts) account.active = false;
      });
      try {
        const response = await k.post('/Wallet/Recharge', customer.token, { amountVnd: 100_000 });
        expect(response.statusCode).toBe(503);
        expect(response.json<ApiErrorBody>().code).toBe('no-receiving-account');
      } finally {
        await k.setSettings(() => {});
      }
    });
  });
});

describe.each(databases())('the bank webhook on $name', (kind) => {
  const secret = 'webhook-secret-0123456789abcdef';
  const { t, k } = useWalletApp(kind, { env: { BANK_WEBHOOK_SECRET: secret } });

  const webhook = (authorization: string | undefined, payload: object, key?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/Staff/BankTransfer',
      headers: { ...(authorization === undefined ? {} : { authorization }), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });

  it('credits a matching recharge when the bank posts the line with the secret', async () => {
    const customer = await k.customer();
    const recharge = await k.recharge(customer.token, 420_000);
    const response = await webhook(`Apikey ${secret}`, { amountVnd: 420_000, memo: recharge.memo, bankReference: 'VCB-0001' }, 'bank-1');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<BankTransfer>()).toMatchObject({ status: 'matched', rechargeId: recharge.id });
    expect((await k.wallet(customer.token)).balanceVnd).toBe(420_000);

    // The bank retries: the same key replays; another key with the same reference changes nothing.
    const replay = await webhook(`Apikey ${secret}`, { amountVnd: 420_000, memo: recharge.memo, bankReference: 'VCB-0001' }, 'bank-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const duplicate = await webhook(`Apikey ${secret}`, { amountVnd: 420_000, memo: recharge.memo, bankReference: 'VCB-0001' });
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json<BankTransfer>().id).toBe(response.json<BankTransfer>().id);
    expect((await k.wallet(customer.token)).balanceVnd).toBe(420_000);
    await k.expectBooksBalanced(customer.id);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', 'Apikey webhook-secret-0123456789abcdeX'],
    ['a prefix of the secret', 'Apikey webhook-secret'],
    ['an empty key', 'Apikey '],
    ['the secret as a Bearer token', `Bearer ${secret}`],
  ])('answers 401 to %s and records nothing', async (_, authorization) => {
    const response = await webhook(authorization, { amountVnd: 1000, memo: 'x', bankReference: `bad-${String(authorization)}` });
    expect(response.statusCode).toBe(401);
    const staff = await k.staff();
    const lines = (await k.get('/Staff/BankTransfer', staff.token)).json<Page<BankTransfer>>();
    expect(lines.items.some((line) => line.bankReference.startsWith('bad-'))).toBe(false);
  });

  it('needs a secret of at least 16 characters in the configuration', () => {
    expect(() => testConfig({ BANK_WEBHOOK_SECRET: 'too-short' })).toThrow(ConfigError);
    expect(testConfig({ BANK_WEBHOOK_SECRET: '' }).bankWebhookSecret).toBeUndefined();
    expect(t().config.bankWebhookSecret).toBe(secret);
  });

  it('still takes lines typed by staff', async () => {
    const staff = await k.staff();
    expect((await k.bankLine(staff.token, { amountVnd: 1000, memo: 'không rõ' })).statusCode).toBe(201);
  });
});
