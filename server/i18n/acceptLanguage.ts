import { defaultLocale, locales, type Locale } from '../../contract/user';

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): ranges by
 * quality, highest first, ties in the order written; a range matches by its primary subtag, so
 * `zh-CN`, `zh-Hans` and `zh-TW` read Simplified Chinese (closer than Vietnamese for any Chinese
 * reader) and `en-US` reads English. `q=0` means "not this one". Nothing usable → Vietnamese.
 */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      return { primary: range.toLowerCase().split('-')[0] ?? '', quality: q ? quality(q.slice(2)) : 1, index };
    })
    .filter((r) => r.primary && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranges) {
    if (isLocale(primary)) return primary;
    // `*` is "anything": ours is Vietnamese.
    if (primary === '*') return defaultLocale;
  }
  return defaultLocale;
}

/** A malformed weight counts as 0 rather than letting junk outrank well-formed ranges. */
function quality(text: string): number {
  const value = Number(text);
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text) && Number.isFinite(value) ? value : 0;
}

function isLocale(tag: string): tag is Locale {
  return (locales as readonly string[]).includes(tag);
}
