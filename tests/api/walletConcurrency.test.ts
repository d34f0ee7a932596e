import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import type { BankTransfer, Recharge, Withdraw } from '../../contract/wallet';
import { ledgerEntries, withdrawRequests } from '../../server/db/schema';
import { databases, statusCounts } from './helpers';
import { useWalletApp } from './walletHelpers';

const withdrawal = (amountVnd: number) => ({ amountVnd, bankBin: '970418', accountNumber: '12345678', accountName: 'TRAN THI BINH' });

/**
 * Money under concurrency: PGlite runs these one by one, PostgreSQL really in parallel,
 * where a read-check-write would let several debits pass on the same balance.
 */
describe.each(databases())('wallet races on $name', (kind) => {
  const { k, staff } = useWalletApp(kind, {
    settings: (settings) => {
      settings.limits.withdrawMinVnd = 10_000;
    },
  });

  it('accepts exactly 100 of 200 simultaneous withdrawals of 10,000 from 1,000,000; completing them all leaves 0', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 1_000_000);
    const responses = await Promise.all(Array.from({ length: 200 }, () => k.post('/Wallet/Withdraw', customer.token, withdrawal(10_000))));
    expect(statusCounts(responses)).toEqual({ 201: 100, 409: 100 });
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json<ApiErrorBody>().code).toBe('insufficient-funds');
    expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 1_000_000, heldVnd: 1_000_000, availableVnd: 0 });
    await k.expectBooksBalanced(customer.id);

    const accepted = responses.filter((r) => r.statusCode === 201).map((r) => r.json<Withdraw>().id);
    const completed = await Promise.all(
      accepted.map((id) => k.post(`/Staff/Withdraw/${id}/Complete`, staff().token, { reference: `FT${id}` })),
    );
    expect(statusCounts(completed)).toEqual({ 200: 100 });
    expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 0, heldVnd: 0, availableVnd: 0 });
    const [sum] = await k.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountVnd}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, customer.id));
    expect(Number(sum?.total)).toBe(0);
    await k.expectBooksBalanced(customer.id);
  });

  it('lets simultaneous debit adjustments take only what is there', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 100_000);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, { amountVnd: -10_000, reason: 'trừ thử' }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 10, 409: 20 });
    expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 0, heldVnd: 0, availableVnd: 0 });
    await k.expectBooksBalanced(customer.id);
  });

  it('never lets withdrawals and debit adjustments racing each other overspend', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 200_000);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? k.post('/Wallet/Withdraw', customer.token, withdrawal(10_000))
          : k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, { amountVnd: -10_000, reason: 'trừ thử' }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const wallet = await k.wallet(customer.token);
    expect(wallet.availableVnd).toBe(0);
    await k.expectBooksBalanced(customer.id);
  });

  it('credits a bank line delivered twice, or ten times at once, exactly once', async () => {
    const customer = await k.customer();
    const recharge = await k.recharge(customer.token, 777_000);
    const line = { amountVnd: 777_000, memo: recharge.memo, bankReference: `REF-${randomUUID()}` };
    const responses = await Promise.all(Array.from({ length: 10 }, () => k.bankLine(staff().token, line)));
    expect(statusCounts(responses)).toEqual({ 201: 1, 200: 9 });
    const ids = new Set(responses.map((r) => r.json<BankTransfer>().id));
    expect(ids.size).toBe(1);
    for (const response of responses) expect(response.json<BankTransfer>()).toMatchObject({ status: 'matched', rechargeId: recharge.id });

    const later = await k.bankLine(staff().token, line);
    expect(later.statusCode).toBe(200);
    expect(later.json<BankTransfer>().id).toBe([...ids][0]);
    expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 777_000, heldVnd: 0, availableVnd: 777_000 });
    await k.expectBooksBalanced(customer.id);
  });

  it('credits a recharge once when several lines with its memo and staff confirmations race', async () => {
    const customer = await k.customer();
    const recharge = await k.recharge(customer.token, 90_000);
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => k.bankLine(staff().token, { amountVnd: 90_000, memo: recharge.memo })),
      ...Array.from({ length: 5 }, () => k.post(`/Staff/Recharge/${recharge.id}/Confirm`, staff().token, {})),
    ]);
    const matched = responses.filter((r) => r.statusCode === 201 && r.json<BankTransfer>().status === 'matched');
    const confirmed = responses.filter((r) => r.statusCode === 200);
    expect(matched.length + confirmed.length).toBe(1);
    expect((await k.wallet(customer.token)).balanceVnd).toBe(90_000);
    await k.expectBooksBalanced(customer.id);
  });

  it('lets only one of a cancel and a completion racing on one withdrawal win', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 50_000);
    const request = (await k.post('/Wallet/Withdraw', customer.token, withdrawal(50_000))).json<Withdraw>();
    const [cancel, complete] = await Promise.all([
      k.post(`/Wallet/Withdraw/${request.id}/Cancel`, customer.token),
      k.post(`/Staff/Withdraw/${request.id}/Complete`, staff().token, { reference: 'FT1' }),
    ]);
    expect([cancel!.statusCode, complete!.statusCode].sort()).toEqual([200, 409]);
    const wallet = await k.wallet(customer.token);
    expect(wallet.heldVnd).toBe(0);
    expect(wallet.balanceVnd).toBe(complete!.statusCode === 200 ? 0 : 50_000);
    await k.expectBooksBalanced(customer.id);
  });

  describe('Idempotency-Key', () => {
    it('replays the same answer for the same key and body, with one effect', async () => {
      const customer = await k.customer();
      const key = randomUUID();
      const first = await k.post('/Wallet/Recharge', customer.token, { amountVnd: 100_000 }, key);
      const second = await k.post('/Wallet/Recharge', customer.token, { amountVnd: 100_000 }, key);
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json<Recharge>()).toEqual(first.json<Recharge>());
      expect((await k.get('/Wallet/Recharge', customer.token)).json<{ total: number }>().total).toBe(1);
    });

    it('refuses the same key with another body with 422 idempotency-key-reused', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 500_000);
      const key = randomUUID();
      expect((await k.post('/Wallet/Withdraw', customer.token, withdrawal(100_000), key)).statusCode).toBe(201);
      const reused = await k.post('/Wallet/Withdraw', customer.token, withdrawal(200_000), key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json<ApiErrorBody>().code).toBe('idempotency-key-reused');
      // Another route with the same key is another request too.
      const elsewhere = await k.post('/Wallet/Recharge', customer.token, { amountVnd: 100_000 }, key);
      expect(elsewhere.json<ApiErrorBody>().code).toBe('idempotency-key-reused');
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 500_000, heldVnd: 100_000, availableVnd: 400_000 });
    });

    it('keeps keys per caller: two customers may use the same key', async () => {
      const [one, two] = [await k.customer(), await k.customer()];
      const key = randomUUID();
      const a = await k.post('/Wallet/Recharge', one.token, { amountVnd: 100_000 }, key);
      const b = await k.post('/Wallet/Recharge', two.token, { amountVnd: 100_000 }, key);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(b.headers['idempotent-replayed']).toBeUndefined();
      expect(a.json<Recharge>().id).not.toBe(b.json<Recharge>().id);
    });

    it('gives simultaneous duplicates of one key a single effect', async () => {
      const customer = await k.customer();
      await k.fund(staff().token, customer.id, 1_000_000);
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => k.post('/Wallet/Withdraw', customer.token, withdrawal(100_000), key)),
      );
      // Each duplicate waits for the first to commit and then replays it (409 only if it could not wait).
      const ok = responses.filter((r) => r.statusCode === 201);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      expect(new Set(ok.map((r) => r.json<Withdraw>().id)).size).toBe(1);
      expect(ok.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 1_000_000, heldVnd: 100_000, availableVnd: 900_000 });
      const rows = await k.db.select().from(withdrawRequests).where(eq(withdrawRequests.userId, customer.id));
      expect(rows).toHaveLength(1);
    });

    it('replays staff money actions: an adjustment sent twice moves money once', async () => {
      const customer = await k.customer();
      const key = randomUUID();
      const payload = { amountVnd: 250_000, reason: 'bù phí' };
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, payload, key)),
      );
      expect(responses.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(250_000);
      const again = await k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, payload, key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(250_000);
      await k.expectBooksBalanced(customer.id);
    });

    it('does not store a failed attempt: after insufficient funds the same key can succeed', async () => {
      const customer = await k.customer();
      const key = randomUUID();
      const refused = await k.post('/Wallet/Withdraw', customer.token, withdrawal(60_000), key);
      expect(refused.statusCode).toBe(409);
      await k.fund(staff().token, customer.id, 60_000);
      const retried = await k.post('/Wallet/Withdraw', customer.token, withdrawal(60_000), key);
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
    });

    it('refuses a malformed key with 400', async () => {
      const customer = await k.customer();
      const response = await k.post('/Wallet/Recharge', customer.token, { amountVnd: 100_000 }, 'two words');
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().code).toBe('idempotency-key-invalid');
    });
  });
});
