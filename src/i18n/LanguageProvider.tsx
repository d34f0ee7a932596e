import { createRequiredContext } from '../lib/requiredContext';
import type { LanguageSetting } from './languageSetting';

/** The device's language setting, for the picker; the text itself follows Lingui's I18nProvider. */
export const [LanguageProvider, useLanguageSetting] = createRequiredContext<LanguageSetting>('useLanguageSetting', 'LanguageProvider');
