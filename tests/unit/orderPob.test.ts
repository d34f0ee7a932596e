import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToVnd, pobRefundVnd, pobTotal } from '../../contract/fees';
import { canMovePob, pobQuoteRequestSchema, pobStatuses, readPaymentLink, type PobStatus } from '../../contract/orderPob';
import { v } from '../../contract/validation';

/** A request as stored: its amount, locked rate and fee. */
const request = fc
  .record({
    amountFen: fc.integer({ min: 1, max: 100_000_000 }),
    rateVndPerCny: fc.integer({ min: 1, max: 10_000 }),
    feeBps: fc.integer({ min: 0, max: 10_000 }),
  })
  .map((r) => ({ ...r, ...pobTotal(r.amountFen, r.rateVndPerCny, r.feeBps) }));

/** A request and its amount split into refunds (1 to 12 pieces), in the order they come. */
const splitRefunds = request.chain((r) =>
  fc.array(fc.integer({ min: 1, max: r.amountFen }), { minLength: 0, maxLength: 11 }).map((cuts) => {
    const points = [...new Set([0, ...cuts, r.amountFen])].sort((a, b) => a - b);
    return { ...r, pieces: points.slice(1).map((point, i) => point - points[i]!) };
  }),
);

function creditsOf(r: { amountFen: number; rateVndPerCny: number; feeVnd: number }, pieces: number[]): number[] {
  let refundedFen = 0;
  return pieces.map((refundFen) => {
    const credit = pobRefundVnd({ ...r, refundedFen, refundFen });
    refundedFen += refundFen;
    return credit;
  });
}

describe('refunds of a pay-on-behalf request', () => {
  it('give back exactly what was debited once the whole amount is refunded, however it is split', () => {
    fc.assert(
      fc.property(splitRefunds, (r) => {
        const credits = creditsOf(r, r.pieces);
        expect(credits.reduce((a, b) => a + b, 0)).toBe(r.totalVnd);
        for (const credit of credits) expect(credit).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never give back more than the amount line before the last fen, and the ¥ refunded cost exactly that, rounded once', () => {
    fc.assert(
      fc.property(splitRefunds, (r) => {
        const partial = r.pieces.slice(0, -1);
        const credited = creditsOf(r, partial).reduce((a, b) => a + b, 0);
        const refundedFen = partial.reduce((a, b) => a + b, 0);
        expect(credited).toBe(fenToVnd(refundedFen, r.rateVndPerCny));
        expect(credited).toBeLessThanOrEqual(r.amountVnd);
      }),
    );
  });

  it.each([
    // rate 3,650: one fen is 36.5 VND, so per-fen rounding would give 37 each.
    { amountFen: 3, rateVndPerCny: 3_650, feeBps: 100, pieces: [1, 1, 1], credits: [37, 36, 38] },
    { amountFen: 10_000, rateVndPerCny: 3_700, feeBps: 100, pieces: [3_000, 7_000], credits: [111_000, 262_700] },
    { amountFen: 10_000, rateVndPerCny: 3_700, feeBps: 100, pieces: [10_000], credits: [373_700] },
    { amountFen: 1, rateVndPerCny: 49, feeBps: 0, pieces: [1], credits: [0] },
  ])('credits $credits for $pieces fen of $amountFen at $rateVndPerCny', ({ amountFen, rateVndPerCny, feeBps, pieces, credits }) => {
    const { feeVnd } = pobTotal(amountFen, rateVndPerCny, feeBps);
    expect(creditsOf({ amountFen, rateVndPerCny, feeVnd }, pieces)).toEqual(credits);
  });

  it('refuse a refund of nothing or beyond the amount', () => {
    const r = { amountFen: 100, rateVndPerCny: 3_700, feeVnd: 37 };
    expect(() => pobRefundVnd({ ...r, refundedFen: 0, refundFen: 0 })).toThrow(RangeError);
    expect(() => pobRefundVnd({ ...r, refundedFen: 60, refundFen: 41 })).toThrow(RangeError);
    expect(() => pobRefundVnd({ ...r, refundedFen: 0, refundFen: 1.5 })).toThrow(RangeError);
  });
});

describe('the pay-on-behalf lifecycle', () => {
  const allowed: Array<[PobStatus, PobStatus]> = [
    ['pending', 'processing'],
    ['pending', 'cancelled'],
    ['pending', 'rejected'],
    ['processing', 'paid'],
    ['processing', 'rejected'],
  ];

  it('allows exactly the moves of docs/domain.md', () => {
    for (const from of pobStatuses) {
      for (const to of pobStatuses) {
        expect(canMovePob(from, to), `${from} → ${to}`).toBe(allowed.some(([a, b]) => a === from && b === to));
      }
    }
  });
});

describe('the payment link', () => {
  it.each([
    ['a Taobao share text', '【淘宝】帮我付一下~ https://m.tb.cn/h.gXyZ?tk=abc CZ0001 点击链接直接打开', 'https://m.tb.cn/h.gXyZ?tk=abc'],
    [
      'a Tmall pay-for-me page',
      'https://buyertrade.tmall.com/pay/daifu.htm?bizOrderId=1',
      'https://buyertrade.tmall.com/pay/daifu.htm?bizOrderId=1',
    ],
    ['a 1688 link ending a sentence', 'Trả giúp: https://trade.1688.com/order/pay.htm?id=9.', 'https://trade.1688.com/order/pay.htm?id=9'],
    ['an Alipay code', 'https://qr.alipay.com/fkx1abc', 'https://qr.alipay.com/fkx1abc'],
    [
      'the first accepted link after another site’s',
      'xem https://example.com rồi trả https://pay.taobao.com/x',
      'https://pay.taobao.com/x',
    ],
  ])('reads %s', (_, text, url) => {
    expect(readPaymentLink(text)).toEqual({ ok: true, url });
  });

  it.each([
    ['text without a link', 'trả giúp em', 'none'],
    ['a link without a scheme', 'm.tb.cn/h.abc', 'none'],
    ['another site', 'https://pay.example.com/taobao.com', 'site'],
    ['a look-alike domain', 'https://faketaobao.com/pay', 'site'],
    ['a Taobao name in front of another host', 'https://taobao.com.evil.example/pay', 'site'],
    ['credentials disguising the host', 'https://m.tb.cn@evil.example/pay', 'site'],
  ])('refuses %s', (_, text, problem) => {
    expect(readPaymentLink(text)).toEqual({ ok: false, problem });
  });

  it('is replaced by the link it holds when the request is read, and named when it holds none', () => {
    const body = { site: 'taobao', sellerOrderIds: ['12345678901'], amountFen: 100 };
    expect(pobQuoteRequestSchema.parse({ ...body, paymentLink: '付款 https://m.tb.cn/h.A 谢谢' }).paymentLink).toBe('https://m.tb.cn/h.A');
    const refused = pobQuoteRequestSchema.safeParse({ ...body, paymentLink: 'không có link' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['paymentLink', v.paymentLinkNotFound]]);
  });
});
