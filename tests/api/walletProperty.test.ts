import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Recharge, Withdraw } from '../../contract/wallet';
import { ledgerEntries } from '../../server/db/schema';
import { databases } from './helpers';
import { useWalletApp, type Actor } from './walletHelpers';

/** What a customer and staff can do to one wallet, in any order. */
type Op =
  | { kind: 'recharge'; amountVnd: number; paid: 'exact' | 'other amount' | 'never' }
  | { kind: 'withdraw'; amountVnd: number }
  | { kind: 'cancel' | 'complete' | 'reject'; pick: number }
  | { kind: 'adjust'; amountVnd: number };

const amount = fc.integer({ min: 1, max: 50 }).map((n) => n * 10_000);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('recharge' as const),
    amountVnd: amount,
    paid: fc.constantFrom('exact' as const, 'other amount' as const, 'never' as const),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), amountVnd: amount }),
  fc.record({ kind: fc.constantFrom('cancel' as const, 'complete' as const, 'reject' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('adjust' as const),
    amountVnd: fc
      .integer({ min: -50, max: 50 })
      .filter((n) => n !== 0)
      .map((n) => n * 10_000),
  }),
);

/** The wallet as the rules say it should be, next to what the API answers. */
type Model = { balanceVnd: number; heldVnd: number; withdrawals: Array<{ id: number; amountVnd: number; status: Withdraw['status'] }> };

describe.each(databases())('the books under random operations on $name', (kind) => {
  const { k, staff } = useWalletApp(kind, {
    settings: (settings) => {
      settings.limits.withdrawMinVnd = 10_000;
    },
  });

  async function apply(customer: Actor, model: Model, step: Op): Promise<void> {
    switch (step.kind) {
      case 'recharge': {
        const recharge = (await k.post('/Wallet/Recharge', customer.token, { amountVnd: step.amountVnd })).json<Recharge>();
        if (step.paid === 'never') return;
        const paidVnd = step.paid === 'exact' ? step.amountVnd : step.amountVnd + 1_000;
        expect((await k.bankLine(staff().token, { amountVnd: paidVnd, memo: recharge.memo })).statusCode).toBe(201);
        if (step.paid === 'exact') model.balanceVnd += step.amountVnd;
        return;
      }
      case 'withdraw': {
        const response = await k.post('/Wallet/Withdraw', customer.token, {
          amountVnd: step.amountVnd,
          bankBin: '970422',
          accountNumber: '99887766',
          accountName: 'LE VAN C',
        });
        const fits = step.amountVnd <= model.balanceVnd - model.heldVnd;
        expect(response.statusCode).toBe(fits ? 201 : 409);
        if (fits) {
          model.heldVnd += step.amountVnd;
          model.withdrawals.push({ id: response.json<Withdraw>().id, amountVnd: step.amountVnd, status: 'pending' });
        }
        return;
      }
      case 'adjust': {
        const response = await k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, {
          amountVnd: step.amountVnd,
          reason: 'ngẫu nhiên',
        });
        const fits = step.amountVnd > 0 || -step.amountVnd <= model.balanceVnd - model.heldVnd;
        expect(response.statusCode).toBe(fits ? 201 : 409);
        if (fits) model.balanceVnd += step.amountVnd;
        return;
      }
      default: {
        const target = model.withdrawals[step.pick % Math.max(1, model.withdrawals.length)];
        if (!target) return;
        const response =
          step.kind === 'cancel'
            ? await k.post(`/Wallet/Withdraw/${target.id}/Cancel`, customer.token)
            : step.kind === 'complete'
              ? await k.post(`/Staff/Withdraw/${target.id}/Complete`, staff().token, { reference: `FT${target.id}` })
              : await k.post(`/Staff/Withdraw/${target.id}/Reject`, staff().token, { reason: 'sai tên' });
        expect(response.statusCode).toBe(target.status === 'pending' ? 200 : 409);
        if (target.status !== 'pending') return;
        model.heldVnd -= target.amountVnd;
        if (step.kind === 'complete') model.balanceVnd -= target.amountVnd;
        target.status = step.kind === 'cancel' ? 'cancelled' : step.kind === 'complete' ? 'completed' : 'rejected';
      }
    }
  }

  async function expectLedgerImmutable(userId: number): Promise<void> {
    await expect(k.db.execute(sql`update ledger_entries set note = 'sửa' where user_id = ${userId}`)).rejects.toThrow();
    await expect(k.db.execute(sql`delete from ledger_entries where user_id = ${userId}`)).rejects.toThrow();
  }

  it('keeps balance = Σ ledger, balance ≥ held ≥ 0, held = Σ pending withdrawals, and running balances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (steps) => {
        const customer = await k.customer();
        const model: Model = { balanceVnd: 0, heldVnd: 0, withdrawals: [] };
        for (const step of steps) await apply(customer, model, step);

        expect(await k.wallet(customer.token)).toEqual({
          balanceVnd: model.balanceVnd,
          heldVnd: model.heldVnd,
          availableVnd: model.balanceVnd - model.heldVnd,
        });
        await k.expectBooksBalanced(customer.id);
        const [entries] = await k.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, customer.id));
        // The trigger fires per row: with no entries there is nothing to refuse.
        if ((entries?.n ?? 0) > 0) await expectLedgerImmutable(customer.id);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses UPDATE, DELETE and TRUNCATE on the ledger in the database itself', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 10_000);
    await expectLedgerImmutable(customer.id);
    await expect(k.db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
    await k.expectBooksBalanced(customer.id);
  });
});
