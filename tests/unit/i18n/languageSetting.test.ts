import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser, Locale } from '../../../contract/user';
import { activateDefaultLocale, i18n } from '../../../src/i18n';
import { createLanguageSetting } from '../../../src/i18n/languageSetting';
import { LOCALE_KEY } from '../../../src/i18n/localeKey';
import { localLocaleStorage } from '../../../src/i18n/localeStorage';
import { aUser } from '../fixtures';

/** Stands in for the session actor: whoever is signed in, pushed to subscribers. */
function fakeSession() {
  const listeners = new Set<(snapshot: { context: { user: CurrentUser | null } }) => void>();
  return {
    subscribe(listener: (snapshot: { context: { user: CurrentUser | null } }) => void) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    signIn(user: CurrentUser | null) {
      for (const listener of listeners) listener({ context: { user } });
    },
  };
}

function storageWith(locale?: string) {
  const data = new Map<string, string>(locale ? [[LOCALE_KEY, locale]] : []);
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  return { data, locales: localLocaleStorage(storage as Storage) };
}

const userIn = (locale: Locale): CurrentUser => ({ ...aUser, locale });

afterEach(() => activateDefaultLocale());

describe('the language setting', () => {
  it('starts in the language stored on the device', async () => {
    activateDefaultLocale();
    const language = createLanguageSetting({ storage: storageWith('zh').locales });
    expect(language.current()).toBe('zh');
    await language.settled();
    expect(i18n.locale).toBe('zh');
  });

  it('starts in Vietnamese when nothing (or nonsense) is stored', async () => {
    const language = createLanguageSetting({ storage: storageWith('klingon').locales });
    await language.settled();
    expect(i18n.locale).toBe('vi');
  });

  it('follows the signed-in account’s language on a device where nobody picked one', async () => {
    const session = fakeSession();
    const { data, locales } = storageWith();
    const language = createLanguageSetting({ storage: locales });
    language.follow(session);
    session.signIn(userIn('en'));
    await language.settled();
    expect(i18n.locale).toBe('en');
    // Followed, not picked: the device still has no choice of its own.
    expect(data.has(LOCALE_KEY)).toBe(false);
  });

  it('keeps the device’s own choice over the account’s', async () => {
    const session = fakeSession();
    const language = createLanguageSetting({ storage: storageWith('zh').locales });
    language.follow(session);
    session.signIn(userIn('en'));
    await language.settled();
    expect(i18n.locale).toBe('zh');
  });

  it('remembers a pick and applies only the latest of overlapping picks', async () => {
    const { data, locales } = storageWith();
    const language = createLanguageSetting({ storage: locales });
    const first = language.choose('en');
    const second = language.choose('zh');
    await Promise.all([first, second, language.settled()]);
    expect(i18n.locale).toBe('zh');
    expect(data.get(LOCALE_KEY)).toBe('zh');
  });
});
