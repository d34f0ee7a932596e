import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseLinkRequestSchema,
  parseProductLink,
  productRefSchema,
  productSites,
  productUrl,
  type ParsedProductLink,
  type ProductSite,
} from '../../contract/productLinks';
import { parseProductPath, productPath } from '../../contract/productPath';
import { v } from '../../contract/validation';
import { chinaSites } from '../../src/features/chinaWebProduct/sites';

const item = (site: ProductSite, itemId: string): ParsedProductLink => ({ kind: 'item', site, itemId });
const short = (site: ProductSite, url: string): ParsedProductLink => ({ kind: 'short', site, url });
const token = (site: ProductSite, value: string): ParsedProductLink => ({ kind: 'token', site, token: value });

const ID = '655512345678';

const cases: Array<[string, string, ParsedProductLink | null]> = [
  // Taobao
  ['the desktop item page', `https://item.taobao.com/item.htm?id=${ID}`, item('taobao', ID)],
  [
    'extra params around the id and a fragment',
    `https://item.taobao.com/item.htm?spm=a1z10.3-c.w4002-2.9.5d4e&ft=t&id=${ID}&ns=1&abbucket=17#detail`,
    item('taobao', ID),
  ],
  ['no scheme', `item.taobao.com/item.htm?id=${ID}`, item('taobao', ID)],
  ['plain http and an uppercase host', `http://ITEM.TAOBAO.COM/item.htm?id=${ID}`, item('taobao', ID)],
  ['the international mobile page', `https://m.intl.taobao.com/detail/detail.html?id=${ID}&spm=a2141.7631564`, item('taobao', ID)],
  ['world.taobao.com with the id in the path', `https://world.taobao.com/item/${ID}.htm?spm=a21wu.241046`, item('taobao', ID)],
  ['the h5 detail page', `https://h5.m.taobao.com/awp/core/detail.htm?ft=t&id=${ID}`, item('taobao', ID)],
  [
    'a market.m app page with id',
    `https://market.m.taobao.com/app/dinamic/h5-tb-detail/index.html?id=${ID}&sourceType=item`,
    item('taobao', ID),
  ],
  [
    'a market.m app page with itemId',
    `https://market.m.taobao.com/app/tb-source-app/detail/index.html?itemId=${ID}&from=share`,
    item('taobao', ID),
  ],
  ['a.m.taobao.com/iN.htm', `https://a.m.taobao.com/i${ID}.htm?sid=abc`, item('taobao', ID)],
  ['a Chinese full stop after the id', `看看这个 https://item.taobao.com/item.htm?id=${ID}。`, item('taobao', ID)],
  ['a closing parenthesis after the link', `(link: https://item.taobao.com/item.htm?id=${ID})`, item('taobao', ID)],
  ['full-width parentheses and colon', `链接：item.taobao.com/item.htm?id=${ID}）`, item('taobao', ID)],
  ['an HTML-escaped ampersand', `https://item.taobao.com/item.htm?spm=a1&amp;id=${ID}`, item('taobao', ID)],
  ['a zero-width space inside the link', `https://item.taobao\u200B.com/item.htm?id=${ID}`, item('taobao', ID)],
  [
    'a link wrapped by a login redirect',
    `https://login.taobao.com/member/login.jhtml?redirectURL=https%3A%2F%2Fitem.taobao.com%2Fitem.htm%3Fid%3D${ID}`,
    item('taobao', ID),
  ],
  // Tmall
  ['the Tmall desktop page', `https://detail.tmall.com/item.htm?id=${ID}&skuId=5123456789012`, item('tmall', ID)],
  ['the Tmall mobile page', `detail.m.tmall.com/item.htm?id=${ID}`, item('tmall', ID)],
  ['Tmall Supermarket', `https://chaoshi.detail.tmall.com/item.htm?spm=a3204&id=${ID}`, item('tmall', ID)],
  ['Tmall Global', `https://detail.tmall.hk/hk/item.htm?id=${ID}`, item('tmall', ID)],
  // 1688
  ['the 1688 offer page', `https://detail.1688.com/offer/${ID}.html?spm=a26352`, item('1688', ID)],
  ['the 1688 mobile offer page', `m.1688.com/offer/${ID}.html`, item('1688', ID)],
  ['the 1688 mobile detail page with offerId', `https://detail.m.1688.com/page/index.html?offerId=${ID}&sortType=`, item('1688', ID)],
  ['a 1688 winport page with offerId', `https://winport.m.1688.com/page/index.html?memberId=b2b-22&offerId=${ID}`, item('1688', ID)],
  // Pinduoduo
  ['the Pinduoduo goods page', `https://mobile.yangkeduo.com/goods.html?goods_id=${ID}`, item('pinduoduo', ID)],
  [
    'goods2.html with share params first',
    `https://mobile.yangkeduo.com/goods2.html?_wvx=10&share_uin=ABC&goods_id=${ID}&page_from=35`,
    item('pinduoduo', ID),
  ],
  ['mobile.pinduoduo.com', `mobile.pinduoduo.com/goods.html?goods_id=${ID}`, item('pinduoduo', ID)],
  // Inside text
  [
    'a Vietnamese sentence',
    `Shop ơi mua giúp em cái áo này nhé https://item.taobao.com/item.htm?id=${ID} size M màu đen, cảm ơn!`,
    item('taobao', ID),
  ],
  ['glued to Vietnamese words', `Linkđây:detail.1688.com/offer/${ID}.html,giá bao nhiêu ạ?`, item('1688', ID)],
  [
    'several links: the first item link',
    `https://detail.tmall.com/item.htm?id=${ID} và https://item.taobao.com/item.htm?id=612345678901`,
    item('tmall', ID),
  ],
  [
    'an item link after a short link',
    `【淘宝】https://m.tb.cn/h.5xyz1AB 原链接 https://item.taobao.com/item.htm?id=${ID}`,
    item('taobao', ID),
  ],
  [
    'a site link that is not an item before the item',
    `https://shop123.taobao.com/?spm=a1 rồi https://item.taobao.com/item.htm?id=${ID}`,
    item('taobao', ID),
  ],
  // Short links and passwords
  [
    'a Taobao share text with a short link',
    '【淘宝】https://m.tb.cn/h.5xyz1AB?tk=Ab1Cd2Ef3Gh CZ0001 「新款女装连衣裙」点击链接直接打开',
    short('taobao', 'https://m.tb.cn/h.5xyz1AB?tk=Ab1Cd2Ef3Gh'),
  ],
  [
    'the short link after the title',
    '【淘宝】限时特惠「夏季T恤」 https://e.tb.cn/h.gXyZ12?tk=Qw3Er4 MF6543',
    short('taobao', 'https://e.tb.cn/h.gXyZ12?tk=Qw3Er4'),
  ],
  ['a Tmall share text', '【天猫】「保温杯」 s.tb.cn/h.abc123', short('tmall', 'https://s.tb.cn/h.abc123')],
  [
    'a 1688 share text',
    '【1688】复制这段话打开阿里巴巴APP https://qr.1688.com/s/AbCdEf12 「工厂直销」',
    short('1688', 'https://qr.1688.com/s/AbCdEf12'),
  ],
  [
    'a short link in parentheses ending a sentence',
    'Link rút gọn (https://m.tb.cn/h.5xyz1AB).',
    short('taobao', 'https://m.tb.cn/h.5xyz1AB'),
  ],
  [
    'a Taobao affiliate click link',
    'https://s.click.taobao.com/t?e=m%3D2%26s%3Dabc',
    short('taobao', 'https://s.click.taobao.com/t?e=m%3D2%26s%3Dabc'),
  ],
  ['a yen-sign password', '￥AbCd1234￥', token('taobao', 'AbCd1234')],
  ['a password in parentheses', '(AbCd1234)', token('taobao', 'AbCd1234')],
  ['a password in a share text', '2:/（Xy7kLm9Qp2R）复制这条信息打开手机淘宝', token('taobao', 'Xy7kLm9Qp2R')],
  ['a euro-sign password from a 1688 share', '复制€Zq8wX5cV2bN€打开阿里巴巴', token('1688', 'Zq8wX5cV2bN')],
  // Nothing to read
  ['a bare id', ID, null],
  ['text without links', 'Shop ơi áo này còn size M không ạ? Giá 120 tệ', null],
  ['Chinese text without links', '这个商品还有货吗？谢谢', null],
  ['an empty paste', '   ', null],
  ['a taobao page that is not an item', 'https://s.taobao.com/search?q=%E8%BF%9E%E8%A1%A3%E8%A3%99', null],
  ['a shop page with a numeric id', `https://shop.m.taobao.com/shop/shop_index.htm?shop_id=${ID}`, null],
  ['a bare tb.cn', 'https://m.tb.cn/', null],
  ['a word in parentheses', 'Mua cái (iPhone15) này', null],
  // Lookalikes and absurd ids
  ['a suffix lookalike', `https://taobao.com.evil.com/item.htm?id=${ID}`, null],
  ['a prefix lookalike', `https://faketaobao.com/item.htm?id=${ID}`, null],
  ['a host hidden behind userinfo', `https://item.taobao.com@evil.com/item.htm?id=${ID}`, null],
  ['userinfo without a scheme', `item.taobao.com@evil.com/item.htm?id=${ID}`, null],
  ['a lookalike 1688', `https://detail.1688.com.cn/offer/${ID}.html`, null],
  ['a lookalike pinduoduo', `https://mobile-yangkeduo.com/goods.html?goods_id=${ID}`, null],
  ['a non-numeric id', 'https://item.taobao.com/item.htm?id=65551abc2345', null],
  ['an id of four digits', 'https://item.taobao.com/item.htm?id=1234', null],
  ['an id of 21 digits', `https://item.taobao.com/item.htm?id=${'9'.repeat(21)}`, null],
  ['an id run into letters', `https://item.taobao.com/item.htm?id=${ID}abc`, null],
  ['an id with a leading zero', 'https://detail.1688.com/offer/0655512345678.html', null],
];

describe('parseProductLink', () => {
  it('has at least 40 cases', () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases)('reads %s', (_name, text, expected) => {
    expect(parseProductLink(text)).toEqual(expected);
  });

  it('takes a bare id only when the caller names the site', () => {
    expect(parseProductLink(` ${ID} `, { site: '1688' })).toEqual(item('1688', ID));
    expect(parseProductLink('123', { site: '1688' })).toBeNull();
    expect(parseProductLink(`https://item.taobao.com/item.htm?id=${ID}`, { site: '1688' })).toEqual(item('taobao', ID));
  });

  it('ignores what comes after the first 5,000 characters', () => {
    expect(parseProductLink(`${'á '.repeat(2500)}https://item.taobao.com/item.htm?id=${ID}`)).toBeNull();
  });
});

// Junk never holds digits or URL characters, so it cannot form another link or glue onto ours.
const junk = fc.string({
  unit: fc.constantFrom('a', 'B', 'ơ', 'đ', ' ', '你', '好', '。', '，', '！', '「', '」', '【', '】', '\n', 'ạ', 'x'),
});
const before = fc.constantFrom(' ', '\n', '【淘宝】', ': ', '：', '（', '「');
const after = fc.constantFrom(' ', '\n', '。', '，', '」', '）', '!', '.', ')');
const scheme = fc.constantFrom('', 'http://', 'https://', 'HTTPS://');
const itemId = fc.stringMatching(/^[1-9][0-9]{4,19}$/);
const noise = fc.shuffledSubarray([
  'spm=a21n57.1.0.0',
  'ns=1',
  'abbucket=17',
  'skuId=5123456789',
  'sourceType=item',
  'ut_sk=1.XyZ_21380790',
  'share_crt_v=1',
]);

/** Link forms as customers paste them; `q` puts the id parameter among the noise. */
const templates: Array<[ProductSite, string, (id: string, q: (p: string) => string) => string]> = [
  ['taobao', 'item.taobao.com', (id, q) => `/item.htm?${q(`id=${id}`)}`],
  ['taobao', 'm.intl.taobao.com', (id, q) => `/detail/detail.html?${q(`id=${id}`)}`],
  ['taobao', 'world.taobao.com', (id) => `/item/${id}.htm`],
  ['taobao', 'h5.m.taobao.com', (id, q) => `/awp/core/detail.htm?${q(`id=${id}`)}`],
  ['taobao', 'market.m.taobao.com', (id, q) => `/app/dinamic/h5-tb-detail/index.html?${q(`itemId=${id}`)}`],
  ['taobao', 'a.m.taobao.com', (id) => `/i${id}.htm`],
  ['tmall', 'detail.tmall.com', (id, q) => `/item.htm?${q(`id=${id}`)}`],
  ['tmall', 'detail.m.tmall.com', (id, q) => `/item.htm?${q(`id=${id}`)}`],
  ['tmall', 'chaoshi.detail.tmall.com', (id, q) => `/item.htm?${q(`id=${id}`)}`],
  ['tmall', 'detail.tmall.hk', (id, q) => `/hk/item.htm?${q(`id=${id}`)}`],
  ['1688', 'detail.1688.com', (id) => `/offer/${id}.html`],
  ['1688', 'm.1688.com', (id) => `/offer/${id}.html`],
  ['1688', 'detail.m.1688.com', (id, q) => `/page/index.html?${q(`offerId=${id}`)}`],
  ['pinduoduo', 'mobile.yangkeduo.com', (id, q) => `/goods.html?${q(`goods_id=${id}`)}`],
  ['pinduoduo', 'mobile.yangkeduo.com', (id, q) => `/goods2.html?${q(`goods_id=${id}`)}`],
  ['pinduoduo', 'mobile.pinduoduo.com', (id, q) => `/goods.html?${q(`goods_id=${id}`)}`],
];

describe('parseProductLink on generated pastes', () => {
  it('finds the site and id of any link form inside any junk', () => {
    fc.assert(
      fc.property(
        fc.record({
          template: fc.constantFrom(...templates),
          id: itemId,
          scheme,
          upperHost: fc.boolean(),
          noise,
          at: fc.nat(),
          prefix: junk,
          suffix: junk,
          before,
          after,
        }),
        ({ template: [site, host, path], id, scheme, upperHost, noise, at, prefix, suffix, before, after }) => {
          const q = (p: string) => noise.toSpliced(at % (noise.length + 1), 0, p).join('&');
          const link = `${scheme}${upperHost ? host.toUpperCase() : host}${path(id, q)}`;
          expect(parseProductLink(`${prefix}${before}${link}${after}${suffix}`)).toEqual(item(site, id));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads its own canonical links back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...productSites), itemId, (site, id) => {
        expect(parseProductLink(productUrl({ site, itemId: id }))).toEqual(item(site, id));
      }),
    );
  });
});

describe('product paths and schemas', () => {
  it('writes and reads the route key', () => {
    expect(productPath({ site: '1688', itemId: ID })).toBe(`1688-${ID}`);
    expect(parseProductPath(`1688-${ID}`)).toEqual({ site: '1688', itemId: ID });
    expect(parseProductPath(`Taobao-${ID}`)).toEqual({ site: 'taobao', itemId: ID });
    fc.assert(
      fc.property(fc.constantFrom(...productSites), itemId, (site, id) => {
        expect(parseProductPath(productPath({ site, itemId: id }))).toEqual({ site, itemId: id });
      }),
    );
  });

  it('refuses keys that name no product', () => {
    for (const key of ['amazon-655512345678', 'taobao-123', 'taobao-65551x', 'taobao', `taobao-${ID}-1`, `-${ID}`]) {
      expect(parseProductPath(key)).toBeNull();
    }
  });

  it('names the same sites as the product route', () => {
    expect([...chinaSites]).toEqual([...productSites]);
  });

  it('checks the ParseLink request and response', () => {
    expect(parseLinkRequestSchema.safeParse({ text: ` 【淘宝】https://m.tb.cn/h.x ` }).data).toEqual({
      text: '【淘宝】https://m.tb.cn/h.x',
    });
    expect(parseLinkRequestSchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe(v.required);
    expect(parseLinkRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(v.required);
    expect(parseLinkRequestSchema.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(v.tooLong);
    expect(productRefSchema.safeParse({ site: 'tmall', itemId: ID }).success).toBe(true);
    expect(productRefSchema.safeParse({ site: 'amazon', itemId: ID }).success).toBe(false);
    expect(productRefSchema.safeParse({ site: 'tmall', itemId: '12ab5' }).success).toBe(false);
  });
});
