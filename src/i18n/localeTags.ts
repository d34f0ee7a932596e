import { defaultLocale, locales, type Locale } from '../../contract/user';

/**
 * The same language under the names each consumer expects: the app and the server say `vi`,
 * `zh`, `en`; `<html lang>` wants the script for Chinese (fonts and screen readers pick
 * Simplified glyphs from it); Intl wants a region so money and dates follow that country.
 */
const tags: Record<Locale, { html: string; intl: string }> = {
  vi: { html: 'vi', intl: 'vi-VN' },
  zh: { html: 'zh-Hans', intl: 'zh-CN' },
  en: { html: 'en', intl: 'en-US' },
};

/**
 * Each language's name in that language, so a person finds their own whatever is on screen.
 * Not translated through Lingui on purpose: "中文" reads "中文" in every catalog.
 */
export const localeNames: Record<Locale, string> = {
  vi: 'Tiếng Việt',
  zh: '中文',
  en: 'English',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Lingui's `i18n.locale` is a plain string (empty before activation): anything unknown is Vietnamese. */
export function asLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export const htmlLangOf = (locale: Locale): string => tags[locale].html;

export const intlLocaleOf = (locale: Locale): string => tags[locale].intl;
