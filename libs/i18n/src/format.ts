import { LOCALE_TAGS, type Locale } from './locales.ts';

/**
 * Formats an amount held as integer minor units (spec: money is minor units + currency).
 * Intl knows each currency's decimals, so JPY-like currencies need no special case.
 */
export function formatMoney(minor: number, currency: string, locale: Locale, opts: { whole?: boolean } = {}): string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'currency',
    currency,
    ...(opts.whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** A calendar date shown in a given IANA zone (an airport's), e.g. 11/22/2026 in en. */
export function formatDate(at: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}
