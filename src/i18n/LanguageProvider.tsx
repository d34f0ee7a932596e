import { createContext, useContext, type ReactNode } from 'react';
import type { LanguageSetting } from './languageSetting';

const LanguageContext = createContext<LanguageSetting | null>(null);

export function LanguageProvider({ language, children }: { language: LanguageSetting; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The device's language setting, for the picker; the text itself follows Lingui's I18nProvider. */
export function useLanguageSetting(): LanguageSetting {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguageSetting() needs a <LanguageProvider>');
  return language;
}
