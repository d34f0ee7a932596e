import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/staff';
import { auditLog } from '../../server/db/schema';
import { databases } from './helpers';
import { pobKit } from './pobHelpers';
import { useWalletApp } from './walletHelpers';

const withdrawal = (amountVnd: number) => ({ amountVnd, bankBin: '970415', accountNumber: '0123456789', accountName: 'Nguyen Van An' });

/** Staff actions on money are in the audit log, written in the action's own transaction. */
describe.each(databases())('the audit log of staff actions on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);

  const entriesFor = async (objectType: string, objectId: number) =>
    (
      await t()
        .database.db.select()
        .from(auditLog)
        .where(eq(auditLog.objectId, String(objectId)))
    ).filter((row) => row.objectType === objectType);

  it('keeps a wallet adjustment with the balance before and after and its reason', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 50_000);
    const response = await k.post(
      `/Staff/Wallet/${customer.id}/Adjust`,
      staff().token,
      { amountVnd: -20_000, reason: 'Thu lại phí' },
      randomUUID(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const entries = await entriesFor('wallet', customer.id);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['wallet.adjust', staff().id, { balanceVnd: 0 }, { balanceVnd: 50_000 }],
      ['wallet.adjust', staff().id, { balanceVnd: 50_000 }, { balanceVnd: 30_000 }],
    ]);
    expect(entries[1]?.note).toBe('Thu lại phí');
  });

  it('keeps a paid withdrawal with its state, amount and the bank reference staff typed', async () => {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 500_000);
    const created = await k.post('/Wallet/Withdraw', customer.token, withdrawal(200_000), randomUUID());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const paid = await k.post(`/Staff/Withdraw/${id}/Complete`, staff().token, { reference: 'FT26331000123' }, randomUUID());
    expect(paid.statusCode, paid.body).toBe(200);
    const [entry] = await entriesFor('withdrawal', id);
    expect(entry).toMatchObject({
      action: 'withdrawal.complete',
      actorId: staff().id,
      after: { status: 'completed', amountVnd: 200_000, input: { reference: 'FT26331000123' } },
    });
  });

  it('writes nothing when the action is refused and rolled back', async () => {
    const customer = await k.customer();
    const overdraw = await k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, { amountVnd: -1_000, reason: 'Thử' }, randomUUID());
    expect(overdraw.statusCode).toBeGreaterThanOrEqual(400);
    expect(await entriesFor('wallet', customer.id)).toEqual([]);
  });

  it('writes one entry for a retried request with the same Idempotency-Key', async () => {
    const customer = await k.customer();
    const key = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const response = await k.post(`/Staff/Wallet/${customer.id}/Adjust`, staff().token, { amountVnd: 10_000, reason: 'Thưởng' }, key);
      expect(response.statusCode).toBe(201);
    }
    expect(await entriesFor('wallet', customer.id)).toHaveLength(1);
  });

  it('keeps every staff move of a pay-on-behalf request and its refunds with the money it moved, and nothing for a refused move', async () => {
    const p = pobKit(k, staff);
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 1_000_000);
    const pob = await p.paid(customer);
    const early = await k.post(`/Staff/OrderPob/${pob.id}/Take`, staff().token, {}, randomUUID());
    expect(early.statusCode).toBe(409);
    await p.move(`/Staff/OrderPob/${pob.id}/Refund`, { amountFen: 3_000, reason: 'Người bán hoàn' });
    const entries = await entriesFor('pob', pob.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['pob.take', staff().id],
      ['pob.pay', staff().id],
      ['pob.refund', staff().id],
    ]);
    expect(entries[1]?.after).toMatchObject({ status: 'paid', input: { alipayTradeNo: '2026112122001400000000000001' } });
    expect(entries[2]?.after).toEqual({
      status: 'paid',
      totalVnd: 373_700,
      refundedVnd: 111_000,
      refundedFen: 3_000,
      input: { amountFen: 3_000, reason: 'Người bán hoàn' },
    });

    const ask = async () =>
      (await k.post('/OrderPob/Refund', customer.token, { pobId: pob.id, amountFen: 1_000, reason: 'Thiếu hàng' })).json<{ id: number }>()
        .id;
    const accepted = await ask();
    const refused = await ask();
    expect((await k.post(`/Staff/OrderPob/Refund/${accepted}/Accept`, staff().token, {}, randomUUID())).statusCode).toBe(200);
    expect((await k.post(`/Staff/OrderPob/Refund/${refused}/Refuse`, staff().token, { reason: 'Không có' }, randomUUID())).statusCode).toBe(
      200,
    );
    expect((await entriesFor('pobRefund', accepted)).map((e) => [e.action, e.after])).toEqual([
      ['pobRefund.accept', { status: 'accepted', pobId: pob.id, acceptedFen: 1_000, creditedVnd: 37_000, input: {} }],
    ]);
    expect((await entriesFor('pobRefund', refused)).map((e) => e.action)).toEqual(['pobRefund.refuse']);

    const rejected = await p.made(customer);
    await p.move(`/Staff/OrderPob/${rejected.id}/Reject`, { reason: 'Link hết hạn' });
    expect((await entriesFor('pob', rejected.id)).map((e) => [e.action, e.after])).toEqual([
      ['pob.reject', { status: 'rejected', totalVnd: 373_700, refundedVnd: 373_700, refundedFen: 0, input: { reason: 'Link hết hạn' } }],
    ]);
  });

  it('records a bank line typed by staff, and shows entries to the admin with who did them', async () => {
    const customer = await k.customer();
    const line = await k.bankLine(staff().token, { amountVnd: 100_000, memo: `NAP ${customer.customerCode}` }, randomUUID());
    expect(line.statusCode, line.body).toBe(201);
    const { id } = line.json<{ id: number }>();
    const admin = await k.staff('admin');
    const page = await k.get(`/Staff/Audit?object=bankTransfer&objectId=${id}`, admin.token);
    expect(page.statusCode).toBe(200);
    const [entry] = page.json<{ items: AuditEntry[] }>().items;
    expect(entry).toMatchObject({ action: 'bankTransfer.record', actorId: staff().id, actorName: 'Nguyễn Văn An', objectId: String(id) });
  });
});
