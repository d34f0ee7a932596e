import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../contract/user';
import { messages as viMessages } from '../../locales/vi/messages.po';

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
  i18n.loadAndActivate({ locale: 'vi', messages: viMessages });
}

export async function activateLocale(locale: Locale) {
  i18n.loadAndActivate({ locale, messages: await loaders[locale]() });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
