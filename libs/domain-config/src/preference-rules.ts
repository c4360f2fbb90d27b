import type { Domain } from '@skybook/api-contract';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@skybook/i18n';

/** Spec §4 "Language default": the domain's default language unless the visitor chose one. */
export function defaultLocale(
  domain: Domain | null,
  stored: { locale?: string | undefined; localeChanged: boolean },
): Locale {
  if (stored.localeChanged && isLocale(stored.locale)) return stored.locale;
  const code = domain?.languages.find((l) => l.id === domain.languageId)?.code;
  return isLocale(code) ? code : DEFAULT_LOCALE;
}

/** Spec §3/§9: EUR when nothing else is known. */
export const DEFAULT_CURRENCY = 'EUR';

/**
 * Spec §4 "Currency default": the domain's default only if the visitor has not changed it;
 * a stored choice this domain does not sell in falls back to the default too.
 */
export function defaultCurrency(
  domain: Domain | null,
  stored: string | undefined,
): { currency: string; changed: boolean } {
  const offered = domain?.currencies.map((c) => c.code) ?? [];
  if (stored && offered.includes(stored)) return { currency: stored, changed: true };
  const code = domain?.currencies.find((c) => c.id === domain.currencyId)?.code;
  return { currency: code ?? DEFAULT_CURRENCY, changed: false };
}

/** The `language_id` the content API wants for a locale; the domain default when it does not offer it. */
export function languageIdOf(domain: Domain, locale: string): number {
  return domain.languages.find((l) => l.code === locale)?.id ?? domain.languageId;
}
