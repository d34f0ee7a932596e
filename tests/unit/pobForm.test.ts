import { describe, expect, it } from 'vitest';
import { fenToYuanText, yuanToFen } from '../../src/components/pob/yuan';
import { checkPobForm, emptyPobForm, siteOfLink, splitOrderIds } from '../../src/components/pob/pobForm';

describe('the pay-on-behalf form', () => {
  it.each([
    ['123.45', 12_345],
    ['123,45', 12_345],
    ['¥ 80', 8_000],
    ['0.5', 50],
    ['99999', 9_999_900],
  ])('reads %s as %i fen', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen);
  });

  it.each(['1.234,5', '1,234.56', '12.345', '-5', '1e3', '', 'mười'])('asks again for %j instead of guessing', (text) => {
    expect(yuanToFen(text)).toBeNull();
  });

  it('writes fen back as the form shows them', () => {
    expect([12_345, 8_000, 50, 5].map(fenToYuanText)).toEqual(['123.45', '80', '0.50', '0.05']);
  });

  it('splits order numbers pasted one a line or with commas, full-width ones too', () => {
    expect(splitOrderIds('111111111\n222222222, 333333333，444444444')).toEqual(['111111111', '222222222', '333333333', '444444444']);
  });

  it('names the site from the link when its host says it', () => {
    expect(siteOfLink('https://trade.1688.com/order/pay?id=1')).toBe('1688');
    expect(siteOfLink('分享 https://pages.tmall.com/wow/pay?x=1')).toBe('tmall');
    expect(siteOfLink('https://main.m.taobao.com/pay.html')).toBe('taobao');
    expect(siteOfLink('https://m.tb.cn/h.5Xy1AbC')).toBeNull();
    expect(siteOfLink('no link here')).toBeNull();
  });

  it('gives the request the contract expects, with the link found in the paste', () => {
    const check = checkPobForm({
      ...emptyPobForm,
      paymentText: '帮我付款 https://m.tb.cn/h.abc?tk=1 打开',
      orderIdsText: '3791234567890123456',
      amountText: '10',
    });
    expect(check).toEqual({
      ok: true,
      request: {
        site: 'taobao',
        paymentLink: 'https://m.tb.cn/h.abc?tk=1',
        sellerOrderIds: ['3791234567890123456'],
        amountFen: 1_000,
        note: '',
      },
    });
  });
});
