import type { Locale } from '@skybook/i18n';

export const LOCALE_COOKIE = 'lang';
/** Spec §3 stored value `locale_changed`: the visitor picked a language, so the domain default no longer applies. */
export const LOCALE_CHANGED_COOKIE = 'locale_changed';
const YEAR_S = 365 * 24 * 60 * 60;

/** Spec §4 selector: remember the language for a year (spec §9) and mark it as the visitor's own choice. */
export function chooseLocale(locale: Locale): void {
  for (const [name, value] of [
    [LOCALE_COOKIE, locale],
    [LOCALE_CHANGED_COOKIE, '1'],
  ]) {
    document.cookie = `${name}=${value}; path=/; max-age=${YEAR_S}; samesite=lax`;
  }
}
