import { useLingui } from '@lingui/react/macro';
import { isLocale, type Locale } from '@skybook/i18n';

/** The page's language as a supported locale (formatters and links need one). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}
