import type { Locale } from '../../contract/user';
import { pickLocale } from './acceptLanguage';
import { en } from './en';
import type { Messages } from './messages';
import { vi } from './vi';
import { zh } from './zh';

export type { Messages } from './messages';
export { pickLocale } from './acceptLanguage';

/** Every language the app speaks; the type makes a missing dictionary a compile error. */
export const dictionaries: Record<Locale, Messages> = { vi, zh, en };

/** The messages for a request, in the best language its `Accept-Language` header allows. */
export function messagesFor(acceptLanguage: string | undefined): Messages {
  return dictionaries[pickLocale(acceptLanguage)];
}

export function isKnownKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}

/** For messages not tied to a request, such as mail: the user's own language. */
export function messagesForLocale(locale: Locale): Messages {
  return dictionaries[locale];
}
