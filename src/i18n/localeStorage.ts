import type { Locale } from '../../contract/user';
import { LOCALE_KEY } from './localeKey';
import { isLocale } from './localeTags';

export type LocaleStorage = {
  read(): Locale | null;
  write(locale: Locale): void;
};

/**
 * Storage may refuse (private windows, blocked site data): the language then simply lasts for
 * this visit instead of breaking the app, which is why errors are swallowed here and not for tokens.
 */
export function localLocaleStorage(storage: Storage = window.localStorage): LocaleStorage {
  return {
    read: () => {
      try {
        const value = storage.getItem(LOCALE_KEY);
        return isLocale(value) ? value : null;
      } catch {
        return null;
      }
    },
    write: (locale) => {
      try {
        storage.setItem(LOCALE_KEY, locale);
      } catch {
        // Not remembered; still applied for this visit.
      }
    },
  };
}
