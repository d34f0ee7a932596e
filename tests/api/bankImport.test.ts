import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BANK_IMPORT_MAX_LINES, type BankLinePreview, type BankTransfer, type Recharge } from '../../contract/wallet';
import { bankTransfers } from '../../server/db/schema';
import { databases } from './helpers';
import { useWalletApp } from './walletHelpers';

/** A bank's statement export, checked line by line before anything is recorded or credited. */
describe.each(databases())('previewing a bank statement import on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);

  const preview = (lines: object[], token = staff().token) => k.post('/Staff/BankTransfer/Preview', token, { lines });
  const linesInBooks = async () => (await t().database.db.select({ n: count() }).from(bankTransfers))[0]!.n;

  it('says what each line would do, and writes nothing', async () => {
    const customer = await k.customer();
    const waiting = await k.recharge(customer.token, 300_000);
    const other = await k.recharge(customer.token, 200_000);
    const settled = await k.recharge(customer.token, 100_000);
    const paid = await k.bankLine(staff().token, { amountVnd: 100_000, memo: settled.memo });
    expect(paid.json<BankTransfer>().status).toBe('matched');
    const lines = [
      { bankReference: randomUUID(), amountVnd: 300_000, memo: `MBVCB.8812.${waiting.memo.replaceAll(' ', '')}.CT tu 0912` },
      { bankReference: randomUUID(), amountVnd: 250_000, memo: other.memo },
      { bankReference: randomUUID(), amountVnd: 100_000, memo: `chuyen lai ${settled.memo}` },
      { bankReference: randomUUID(), amountVnd: 75_000, memo: 'tien hang thang 11' },
      { bankReference: paid.json<BankTransfer>().bankReference, amountVnd: 100_000, memo: settled.memo },
    ];
    const before = await linesInBooks();
    const answer = await preview(lines);
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json<{ items: BankLinePreview[] }>().items;
    expect(items.map((item) => [item.bankReference, item.verdict])).toEqual([
      [lines[0]!.bankReference, 'credit'],
      [lines[1]!.bankReference, 'amountDiffers'],
      [lines[2]!.bankReference, 'alreadySettled'],
      [lines[3]!.bankReference, 'noRecharge'],
      [lines[4]!.bankReference, 'recorded'],
    ]);
    expect(items[0]!.recharge).toEqual({ id: waiting.id, amountVnd: 300_000, customerCode: customer.customerCode });
    expect(items[1]!.recharge).toMatchObject({ id: other.id, amountVnd: 200_000 });
    expect(items[3]!.recharge).toBeNull();
    expect(items[4]!.transfer).toMatchObject({ id: paid.json<BankTransfer>().id, status: 'matched' });

    // Nothing was written: no line, no credit, no recharge put to review.
    expect(await linesInBooks()).toBe(before);
    expect((await k.wallet(customer.token)).balanceVnd).toBe(100_000);
    expect((await k.get(`/Wallet/Recharge/${other.id}`, customer.token)).json<Recharge>().status).toBe('pending');

    // Recording the line then does what the preview said; previewing it again says it is in the books.
    const recorded = await k.bankLine(staff().token, lines[0]!);
    expect(recorded.json<BankTransfer>()).toMatchObject({ status: 'matched', rechargeId: waiting.id });
    expect((await k.wallet(customer.token)).balanceVnd).toBe(400_000);
    const again = (await preview([lines[0]!])).json<{ items: BankLinePreview[] }>().items;
    expect(again[0]).toMatchObject({ verdict: 'recorded', transfer: { status: 'matched' } });
  });

  it(`refuses an empty statement, more than ${BANK_IMPORT_MAX_LINES} lines and a line without its reference, in Vietnamese`, async () => {
    expect((await preview([])).statusCode).toBe(400);
    const line = (n: number) => ({ bankReference: `FT${n}`, amountVnd: 10_000, memo: 'x' });
    const tooMany = await preview(Array.from({ length: BANK_IMPORT_MAX_LINES + 1 }, (_, n) => line(n)));
    expect(tooMany.statusCode).toBe(400);
    const noReference = await preview([{ amountVnd: 10_000, memo: 'x', bankReference: ' ' }]);
    expect(noReference.statusCode).toBe(400);
    expect(noReference.body).toContain('lines.0.bankReference');
    expect((await preview(Array.from({ length: BANK_IMPORT_MAX_LINES }, (_, n) => line(n)))).statusCode).toBe(200);
  });

  it('is money staff work', async () => {
    const customer = await k.customer();
    const warehouse = await k.staff('staff', ['warehouse']);
    const line = [{ bankReference: 'FT1', amountVnd: 10_000, memo: 'x' }];
    expect((await preview(line, customer.token)).statusCode).toBe(403);
    expect((await preview(line, warehouse.token)).statusCode).toBe(403);
  });
});
