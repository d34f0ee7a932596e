import type { Locale } from '../../contract/user';
import { i18n } from './index';
import { asLocale, intlLocaleOf } from './localeTags';

/** Every date the app shows is a Vietnamese date: orders, payments and warehouses run on Hanoi time. */
const APP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** What the app formats; each kind is one Intl formatter per language. */
const options = {
  // VND has no minor unit; Intl knows, so no fraction digits appear.
  vnd: { style: 'currency', currency: 'VND' },
  // The narrow symbol (¥ rather than CN¥): within this app the yuan is the only ¥ there is.
  cny: { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' },
  number: {},
  date: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: APP_TIME_ZONE },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: APP_TIME_ZONE },
} satisfies Record<string, Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>;

type NumberKind = 'vnd' | 'cny' | 'number';
type DateKind = 'date' | 'dateTime';

// Building an Intl formatter costs far more than using one, and lists format hundreds of values.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

function numberFormat(locale: Locale, kind: NumberKind): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlLocaleOf(locale), options[kind])));
  return format;
}

function dateFormat(locale: Locale, kind: DateKind): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocaleOf(locale), options[kind])));
  return format;
}

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' })));
  return format;
}

/**
 * The formatters pages use most, built before the first page needs them: the first number and
 * the first date formatter a page builds load the language's data (on Lighthouse's mobile CPU,
 * about 60 and 50 ms), which otherwise lands in the render that first shows an amount or a date.
 * One per call, so each fits in a moment of idle time.
 */
export const formatterPreparations = (locale: Locale): Array<() => void> => [
  () => numberFormat(locale, 'vnd'),
  () => numberFormat(locale, 'number'),
  () => dateFormat(locale, 'date'),
  () => dateFormat(locale, 'dateTime'),
];

/** The language Lingui shows now; every formatter defaults to it. */
const active = (): Locale => asLocale(i18n.locale);

/** An amount in đồng (an integer, as the API sends `…Vnd` fields): "1.825.000 ₫" in Vietnamese. */
export function formatVnd(amountVnd: number, locale: Locale = active()): string {
  return numberFormat(locale, 'vnd').format(amountVnd);
}

/** An amount in fen (1/100 ¥, as the API sends `…Fen` fields): "¥500.00" in Chinese, "500,00 ¥" in Vietnamese. */
export function formatCny(amountFen: number, locale: Locale = active()): string {
  return numberFormat(locale, 'cny').format(amountFen / 100);
}

export function formatNumber(value: number, locale: Locale = active()): string {
  return numberFormat(locale, 'number').format(value);
}

/** An ISO 8601 time as a calendar date in Vietnam: "01/01/2025", "2025/01/01". */
export function formatDate(iso: string, locale: Locale = active()): string {
  return dateFormat(locale, 'date').format(new Date(iso));
}

/** An ISO 8601 time as a date and a 24- or 12-hour time in Vietnam, as the language writes it. */
export function formatDateTime(iso: string, locale: Locale = active()): string {
  return dateFormat(locale, 'dateTime').format(new Date(iso));
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago (or from now) `iso` is, in the largest whole unit: "3 giờ trước", "昨天", "in 2 days". */
export function formatRelative(iso: string, now: Date = new Date(), locale: Locale = active()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return relativeFormat(locale).format(Math.trunc(seconds / size), unit);
}

export type Formatters = {
  vnd(amountVnd: number): string;
  cny(amountFen: number): string;
  number(value: number): string;
  date(iso: string): string;
  dateTime(iso: string): string;
  relative(iso: string, now?: Date): string;
};

/** The formatters above, fixed to one language (what useFormat() hands to components). */
export function formattersFor(locale: Locale): Formatters {
  return {
    vnd: (amount) => formatVnd(amount, locale),
    cny: (fen) => formatCny(fen, locale),
    number: (value) => formatNumber(value, locale),
    date: (iso) => formatDate(iso, locale),
    dateTime: (iso) => formatDateTime(iso, locale),
    relative: (iso, now) => formatRelative(iso, now, locale),
  };
}
