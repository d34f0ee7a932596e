import type { Locale } from '../../contract/user';
import type { Messages } from './messages';
import { vi } from './vi';

export type { Messages } from './messages';

/** zh and en join here once translated; until then every request is answered in Vietnamese. */
const dictionaries: Partial<Record<Locale, Messages>> & { vi: Messages } = { vi };

/** Picks the first language of an Accept-Language header that has a dictionary. */
export function messagesFor(acceptLanguage: string | undefined): Messages {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    const found = tag ? dictionaries[tag as Locale] : undefined;
    if (found) return found;
  }
  return dictionaries.vi;
}

export function isKnownKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}

/** For messages not tied to a request, such as mail: the user's own language. */
export function messagesForLocale(locale: Locale): Messages {
  return dictionaries[locale] ?? dictionaries.vi;
}
