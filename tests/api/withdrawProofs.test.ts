import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_WITHDRAW_PROOFS, type StaffWithdraw, type Withdraw } from '../../contract/wallet';
import { auditLog } from '../../server/db/schema';
import { databases } from './helpers';
import { colouredPicture, postPicture } from './pictures';
import { useWalletApp } from './walletHelpers';

const withdrawal = { amountVnd: 200_000, bankBin: '970415', accountNumber: '0123456789', accountName: 'Nguyen Van An' };

/** Small real receipts, each of its own colour (JPEG would round near ones to the same file). */
const receipts: Buffer[] = [];
beforeAll(async () => {
  for (let n = 1; n <= MAX_WITHDRAW_PROOFS + 1; n += 1) receipts.push(await colouredPicture(n, 20, 30).jpeg().toBuffer());
});

/** Staff attach the bank's transfer receipt to a payout; its owner sees it. */
describe.each(databases())('withdrawal receipts on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);

  const upload = (token: string, id: number, body: Buffer, contentType = 'image/jpeg') =>
    postPicture(t().app, `/api/Staff/Withdraw/${id}/Proof`, token, body, contentType);

  async function pendingWithdrawal() {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, 500_000);
    const created = await k.post('/Wallet/Withdraw', customer.token, withdrawal, randomUUID());
    expect(created.statusCode, created.body).toBe(201);
    return { customer, id: created.json<Withdraw>().id };
  }

  it('keeps the receipt of a payout, shows it to the owner and serves it to an <img> by its unguessable URL', async () => {
    const { customer, id } = await pendingWithdrawal();
    const attached = await upload(staff().token, id, receipts[0]!);
    expect(attached.statusCode, attached.body).toBe(201);
    const [url] = attached.json<StaffWithdraw>().proofs;
    expect(url).toMatch(/^\/api\/Wallet\/WithdrawProof\/[A-Za-z0-9_-]{24}$/);

    const paid = await k.post(`/Staff/Withdraw/${id}/Complete`, staff().token, { reference: 'FT26331000777' }, randomUUID());
    expect(paid.statusCode, paid.body).toBe(200);
    const seen = (await k.get(`/Wallet/Withdraw/${id}`, customer.token)).json<Withdraw>();
    expect([seen.status, seen.note, seen.proofs]).toEqual(['completed', 'FT26331000777', [url]]);

    // Without sign-in (an <img> has no bearer token), and the server's own WebP copy.
    const image = await t().app.inject({ method: 'GET', url: url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const served = await sharp(Buffer.from(image.rawPayload)).metadata();
    expect([served.format, served.width, served.height]).toEqual(['webp', 20, 30]);
    expect((await t().app.inject({ method: 'GET', url: '/api/Wallet/WithdrawProof/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('takes a receipt after paying too, adds the same bytes once, and stops at the most a withdrawal may have', async () => {
    const { id } = await pendingWithdrawal();
    const paid = await k.post(`/Staff/Withdraw/${id}/Complete`, staff().token, { reference: 'FT1' }, randomUUID());
    expect(paid.statusCode).toBe(200);
    for (let n = 0; n < MAX_WITHDRAW_PROOFS; n += 1) {
      const answer = await upload(staff().token, id, receipts[n]!);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const again = await upload(staff().token, id, receipts[0]!);
    expect(again.statusCode).toBe(201);
    expect(again.json<StaffWithdraw>().proofs).toHaveLength(MAX_WITHDRAW_PROOFS);
    // One audit entry per receipt kept, none for the repeat.
    const audited = await t()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)));
    expect(audited.filter((entry) => entry.action === 'withdrawal.proof')).toHaveLength(MAX_WITHDRAW_PROOFS);
    const over = await upload(staff().token, id, receipts[MAX_WITHDRAW_PROOFS]!);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'proof-limit-reached', message: 'Lệnh rút đã có đủ số ảnh chứng từ tối đa' });
  });

  it('refuses a receipt for a refused withdrawal, a file that is not the image it says, and JSON', async () => {
    const { id } = await pendingWithdrawal();
    const notImage = await upload(staff().token, id, Buffer.from('%PDF-1.7 not a picture'), 'image/png');
    expect(notImage.statusCode).toBe(415);
    const json = await k.post(`/Staff/Withdraw/${id}/Proof`, staff().token, { image: 'x' });
    expect(json.statusCode).toBe(415);
    const rejected = await k.post(`/Staff/Withdraw/${id}/Reject`, staff().token, { reason: 'Sai tên chủ tài khoản' }, randomUUID());
    expect(rejected.statusCode).toBe(200);
    const late = await upload(staff().token, id, receipts[0]!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'invalid-state' });
    expect((await upload(staff().token, 999_999, receipts[0]!)).statusCode).toBe(404);
  });

  it('is money staff work: the owner, other customers and staff of other duties are refused', async () => {
    const { customer, id } = await pendingWithdrawal();
    const warehouse = await k.staff('staff', ['warehouse']);
    expect((await upload(customer.token, id, receipts[0]!)).statusCode).toBe(403);
    expect((await upload(warehouse.token, id, receipts[0]!)).statusCode).toBe(403);
    const seen = (await k.get(`/Wallet/Withdraw/${id}`, customer.token)).json<Withdraw>();
    expect(seen.proofs).toEqual([]);
  });
});
