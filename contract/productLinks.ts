import { z } from 'zod/mini';
import { v } from './validation';
import { ITEM_ID, type ProductRef } from './productPath';
import { productSites, type ProductSite } from './productSites';

/**
 * Product links and share texts from the Chinese sites, read into `{ site, itemId }`. The app reads a paste box with it and opens `/chinaWebProduct/{site}-{itemId}`;
 * the server answers `POST /ChinaWebProduct/ParseLink` with it. Pure string work, no network:
 * a short link or a Taobao password names no item until someone follows it, so those come back as
 * their own kinds for the server to resolve, never with a guessed id.
 */
export { productSites, type ProductSite } from './productSites';

export const productRefSchema = z.object({
  site: z.enum(productSites),
  itemId: z.string().check(z.regex(ITEM_ID)),
}) satisfies z.ZodMiniType<ProductRef>;

/** `POST /ChinaWebProduct/ParseLink`: whatever the customer pasted; the answer is a ProductRef. */
export const parseLinkRequestSchema = z.object({
  text: z.string({ error: v.required }).check(z.trim(), z.minLength(1, { error: v.required }), z.maxLength(2000, { error: v.tooLong })),
});

export type ParsedProductLink =
  | ({ kind: 'item' } & ProductRef)
  /** m.tb.cn, qr.1688.com/s/…: the item is wherever the redirect goes; `site` is a hint. */
  | { kind: 'short'; site: ProductSite; url: string }
  /** A Taobao password (淘口令, `￥AbCd1234￥`): only Taobao's own service can open it. */
  | { kind: 'token'; site: ProductSite; token: string };

// ── Finding links in text ──────────────────────────────────────────────────────────────────────

/** A paste is a message, not a book; the cap bounds the regex work on the client too. */
const MAX_TEXT = 5000;

/**
 * A URL-looking run: optional scheme, optional userinfo (captured so that `a.taobao.com@evil.com`
 * is seen as evil.com and refused, not as a taobao link), a host ending in a letters-only TLD that
 * is not glued to more host characters, then an optional port and path/query/fragment of URL
 * characters. Non-ASCII (Vietnamese, Chinese, `。`, `」`) ends a link, as chat apps render it.
 */
const CANDIDATE =
  /(?:https?:\/\/)?(?:[\w.~%!$&'()*+,;=:-]+@)?(?:[a-z0-9-]+\.)+[a-z]{2,24}(?![a-z0-9-])(?::\d{1,5})?(?:[/?#][\w.~:/?#[\]@!$&'()*+,;=%-]*)?/gi;

/** Chat apps and sentences leave these after a link; they never end a real product URL. */
const TRAILING = /[.,;:!?'"*]$/;

function trimTrailing(candidate: string): string {
  let s = candidate;
  for (;;) {
    const last = s.at(-1);
    const count = (c: string) => s.split(c).length - 1;
    if (last !== undefined && TRAILING.test(last)) s = s.slice(0, -1);
    else if (last === ')' && count(')') > count('(')) s = s.slice(0, -1);
    else if (last === ']' && count(']') > count('[')) s = s.slice(0, -1);
    else return s;
  }
}

function toUrl(candidate: string): URL | null {
  try {
    const url = new URL(/^https?:\/\//i.test(candidate) ? candidate : `https://${candidate}`);
    // Credentials in a product link only ever serve to disguise the real host.
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/**
 * Full-width forms (`ｈｔｔｐｓ：／／`, `（…）`, `￥`) become ASCII under NFKC; zero-width characters
 * some chat apps insert inside links are dropped; `&amp;` is what an HTML copy leaves of `&`.
 */
function normalize(text: string): string {
  return text
    .slice(0, MAX_TEXT)
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/&amp;/gi, '&');
}

// ── Reading one URL ───────────────────────────────────────────────────────────────────────────

/** The host is the domain itself or a proper subdomain: `faketaobao.com` and `taobao.com.evil.com` are not. */
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The ids in the named parameters, then in those of a hash route (`#/detail?id=N`), names compared
 * case-blind. A message can glue punctuation and words onto the last parameter (`id=123,giá`): the
 * digits before a punctuation mark still count, digits run into letters (`id=123abc`) do not.
 */
function param(url: URL, names: ReadonlyArray<string>): Array<string | undefined> {
  const hash = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  const all = [...url.searchParams, ...new URLSearchParams(hash)];
  return names.flatMap((name) =>
    all.filter(([key]) => key.toLowerCase() === name).map(([, value]) => /^\s*(\d+)(?:[.,;!?)\]'"*]|\s*$)/.exec(value)?.[1]),
  );
}

function ref(site: ProductSite, ids: ReadonlyArray<string | undefined>): ProductRef | null {
  const itemId = ids.find((id) => id !== undefined && ITEM_ID.test(id));
  return itemId ? { site, itemId } : null;
}

/**
 * Taobao and Tmall put the id in the path (`world.taobao.com/item/N.htm`, `a.m.taobao.com/iN.htm`)
 * or in `id`/`itemId` on an item page. Shop, search and login pages carry other ids, so a query id
 * counts only on an item or detail host or path, or a mobile `/app/` page.
 */
function taobaoItem(site: 'taobao' | 'tmall', url: URL): ProductRef | null {
  const inPath = /\/(?:item\/|i)(\d+)\.html?(?!\w)/i.exec(url.pathname)?.[1];
  const itemPage = /^(?:item|detail)\./.test(url.hostname) || /item|detail|^\/app\//i.test(url.pathname + url.hash);
  return ref(site, [inPath, ...(itemPage ? param(url, ['id', 'itemid', 'item_id']) : [])]);
}

function itemOf(url: URL): ProductRef | null {
  const host = url.hostname;
  if (within(host, 'tmall.com') || within(host, 'tmall.hk')) return taobaoItem('tmall', url);
  if (within(host, 'taobao.com')) return taobaoItem('taobao', url);
  if (within(host, '1688.com')) {
    return ref('1688', [/\/offer\/(\d+)\.html?(?!\w)/i.exec(url.pathname)?.[1], ...param(url, ['offerid', 'offer_id'])]);
  }
  if (within(host, 'yangkeduo.com') || within(host, 'pinduoduo.com')) return ref('pinduoduo', param(url, ['goods_id', 'goodsid']));
  return null;
}

/** Redirecting links: the id appears only after following them, which is the server's job. */
function shortSite(url: URL, text: string): ProductSite | null {
  const host = url.hostname;
  if (url.pathname.length <= 1) return null;
  if (within(host, 'tb.cn')) return shareSite(text) === 'tmall' ? 'tmall' : 'taobao';
  if (within(host, 's.click.taobao.com')) return 'taobao';
  if (within(host, 'qr.1688.com')) return '1688';
  if (within(host, 'p.pinduoduo.com') || within(host, 'p.yangkeduo.com')) return 'pinduoduo';
  return null;
}

/** Share texts say which app made them: 【天猫】, "打开阿里巴巴" (1688); Taobao otherwise. */
function shareSite(text: string): ProductSite {
  if (/阿里巴巴|【1688】/.test(text)) return '1688';
  if (/天猫|天貓/.test(text)) return 'tmall';
  return 'taobao';
}

/**
 * One URL as an item or a short link. A link wrapped in another (a login page's `redirectURL`,
 * Facebook's `l.php?u=`) is read from the parameter, a level or two deep.
 */
function classify(url: URL, text: string, depth = 0): ParsedProductLink | null {
  const item = itemOf(url);
  if (item) return { kind: 'item', ...item };
  const site = shortSite(url, text);
  if (site) return { kind: 'short', site, url: url.href };
  if (depth >= 2) return null;
  for (const [, value] of url.searchParams) {
    const inner = /^https?:\/\//i.test(value) ? toUrl(value) : null;
    const found = inner && classify(inner, text, depth + 1);
    if (found) return found;
  }
  return null;
}

// ── Passwords and bare ids ────────────────────────────────────────────────────────────────────

/**
 * Taobao passwords come between two equal currency signs (`￥…￥`, `€…€`, `₤…₤`; NFKC has made `￥`
 * into `¥`) or in parentheses. Parentheses are common in ordinary text, so that form needs letters
 * and digits and either a share text around it or nothing else in the paste.
 */
const TOKEN_SIGNED = /([¥$€£₤₳¢₴₰₵₲])([A-Za-z0-9]{8,14})\1/;
const TOKEN_PAREN = /\(([A-Za-z0-9]{8,14})\)/;
const SHARE_TEXT = /淘宝|淘寶|天猫|天貓|手淘|淘口令|复制|復制|打开|打開|阿里巴巴|taobao|tmall/i;

function tokenOf(text: string): ParsedProductLink | null {
  const signed = TOKEN_SIGNED.exec(text)?.[2];
  if (signed && /[A-Za-z]/.test(signed)) return { kind: 'token', site: shareSite(text), token: signed };
  const paren = TOKEN_PAREN.exec(text);
  const body = paren?.[1];
  if (!paren || !body || !/[A-Za-z]/.test(body) || !/\d/.test(body)) return null;
  const alone = /^(?:\d+:\/+)?$/.test(text.replace(paren[0], '').replace(/\s/g, ''));
  return alone || SHARE_TEXT.test(text) ? { kind: 'token', site: shareSite(text), token: body } : null;
}

// ── The API ───────────────────────────────────────────────────────────────────────────────────

/**
 * Reads a pasted link or share text. With several links, the first item link wins, wherever it
 * stands: it needs no redirect, and a message naming two different products is ambiguous anyway.
 * Without an item link, the first short link; without any link, a Taobao password. A bare number
 * names nothing (it could be any site's id, or an order number) unless the caller says the site.
 */
export function parseProductLink(text: string, options: { site?: ProductSite } = {}): ParsedProductLink | null {
  const clean = normalize(text);
  const links = [...clean.matchAll(CANDIDATE)].flatMap((m) => {
    const url = toUrl(trimTrailing(m[0]));
    const found = url && classify(url, clean);
    return found ? [found] : [];
  });
  const bare = clean.trim();
  return (
    links.find((l) => l.kind === 'item') ??
    links.find((l) => l.kind === 'short') ??
    tokenOf(clean) ??
    (options.site && ITEM_ID.test(bare) ? { kind: 'item', site: options.site, itemId: bare } : null)
  );
}

/** The canonical link to open on the site itself. Pinduoduo has no desktop item page. */
export function productUrl({ site, itemId }: ProductRef): string {
  switch (site) {
    case 'taobao':
      return `https://item.taobao.com/item.htm?id=${itemId}`;
    case 'tmall':
      return `https://detail.tmall.com/item.htm?id=${itemId}`;
    case '1688':
      return `https://detail.1688.com/offer/${itemId}.html`;
    case 'pinduoduo':
      return `https://mobile.yangkeduo.com/goods.html?goods_id=${itemId}`;
  }
}
