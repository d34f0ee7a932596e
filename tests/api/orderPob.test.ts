import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../contract/errors';
import {
  MAX_POB_REFUND_PHOTOS,
  type Pob,
  type PobRefund,
  type PobSummary,
  type StaffPob,
  type StaffPobRefund,
  type StaffPobSummary,
} from '../../contract/orderPob';
import type { Transaction } from '../../contract/ledger';
import { ledgerEntries, pobRequests } from '../../server/db/schema';
import { bearer, databases } from './helpers';
import { codeOf, HUNDRED_YUAN, pobKit, pobRequest } from './pobHelpers';
import { useWalletApp, type Actor } from './walletHelpers';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const TRADE_NO = '2026112122001400000000000001';

/** Small real pictures, each of its own colour, one more than a refund may carry. */
const pictures: Buffer[] = [];
beforeAll(async () => {
  for (let n = 1; n <= MAX_POB_REFUND_PHOTOS + 1; n += 1) {
    const background = { r: (n * 71) & 0xff, g: (n * 37) & 0xff, b: (n * 113) & 0xff };
    pictures.push(
      await sharp({ create: { width: 20, height: 30, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    );
  }
});

/** Pay on behalf: the customer's side, staff's moves, refunds and the money they move. */
describe.each(databases())('pay on behalf on $name', (kind) => {
  const { t, k, staff } = useWalletApp(kind);
  const p = pobKit(k, staff);

  async function funded(amountVnd = 1_000_000): Promise<Actor> {
    const customer = await k.customer();
    await k.fund(staff().token, customer.id, amountVnd);
    return customer;
  }

  const upload = (token: string, refundId: number, body: Buffer) =>
    t().app.inject({
      method: 'POST',
      url: `/api/OrderPob/Refund/${refundId}/Photo`,
      headers: { ...bearer(token), 'content-type': 'image/jpeg' },
      payload: body,
    });

  const pobEntries = async (userId: number) =>
    (
      await k.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.causeType, 'pob')))
    ).map((entry) => [entry.type, entry.amountVnd]);

  describe('the quote', () => {
    it('prices ¥ at the POB rate with the fee on it, states the shortfall and today’s limits, and keeps only the link', async () => {
      const customer = await funded(300_000);
      const quote = await p.quote(customer, pobRequest({ sellerOrderIds: ['3123456789012345678'], note: 'Giao nhanh giúp em' }));
      expect(quote).toMatchObject({
        site: 'taobao',
        sellerOrderIds: ['3123456789012345678'],
        amountFen: 10_000,
        rateVndPerCny: 3_700,
        feeBps: 100,
        amountVnd: 370_000,
        feeVnd: 3_700,
        totalVnd: 373_700,
        availableVnd: 300_000,
        shortfallVnd: 73_700,
        settingsVersion: expect.any(Number),
        limits: { maxCount: 20, maxFen: 5_000_000, usedCount: 0, usedFen: 0, remainingCount: 20, remainingFen: 5_000_000 },
      });
      expect(quote.paymentLink).toMatch(/^https:\/\/m\.tb\.cn\/h\.\d+Abc\?tk=XyZ$/);
      // A quote writes nothing.
      expect((await k.get('/OrderPob', customer.token)).json<Page<PobSummary>>().total).toBe(0);
    });

    it('reads a 1688 link, an Alipay code and full-width text pasted on several lines', async () => {
      const customer = await funded();
      const cases: Array<[string, string]> = [
        ['https://trade.1688.com/order/pay_for_me.htm?orderId=123', 'https://trade.1688.com/order/pay_for_me.htm?orderId=123'],
        ['Nhờ trả giúp:\nhttps://qr.alipay.com/fkx12345abcde。\nCảm ơn', 'https://qr.alipay.com/fkx12345abcde'],
        ['ｈｔｔｐｓ：／／ｍ．ｔｂ．ｃｎ／ｈ．ＡＢＣ', 'https://m.tb.cn/h.ABC'],
      ];
      for (const [paymentLink, kept] of cases) {
        const site = paymentLink.includes('1688') ? '1688' : 'taobao';
        expect((await p.quote(customer, pobRequest({ site, paymentLink }))).paymentLink).toBe(kept);
      }
    });
  });

  describe('making a request', () => {
    it('debits the total at once, locks the rate and starts pending with its history', async () => {
      const customer = await funded();
      const pob = await p.made(customer, pobRequest({ site: 'tmall', sellerOrderIds: ['40000000001', '40000000002'], note: 'Hai đơn' }));
      expect(pob).toMatchObject({
        status: 'pending',
        site: 'tmall',
        sellerOrderIds: ['40000000001', '40000000002'],
        amountFen: 10_000,
        rateVndPerCny: 3_700,
        feeBps: 100,
        ...{ amountVnd: 370_000, feeVnd: 3_700, totalVnd: 373_700 },
        refundedVnd: 0,
        refundedFen: 0,
        refundableFen: 0,
        note: 'Hai đơn',
        alipayTradeNo: null,
        rejectReason: null,
        refunds: [],
      });
      expect(pob.code).toMatch(/^TT\d{6}[A-Z2-9]{4}$/);
      expect(pob.history).toEqual([{ status: 'pending', at: pob.createdAt, actor: 'customer', note: null }]);
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 626_300, heldVnd: 0, availableVnd: 626_300 });
      const [entry] = (await k.get('/Transaction?type=payment', customer.token)).json<Page<Transaction>>().items;
      expect(entry).toMatchObject({ amountVnd: -373_700, cause: { type: 'pob', id: pob.id }, note: pob.code });
      expect((await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>()).toEqual(pob);
      await k.expectBooksBalanced(customer.id);
    });

    it('keeps the rate it was made at when the settings change afterwards', async () => {
      const customer = await funded();
      const pob = await p.made(customer);
      await k.setSettings((settings) => {
        settings.rates.pobRateVndPerCny = 3_800;
      });
      try {
        const read = (await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>();
        expect([read.rateVndPerCny, read.totalVnd]).toEqual([3_700, 373_700]);
        expect((await p.quote(customer)).totalVnd).toBe(383_800);
      } finally {
        await k.setSettings(() => {});
      }
    });

    it('refuses a request without an Idempotency-Key, writing nothing', async () => {
      const customer = await funded();
      const response = await k.post('/OrderPob', customer.token, { ...pobRequest(), expectedTotalVnd: HUNDRED_YUAN.totalVnd });
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('idempotency-key-invalid');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000);
    });

    it('answers quote-changed when the total is not the one accepted, and debits nothing', async () => {
      const customer = await funded();
      const response = await p.create(customer, pobRequest(), randomUUID(), HUNDRED_YUAN.totalVnd - 1);
      expect(response.statusCode).toBe(409);
      expect(codeOf(response)).toBe('quote-changed');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000);
      expect((await k.get('/OrderPob', customer.token)).json<Page<PobSummary>>().total).toBe(0);
    });

    it('answers the shortfall the way checkout does: 409 insufficient-funds, nothing made', async () => {
      const customer = await funded(373_699);
      expect((await p.quote(customer)).shortfallVnd).toBe(1);
      const response = await p.create(customer, pobRequest());
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>()).toEqual({ code: 'insufficient-funds', message: 'Số dư khả dụng không đủ' });
      expect((await k.get('/OrderPob', customer.token)).json<Page<PobSummary>>().total).toBe(0);
      await k.expectBooksBalanced(customer.id);
    });
  });

  describe('bad input', () => {
    const base = pobRequest();
    const bad: Array<{ name: string; body: object; path: string; message: string }> = [
      {
        name: 'no link at all',
        body: { ...base, paymentLink: 'trả giúp em với' },
        path: 'paymentLink',
        message: 'Không tìm thấy link (http:// hoặc https://) trong nội dung đã dán',
      },
      {
        name: 'an empty link',
        body: { ...base, paymentLink: '   ' },
        path: 'paymentLink',
        message: 'Vui lòng dán link thanh toán hộ (代付) hoặc nội dung chia sẻ có chứa link',
      },
      {
        name: 'a link of another site',
        body: { ...base, paymentLink: 'https://evil.example.com/pay' },
        path: 'paymentLink',
        message: 'Link thanh toán phải là link của Taobao, Tmall, 1688 hoặc Alipay',
      },
      {
        name: 'a look-alike host',
        body: { ...base, paymentLink: 'https://taobao.com.evil.example/pay' },
        path: 'paymentLink',
        message: 'Link thanh toán phải là link của Taobao, Tmall, 1688 hoặc Alipay',
      },
      {
        name: 'a host behind credentials',
        body: { ...base, paymentLink: 'https://m.tb.cn@evil.example/pay' },
        path: 'paymentLink',
        message: 'Link thanh toán phải là link của Taobao, Tmall, 1688 hoặc Alipay',
      },
      {
        name: 'no seller order',
        body: { ...base, sellerOrderIds: [] },
        path: 'sellerOrderIds',
        message: 'Vui lòng nhập ít nhất một mã đơn hàng của người bán',
      },
      {
        name: '16 seller orders',
        body: { ...base, sellerOrderIds: Array.from({ length: 16 }, (_, i) => String(10_000_000_000 + i)) },
        path: 'sellerOrderIds',
        message: 'Mỗi yêu cầu thanh toán hộ có tối đa 15 mã đơn hàng',
      },
      {
        name: 'two orders on 1688',
        body: { ...base, site: '1688', sellerOrderIds: ['10000000001', '10000000002'] },
        path: 'sellerOrderIds',
        message: 'Yêu cầu thanh toán hộ trên 1688 chỉ có đúng 1 mã đơn hàng',
      },
      {
        name: 'a seller order with letters',
        body: { ...base, sellerOrderIds: ['12345abc678'] },
        path: 'sellerOrderIds.0',
        message: 'Mã đơn hàng của người bán chỉ gồm chữ số, dài 8–25 số',
      },
      {
        name: 'the same seller order twice',
        body: { ...base, sellerOrderIds: ['10000000001', '10000000001'] },
        path: 'sellerOrderIds',
        message: 'Có mã đơn hàng bị nhập trùng',
      },
      {
        name: 'an amount of 0',
        body: { ...base, amountFen: 0 },
        path: 'amountFen',
        message: 'Số tiền (¥) phải lớn hơn 0, tối đa ¥1.000.000, và không quá 2 chữ số thập phân',
      },
      {
        name: 'a fraction of a fen',
        body: { ...base, amountFen: 100.5 },
        path: 'amountFen',
        message: 'Số tiền (¥) phải lớn hơn 0, tối đa ¥1.000.000, và không quá 2 chữ số thập phân',
      },
      {
        name: 'more than ¥1,000,000',
        body: { ...base, amountFen: 100_000_001 },
        path: 'amountFen',
        message: 'Số tiền (¥) phải lớn hơn 0, tối đa ¥1.000.000, và không quá 2 chữ số thập phân',
      },
      {
        name: 'a site we do not pay on',
        body: { ...base, site: 'pinduoduo' },
        path: 'site',
        message: 'Vui lòng chọn Taobao, Tmall hoặc 1688',
      },
    ];

    it.each(bad)(
      'refuses $name with 400 and the Vietnamese words under the field, for the quote and the request',
      async ({ body, path, message }) => {
        const customer = await funded();
        for (const response of [
          await k.post('/OrderPob/Quote', customer.token, body),
          await k.post('/OrderPob', customer.token, { ...body, expectedTotalVnd: HUNDRED_YUAN.totalVnd }, randomUUID()),
        ]) {
          expect(response.statusCode, response.body).toBe(400);
          const error = response.json<ApiErrorBody>();
          expect(error.code).toBe('validation-failed');
          expect(error.details).toContainEqual(expect.objectContaining({ path, message }));
        }
        expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000);
      },
    );

    it('words the problem in the caller’s language', async () => {
      const customer = await funded();
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/OrderPob/Quote',
        headers: { ...bearer(customer.token), 'accept-language': 'en-US' },
        payload: { ...base, sellerOrderIds: ['10000000001', '10000000001'] },
      });
      expect(response.json<ApiErrorBody>().details).toContainEqual(
        expect.objectContaining({ path: 'sellerOrderIds', message: 'An order number was entered twice' }),
      );
    });

    it('answers a malformed id and a missing one with 400 and 404, never 500', async () => {
      const customer = await funded();
      expect((await k.get('/OrderPob/abc', customer.token)).statusCode).toBe(400);
      expect((await k.get('/OrderPob/999999', customer.token)).statusCode).toBe(404);
      expect((await k.get('/OrderPob?status=lost', customer.token)).statusCode).toBe(400);
    });
  });

  describe('whose it is', () => {
    it('answers 404 for another customer’s request, cancel, refund and picture, as for a missing one', async () => {
      const owner = await funded();
      const other = await funded();
      const pob = await p.paid(owner);
      const asked = await k.post('/OrderPob/Refund', owner.token, { pobId: pob.id, amountFen: 1_000, reason: 'Thiếu hàng' });
      expect(asked.statusCode, asked.body).toBe(201);
      const refundId = asked.json<PobRefund>().id;

      expect((await k.get(`/OrderPob/${pob.id}`, other.token)).statusCode).toBe(404);
      expect((await k.post(`/OrderPob/${pob.id}/Cancel`, other.token)).statusCode).toBe(404);
      const foreignRefund = await k.post('/OrderPob/Refund', other.token, { pobId: pob.id, amountFen: 1_000, reason: 'Thử' });
      expect(foreignRefund.statusCode).toBe(404);
      expect((await upload(other.token, refundId, pictures[0]!)).statusCode).toBe(404);
      expect((await k.get('/OrderPob', other.token)).json<Page<PobSummary>>().total).toBe(0);
      expect((await k.get('/OrderPob/Refund', other.token)).json<Page<PobRefund>>().total).toBe(0);
      expect((await k.get(`/OrderPob/${pob.id}`, owner.token)).json<Pob>().status).toBe('paid');
    });
  });

  describe('the lifecycle', () => {
    it('cancels a pending request and gives the whole debit back once', async () => {
      const customer = await funded();
      const pob = await p.made(customer);
      const cancelled = await k.post(`/OrderPob/${pob.id}/Cancel`, customer.token, undefined, randomUUID());
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<Pob>()).toMatchObject({ status: 'cancelled', refundedVnd: 373_700 });
      expect(cancelled.json<Pob>().history.at(-1)).toMatchObject({ status: 'cancelled', actor: 'customer', note: 'Hoàn 373.700 ₫ vào ví' });
      const again = await k.post(`/OrderPob/${pob.id}/Cancel`, customer.token, undefined, randomUUID());
      expect(again.statusCode).toBe(409);
      expect(codeOf(again)).toBe('invalid-transition');
      expect(await k.wallet(customer.token)).toEqual({ balanceVnd: 1_000_000, heldVnd: 0, availableVnd: 1_000_000 });
      expect(await pobEntries(customer.id)).toEqual([
        ['payment', -373_700],
        ['refund', 373_700],
      ]);
      await k.expectBooksBalanced(customer.id);
    });

    it('goes pending → processing → paid with the Alipay number, and refuses every move the lifecycle does not allow', async () => {
      const customer = await funded();
      const pob = await p.made(customer);
      const early = await k.post(`/Staff/OrderPob/${pob.id}/Pay`, staff().token, { alipayTradeNo: TRADE_NO }, randomUUID());
      expect([early.statusCode, codeOf(early)]).toEqual([409, 'invalid-transition']);

      const taken = await p.move(`/Staff/OrderPob/${pob.id}/Take`, { note: 'Đang thanh toán' });
      expect(taken.status).toBe('processing');
      const cancel = await k.post(`/OrderPob/${pob.id}/Cancel`, customer.token, undefined, randomUUID());
      expect([cancel.statusCode, codeOf(cancel)]).toEqual([409, 'invalid-transition']);
      const retake = await k.post(`/Staff/OrderPob/${pob.id}/Take`, staff().token, {}, randomUUID());
      expect(retake.statusCode).toBe(409);

      const paid = await p.move(`/Staff/OrderPob/${pob.id}/Pay`, { alipayTradeNo: TRADE_NO });
      expect(paid).toMatchObject({ status: 'paid', alipayTradeNo: TRADE_NO, refundableFen: 10_000, refundedVnd: 0 });
      expect(paid.history.map((event) => [event.status, event.actor, event.note])).toEqual([
        ['pending', 'customer', null],
        ['processing', 'staff', 'Đang thanh toán'],
        ['paid', 'staff', `Mã giao dịch Alipay: ${TRADE_NO}`],
      ]);
      for (const path of ['Reject', 'Take']) {
        const late = await k.post(`/Staff/OrderPob/${pob.id}/${path}`, staff().token, { reason: 'Muộn' }, randomUUID());
        expect([late.statusCode, codeOf(late)]).toEqual([409, 'invalid-transition']);
      }
      const seen = (await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>();
      expect([seen.status, seen.alipayTradeNo]).toEqual(['paid', TRADE_NO]);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000 - 373_700);
    });

    it('rejects a request being paid with a reason and gives the whole debit back', async () => {
      const customer = await funded();
      const pob = await p.made(customer);
      await p.move(`/Staff/OrderPob/${pob.id}/Take`);
      const rejected = await p.move(`/Staff/OrderPob/${pob.id}/Reject`, { reason: 'Link đã hết hạn' });
      expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Link đã hết hạn', refundedVnd: 373_700, refundableFen: 0 });
      expect(rejected.history.at(-1)).toMatchObject({ actor: 'staff', note: 'Link đã hết hạn\nHoàn 373.700 ₫ vào ví' });
      expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000);
      const refund = await k.post(`/Staff/OrderPob/${pob.id}/Refund`, staff().token, { amountFen: 100, reason: 'Thử' }, randomUUID());
      expect([refund.statusCode, codeOf(refund)]).toEqual([409, 'invalid-state']);
      await k.expectBooksBalanced(customer.id);
    });

    it('refuses a rejection without a reason and a payment without a proper Alipay number', async () => {
      const customer = await funded();
      const pob = await p.made(customer);
      const noReason = await k.post(`/Staff/OrderPob/${pob.id}/Reject`, staff().token, { reason: ' ' }, randomUUID());
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json<ApiErrorBody>().details).toContainEqual(
        expect.objectContaining({ path: 'reason', message: 'Vui lòng nhập lý do' }),
      );
      await p.move(`/Staff/OrderPob/${pob.id}/Take`);
      const badNumber = await k.post(`/Staff/OrderPob/${pob.id}/Pay`, staff().token, { alipayTradeNo: '12-34' }, randomUUID());
      expect(badNumber.statusCode).toBe(400);
      expect(badNumber.json<ApiErrorBody>().details).toContainEqual(
        expect.objectContaining({ path: 'alipayTradeNo', message: 'Mã giao dịch Alipay gồm 10–64 chữ và số' }),
      );
      expect((await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>().status).toBe('processing');
    });
  });

  describe('lists and search', () => {
    it('pages the customer’s own requests by status and finds one by code or seller order number', async () => {
      const customer = await funded(2_000_000);
      const first = await p.made(customer, pobRequest({ sellerOrderIds: ['55500011122233'] }));
      const second = await p.made(customer);
      await k.post(`/OrderPob/${second.id}/Cancel`, customer.token);
      const all = (await k.get('/OrderPob?pageSize=1', customer.token)).json<Page<PobSummary>>();
      expect([all.total, all.items.map((item) => item.id)]).toEqual([2, [second.id]]);
      const pending = (await k.get('/OrderPob?status=pending', customer.token)).json<Page<PobSummary>>();
      expect(pending.items.map((item) => item.id)).toEqual([first.id]);
      expect((await k.get('/OrderPob?q=0011122', customer.token)).json<Page<PobSummary>>().items.map((item) => item.id)).toEqual([
        first.id,
      ]);
      const byCode = (await k.get(`/OrderPob?q=${second.code.slice(-6).toLowerCase()}`, customer.token)).json<Page<PobSummary>>();
      expect(byCode.items.map((item) => item.id)).toEqual([second.id]);
    });

    it('gives staff every customer’s requests with whose they are, found by customer code, and one with the customer', async () => {
      const customer = await funded();
      const pob = await p.made(customer);
      const page = (await k.get(`/Staff/OrderPob?q=${customer.customerCode}&status=pending`, staff().token)).json<Page<StaffPobSummary>>();
      expect(page.items.map((item) => [item.id, item.customerCode, item.userId])).toEqual([[pob.id, customer.customerCode, customer.id]]);
      const one = (await k.get(`/Staff/OrderPob/${pob.id}`, staff().token)).json<StaffPob>();
      expect(one).toMatchObject({
        id: pob.id,
        code: pob.code,
        customerCode: customer.customerCode,
        customer: { fullName: 'Nguyễn Văn An' },
      });
      expect(one.customer.phone).toMatch(/^\+849\d{8}$/);
      expect((await k.get('/Staff/OrderPob/999999', staff().token)).statusCode).toBe(404);
    });
  });

  describe('refunds after payment', () => {
    it('credits ¥ at the locked rate, returns the fee with the refund that completes the amount, and never more', async () => {
      const customer = await funded();
      const pob = await p.paid(customer);
      const part = await p.move(`/Staff/OrderPob/${pob.id}/Refund`, { amountFen: 3_000, reason: 'Người bán hết một mẫu' });
      expect(part).toMatchObject({ refundedFen: 3_000, refundedVnd: 111_000, refundableFen: 7_000 });
      expect(part.refunds).toEqual([
        expect.objectContaining({ status: 'accepted', source: 'staff', amountFen: 3_000, acceptedFen: 3_000, creditedVnd: 111_000 }),
      ]);
      const rest = await p.move(`/Staff/OrderPob/${pob.id}/Refund`, { amountFen: 7_000, reason: 'Người bán hủy đơn' });
      // 7,000 fen × 3,700 = 259,000, and the fee 3,700 with it: everything debited is back.
      expect(rest).toMatchObject({ refundedFen: 10_000, refundedVnd: 373_700, refundableFen: 0, status: 'paid' });
      const beyond = await k.post(`/Staff/OrderPob/${pob.id}/Refund`, staff().token, { amountFen: 1, reason: 'Thử' }, randomUUID());
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json<ApiErrorBody>().details).toEqual([
        { path: 'amountFen', message: 'Số tiền hoàn tối đa còn lại là 0,00\u00a0¥', code: 'pob-refund-above-refundable' },
      ]);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000);
      expect(await pobEntries(customer.id)).toEqual([
        ['payment', -373_700],
        ['refund', 111_000],
        ['refund', 262_700],
      ]);
      await k.expectBooksBalanced(customer.id);
    });

    it('adds up split refunds to what the same ¥ cost, rounded once: no fen gains a dong', async () => {
      await k.setSettings((settings) => {
        settings.rates.pobRateVndPerCny = 3_650;
      });
      try {
        const customer = await funded();
        // 3 fen at 3,650: 109.5 → 110 debited for the amount, 1 for the fee.
        const pob = await p.paid(customer, pobRequest({ amountFen: 3 }));
        const full = (await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>();
        expect([full.amountVnd, full.feeVnd]).toEqual([110, 1]);
        const credits: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          const refunded = await p.move(`/Staff/OrderPob/${pob.id}/Refund`, { amountFen: 1, reason: `Phần ${i + 1}` });
          credits.push(refunded.refunds.at(-1)!.creditedVnd);
        }
        // Each fen alone would round 36.5 up to 37 (111 in all); as one running sum they give back 110, then the fee.
        expect(credits).toEqual([37, 36, 38]);
        expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000);
      } finally {
        await k.setSettings(() => {});
      }
    });

    it('lets the customer ask with pictures, reserves what is asked, and staff accept less or refuse', async () => {
      const customer = await funded();
      const pob = await p.paid(customer);
      const pending = await k.post(`/OrderPob/${pob.id}/Cancel`, customer.token, undefined, randomUUID());
      expect(pending.statusCode).toBe(409);

      const asked = await k.post('/OrderPob/Refund', customer.token, {
        pobId: pob.id,
        amountFen: 6_000,
        reason: 'Người bán hoàn một phần',
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const refund = asked.json<PobRefund>();
      expect(refund).toMatchObject({
        status: 'pending',
        source: 'customer',
        amountFen: 6_000,
        acceptedFen: null,
        creditedVnd: 0,
        pobCode: pob.code,
      });
      expect((await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>().refundableFen).toBe(4_000);

      const tooMuch = await k.post('/OrderPob/Refund', customer.token, { pobId: pob.id, amountFen: 4_001, reason: 'Thêm' });
      expect(tooMuch.json<ApiErrorBody>().details).toEqual([
        { path: 'amountFen', message: 'Số tiền hoàn tối đa còn lại là 40,00\u00a0¥', code: 'pob-refund-above-refundable' },
      ]);
      const staffTooMuch = await k.post(`/Staff/OrderPob/${pob.id}/Refund`, staff().token, { amountFen: 4_001, reason: 'x' }, randomUUID());
      expect(staffTooMuch.statusCode).toBe(400);

      const more = await k.post(`/Staff/OrderPob/Refund/${refund.id}/Accept`, staff().token, { amountFen: 6_001 }, randomUUID());
      expect(more.statusCode).toBe(400);
      const accepted = await k.post(`/Staff/OrderPob/Refund/${refund.id}/Accept`, staff().token, { amountFen: 5_000 }, randomUUID());
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<StaffPobRefund>()).toMatchObject({
        status: 'accepted',
        acceptedFen: 5_000,
        creditedVnd: 185_000,
        customerCode: customer.customerCode,
      });
      const twice = await k.post(`/Staff/OrderPob/Refund/${refund.id}/Accept`, staff().token, {}, randomUUID());
      expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'invalid-state']);
      const after = (await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>();
      expect([after.refundedFen, after.refundedVnd, after.refundableFen]).toEqual([5_000, 185_000, 5_000]);

      const second = (
        await k.post('/OrderPob/Refund', customer.token, { pobId: pob.id, amountFen: 5_000, reason: 'Phần còn lại' })
      ).json<PobRefund>();
      const refused = await k.post(
        `/Staff/OrderPob/Refund/${second.id}/Refuse`,
        staff().token,
        { reason: 'Người bán chưa hoàn' },
        randomUUID(),
      );
      expect(refused.json<StaffPobRefund>()).toMatchObject({ status: 'refused', refuseReason: 'Người bán chưa hoàn', creditedVnd: 0 });
      expect((await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>().refundableFen).toBe(5_000);

      const mine = (await k.get('/OrderPob/Refund?status=refused', customer.token)).json<Page<PobRefund>>();
      expect(mine.items.map((item) => item.id)).toEqual([second.id]);
      expect((await k.get(`/OrderPob/Refund?pobId=${pob.id}`, customer.token)).json<Page<PobRefund>>().total).toBe(2);
      const queue = (await k.get(`/Staff/OrderPob/Refund?q=${pob.code}`, staff().token)).json<Page<StaffPobRefund>>();
      expect(queue.items.map((item) => [item.id, item.status])).toEqual([
        [second.id, 'refused'],
        [refund.id, 'accepted'],
      ]);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000 - 373_700 + 185_000);
      await k.expectBooksBalanced(customer.id);
    });

    it('keeps the customer’s pictures of a pending ask, serves them by an unguessable URL and takes none once decided', async () => {
      const customer = await funded();
      const pob = await p.paid(customer);
      const refund = (
        await k.post('/OrderPob/Refund', customer.token, { pobId: pob.id, amountFen: 500, reason: 'Ảnh người bán hoàn' })
      ).json<PobRefund>();
      const added = await upload(customer.token, refund.id, pictures[0]!);
      expect(added.statusCode, added.body).toBe(201);
      const [url] = added.json<PobRefund>().photos;
      expect(url).toMatch(/^\/api\/OrderPob\/RefundPhoto\/[A-Za-z0-9_-]{24}$/);
      // The same file again adds nothing.
      expect((await upload(customer.token, refund.id, pictures[0]!)).json<PobRefund>().photos).toEqual([url]);
      for (const picture of pictures.slice(1, MAX_POB_REFUND_PHOTOS))
        expect((await upload(customer.token, refund.id, picture)).statusCode).toBe(201);
      const sixth = await upload(customer.token, refund.id, pictures[MAX_POB_REFUND_PHOTOS]!);
      expect([sixth.statusCode, codeOf(sixth)]).toEqual([409, 'refund-photo-limit-reached']);

      const image = await t().app.inject({ method: 'GET', url: url! });
      expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
      const queue = (await k.get(`/Staff/OrderPob/Refund?status=pending&q=${customer.customerCode}`, staff().token)).json<
        Page<StaffPobRefund>
      >();
      expect(queue.items[0]?.photos).toHaveLength(MAX_POB_REFUND_PHOTOS);

      await k.post(`/Staff/OrderPob/Refund/${refund.id}/Refuse`, staff().token, { reason: 'Chưa thấy tiền về' }, randomUUID());
      const late = await upload(customer.token, refund.id, pictures[1]!);
      expect([late.statusCode, codeOf(late)]).toEqual([409, 'invalid-state']);
    });

    it('refuses a refund of a request not paid', async () => {
      const customer = await funded();
      const pob = await p.made(customer);
      const asked = await k.post('/OrderPob/Refund', customer.token, { pobId: pob.id, amountFen: 100, reason: 'Thử' });
      expect([asked.statusCode, codeOf(asked)]).toEqual([409, 'invalid-state']);
    });
  });

  describe('daily limits', () => {
    it('counts requests of the Vietnam day not cancelled or rejected, refuses past them naming the limit, and starts again the next day', async () => {
      await k.setSettings((settings) => {
        settings.pob = { dailyMaxCount: 2, dailyMaxFen: 25_000 };
      });
      try {
        const customer = await funded(5_000_000);
        const first = await p.made(customer, pobRequest({ amountFen: 15_000 }));
        const overAmount = await k.post('/OrderPob/Quote', customer.token, pobRequest({ amountFen: 10_001 }));
        expect(overAmount.statusCode).toBe(409);
        expect(overAmount.json<ApiErrorBody>()).toMatchObject({
          code: 'pob-daily-amount-exceeded',
          message: 'Hạn mức thanh toán hộ mỗi ngày là 250,00\u00a0¥; hôm nay bạn còn 100,00\u00a0¥',
        });
        const quote = await p.quote(customer, pobRequest({ amountFen: 10_000 }));
        expect(quote.limits).toEqual({
          maxCount: 2,
          maxFen: 25_000,
          usedCount: 1,
          usedFen: 15_000,
          remainingCount: 1,
          remainingFen: 10_000,
        });
        await p.made(customer, pobRequest({ amountFen: 10_000 }));

        const overCount = await p.create(customer, pobRequest({ amountFen: 100 }), randomUUID(), 3_737);
        expect(overCount.statusCode).toBe(409);
        expect(overCount.json<ApiErrorBody>()).toEqual({
          code: 'pob-daily-count-exceeded',
          message: 'Hạn mức là 2 yêu cầu thanh toán hộ mỗi ngày và hôm nay bạn đã dùng hết. Vui lòng tạo yêu cầu mới vào ngày mai',
        });

        // A cancelled request gives its place and its ¥ back.
        await k.post(`/OrderPob/${first.id}/Cancel`, customer.token);
        expect((await p.quote(customer, pobRequest({ amountFen: 15_000 }))).limits.remainingCount).toBe(1);

        // Today's requests stay today's: once they are yesterday's (moved back a day), the count starts from 0.
        await k.db
          .update(pobRequests)
          .set({ createdAt: sql`${pobRequests.createdAt} - interval '1 day'` })
          .where(eq(pobRequests.userId, customer.id));
        expect((await p.quote(customer, pobRequest({ amountFen: 25_000 }))).limits).toMatchObject({ usedCount: 0, usedFen: 0 });
      } finally {
        await k.setSettings(() => {});
      }
    });

    it('lets no two requests at once slip past the count', async () => {
      await k.setSettings((settings) => {
        settings.pob = { dailyMaxCount: 3, dailyMaxFen: 5_000_000 };
      });
      try {
        const customer = await funded(10_000_000);
        const responses = await Promise.all(Array.from({ length: 8 }, () => p.create(customer, pobRequest())));
        expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
        for (const response of responses.filter((r) => r.statusCode !== 201)) expect(codeOf(response)).toBe('pob-daily-count-exceeded');
        expect((await k.wallet(customer.token)).balanceVnd).toBe(10_000_000 - 3 * 373_700);
      } finally {
        await k.setSettings(() => {});
      }
    });
  });

  describe('races', () => {
    it('makes one request and one debit of 50 confirms sent at once with one Idempotency-Key', async () => {
      const customer = await funded();
      const key = randomUUID();
      const body = pobRequest();
      const responses = await Promise.all(Array.from({ length: 50 }, () => p.create(customer, body, key)));
      const ids = new Set(responses.map((r) => (r.statusCode === 201 ? r.json<Pob>().id : r.statusCode)));
      expect([...ids]).toHaveLength(1);
      expect(responses.every((r) => r.statusCode === 201)).toBe(true);
      expect(await pobEntries(customer.id)).toEqual([['payment', -373_700]]);
      expect(await k.db.select().from(pobRequests).where(eq(pobRequests.userId, customer.id))).toHaveLength(1);
      await k.expectBooksBalanced(customer.id);
    });

    it('lets concurrent requests take only what the wallet holds', async () => {
      const customer = await funded(3 * 373_700 + 100_000);
      const responses = await Promise.all(Array.from({ length: 10 }, () => p.create(customer, pobRequest())));
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
      for (const response of responses.filter((r) => r.statusCode !== 201)) expect(codeOf(response)).toBe('insufficient-funds');
      expect((await k.wallet(customer.token)).balanceVnd).toBe(100_000);
      await k.expectBooksBalanced(customer.id);
    });

    it('gives the debit back once when cancels and rejections race', async () => {
      const customer = await funded();
      const pob = await p.made(customer);
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => k.post(`/OrderPob/${pob.id}/Cancel`, customer.token, undefined, randomUUID())),
        ...Array.from({ length: 5 }, () => k.post(`/Staff/OrderPob/${pob.id}/Reject`, staff().token, { reason: 'Hết hạn' }, randomUUID())),
      ]);
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const response of responses.filter((r) => r.statusCode !== 200)) expect(codeOf(response)).toBe('invalid-transition');
      expect(await pobEntries(customer.id)).toEqual([
        ['payment', -373_700],
        ['refund', 373_700],
      ]);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000);
      await k.expectBooksBalanced(customer.id);
    });

    it('never refunds more than the amount when refunds and accepts race', async () => {
      const customer = await funded();
      const pob = await p.paid(customer);
      const asked = (
        await k.post('/OrderPob/Refund', customer.token, { pobId: pob.id, amountFen: 4_000, reason: 'Một phần' })
      ).json<PobRefund>();
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => k.post(`/Staff/OrderPob/Refund/${asked.id}/Accept`, staff().token, {}, randomUUID())),
        ...Array.from({ length: 6 }, () =>
          k.post(`/Staff/OrderPob/${pob.id}/Refund`, staff().token, { amountFen: 2_500, reason: 'Người bán hoàn' }, randomUUID()),
        ),
      ]);
      const accepts = responses.slice(0, 5);
      const records = responses.slice(5);
      expect(accepts.filter((r) => r.statusCode === 200)).toHaveLength(1);
      // 6,000 fen were free beside the 4,000 asked: two records of 2,500 fit, the rest are refused.
      expect(records.filter((r) => r.statusCode === 200)).toHaveLength(2);
      const after = (await k.get(`/OrderPob/${pob.id}`, customer.token)).json<Pob>();
      expect([after.refundedFen, after.refundedVnd, after.refundableFen]).toEqual([9_000, 333_000, 1_000]);
      expect((await k.wallet(customer.token)).balanceVnd).toBe(1_000_000 - 373_700 + 333_000);
      await k.expectBooksBalanced(customer.id);
    });
  });

  it('keeps an account with an open request or refund from being closed', async () => {
    // Funded with exactly the total, so the wallet is empty and only the open request stands in the way.
    const customer = await funded(373_700);
    const pob = await p.made(customer);
    const refused = await t().app.inject({
      method: 'DELETE',
      url: '/api/CurrentUser',
      headers: bearer(customer.token),
      payload: { password: 'mật khẩu đủ dài và khó đoán' },
    });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('account-has-open-orders');
    expect((await k.get(`/OrderPob/${pob.id}`, customer.token)).statusCode).toBe(200);
  });
});
