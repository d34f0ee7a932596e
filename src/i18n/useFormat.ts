import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formattersFor, type Formatters } from './format';
import { asLocale } from './localeTags';

/**
 * Money, numbers and dates in the language on screen. Reading the locale through useLingui()
 * makes the component render again when the language changes, as its `<Trans>` texts do.
 */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  return useMemo(() => formattersFor(locale), [locale]);
}
