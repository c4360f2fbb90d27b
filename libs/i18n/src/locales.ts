/** The languages the product speaks (spec §1), keyed by the URL prefix. */
export const LOCALES = ['en', 'es', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags used for `<html lang>` and Intl formatting (spec §1, §9). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-AR', pt: 'pt-PT' };

/** Names shown in the language selector, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', pt: 'Português' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by the first path segment, or null when the path has no language prefix. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : null;
}
