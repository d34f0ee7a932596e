import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../contract/user';
import { messages as viMessages } from '../../locales/vi/messages.po';
import { loadedFeatureMessages } from './featureCatalogs';
import { htmlLangOf } from './localeTags';

export { i18n };

/**
 * Vietnamese is bundled (it is what nearly everyone sees first); other languages load on demand.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  vi: async () => viMessages,
  zh: async () => (await import('../../locales/zh/messages.po')).messages,
  en: async () => (await import('../../locales/en/messages.po')).messages,
};

export function activateDefaultLocale() {
  applyCatalog('vi', viMessages);
}

/**
 * Fetches a language's catalog (a separate chunk for zh and en) without switching to it, with the
 * catalogs of the features already opened (src/i18n/featureCatalogs.ts) in that language.
 */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const [base, features] = await Promise.all([loaders[locale](), loadedFeatureMessages(locale)]);
  return { ...base, ...features };
}

/** Switches every `<Trans>` and `t` to `locale`, and tells the browser (screen readers, fonts). */
export function applyCatalog(locale: Locale, messages: Messages) {
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(locale);
}

export async function activateLocale(locale: Locale) {
  applyCatalog(locale, await loadCatalog(locale));
}
