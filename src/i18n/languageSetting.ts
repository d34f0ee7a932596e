import { defaultLocale, type CurrentUser, type Locale } from '../../contract/user';
import { applyCatalog, i18n, loadCatalog } from './index';
import type { LocaleStorage } from './localeStorage';

/** The part of the session actor this needs: whoever is signed in, as it changes. */
type UserSource = {
  subscribe(listener: (snapshot: { context: { user: CurrentUser | null } }) => void): { unsubscribe(): void };
};

export type LanguageSetting = {
  /**
   * The language shown, or being loaded to be shown: what API calls ask the server for, so that
   * a call made while the catalog loads is already answered in the right language.
   */
  current(): Locale;
  /** A person picked `locale` on this device: remember it here and switch to it. */
  choose(locale: Locale): Promise<void>;
  /** Resolves once the latest switch is applied; main.tsx waits for it before the first render. */
  settled(): Promise<void>;
  /** From now on, follow the signed-in account's language where the device has no choice. Returns the stop function. */
  follow(session: UserSource): () => void;
};

/**
 * Which language the app speaks: the one picked on this device, else the signed-in person's
 * account language, else Vietnamese. Starts switching at once (zh and en load as chunks, in
 * parallel with the user's load). Switches can overlap (a slow chunk, then another pick): only
 * the latest one is applied.
 */
export function createLanguageSetting({ storage }: { storage: LocaleStorage }): LanguageSetting {
  let wanted: Locale = storage.read() ?? defaultLocale;
  let latest = 0;
  let pending: Promise<void> = Promise.resolve();

  function switchTo(locale: Locale): Promise<void> {
    const ticket = ++latest;
    wanted = locale;
    if (i18n.locale === locale) return (pending = Promise.resolve());
    pending = loadCatalog(locale).then(
      (messages) => {
        if (ticket === latest) applyCatalog(locale, messages);
      },
      // A chunk that failed to load (offline, or removed by a deploy) leaves the page readable
      // in the language it already shows; the choice stays stored for the next start.
      (error: unknown) => console.warn(`could not load the ${locale} catalog`, error),
    );
    return pending;
  }

  void switchTo(wanted);

  return {
    current: () => wanted,
    choose: (locale) => {
      storage.write(locale);
      return switchTo(locale);
    },
    settled: async () => {
      let seen: Promise<void>;
      do {
        seen = pending;
        await seen;
      } while (seen !== pending);
    },
    follow: (session) => {
      const subscription = session.subscribe(({ context: { user } }) => {
        // The account's language applies only where nobody picked one on the device itself.
        if (user && storage.read() === null && user.locale !== wanted) void switchTo(user.locale);
      });
      return () => subscription.unsubscribe();
    },
  };
}
