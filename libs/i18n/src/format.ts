import { LOCALE_TAGS, type Locale } from './locales.ts';

/**
 * Spec §9 puts a `$`-style prefix and a space before USD and MXN. A bare `$` would say nothing
 * about which dollar or peso it is (a Mexican site sells in MXN and USD, a Dominican one in DOP and
 * USD), so each names its country, the way the currencies are told apart at an exchange desk.
 */
const DOLLAR_PREFIXES: Readonly<Record<string, string>> = { USD: 'US$', MXN: 'MX$', DOP: 'RD$' };

/** Symbols Intl gives several currencies: a currency shown with one of them is named by its ISO code. */
const AMBIGUOUS_SYMBOLS = new Set(['$']);

/**
 * Formats an amount held as integer minor units (money is minor units + currency), through
 * Intl: Intl knows each currency's decimals and the locale's separators; only the symbol and its
 * place are adjusted to spec §9 and made unambiguous: `US$ 489.00`, `MX$ 9.534,99`, `RD$ 1.234,50`,
 * `489.00 €` for EUR in English, and the ISO code before any other currency Intl marks with a bare `$`
 * (`CAD 12.00`). The one formatter for pages, mails and PDFs.
 */
export function formatMoney(
  minor: number,
  currency: string,
  locale: Locale,
  opts: { whole?: boolean } = {},
): string {
  const { format, exponent } = moneyFormat(currency, locale, Boolean(opts.whole));
  const value = minor / 10 ** exponent;
  const parts = format.formatToParts(value);
  const number = parts
    .filter((p) => p.type !== 'currency' && p.type !== 'literal')
    .map((p) => p.value)
    .join('');
  const prefix = DOLLAR_PREFIXES[currency];
  if (prefix) return `${prefix} ${number}`;
  if (currency === 'EUR' && locale === 'en') return `${number} €`;
  const symbol = parts.find((p) => p.type === 'currency')?.value ?? '';
  if (AMBIGUOUS_SYMBOLS.has(symbol)) return `${currency} ${number}`;
  return format.format(value);
}

/**
 * Just the number of a whole-unit price, e.g. `3,450` for MX$ 3,450.40: for a grid of prices too
 * narrow to repeat the currency in each cell, where the currency is named once beside it.
 */
export function formatMoneyAmount(minor: number, currency: string, locale: Locale): string {
  const { format, exponent } = moneyFormat(currency, locale, true);
  return format
    .formatToParts(minor / 10 ** exponent)
    .filter((p) => p.type !== 'currency' && p.type !== 'literal')
    .map((p) => p.value)
    .join('');
}

/**
 * Building an Intl.NumberFormat costs far more than using one, and a page shows dozens of prices
 * (the profile of issue 14 found it on every SSR render): one per locale, currency and style.
 */
const moneyFormats = new Map<string, { format: Intl.NumberFormat; exponent: number }>();

function moneyFormat(currency: string, locale: Locale, whole: boolean) {
  const key = `${locale}|${currency}|${whole}`;
  let entry = moneyFormats.get(key);
  if (!entry) {
    entry = {
      format: new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      }),
      exponent: currencyDigits(currency),
    };
    moneyFormats.set(key, entry);
  }
  return entry;
}

/** How many minor units digits a currency has (2 for EUR, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
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

/**
 * A wall-clock time in an airport's IANA zone, e.g. 7:05 PM in en, 19:05 in es.
 * Timetables in Spanish and Portuguese use the 24-hour clock even where es-AR defaults to a. m./p. m.
 */
export function formatTime(at: Date, locale: Locale, timeZone: string): string {
  const clock: Intl.DateTimeFormatOptions =
    locale === 'en'
      ? { hour: 'numeric', minute: '2-digit' }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone, ...clock }).format(at);
}

/** A boarding sequence number as every pass shows it, screen and PDF alike: at least 3 digits (`007`). */
export function formatSequence(sequence: number): string {
  return String(sequence).padStart(3, '0');
}

/**
 * A calendar day held as `YYYY-MM-DD` (a search date, not an instant), e.g. "Fri, Nov 27"
 * (`day`: "Nov 27", for a chart's axis).
 * Formatted in UTC so the day never shifts with the browser's zone.
 */
export function formatIsoDay(
  isoDate: string,
  locale: Locale,
  style: 'short' | 'long' | 'month' | 'day' = 'short',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'day'
      ? { day: 'numeric', month: 'short' }
      : style === 'month'
        ? { month: 'long', year: 'numeric' }
        : style === 'long'
          ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
          : { weekday: 'short', day: 'numeric', month: 'short' };
  const text = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: 'UTC', ...options }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
  // A calendar heading stands alone: sentence case ("Noviembre de 2026"), never CSS's title
  // case, which also capitalised the preposition ("Noviembre De 2026").
  return style === 'month' ? text.charAt(0).toLocaleUpperCase(LOCALE_TAGS[locale]) + text.slice(1) : text;
}

/** A flight's length, e.g. "10h 15m" in en, "10 h 15 min" in es; units come from Intl, not the catalog. */
export function formatDuration(totalMinutes: number, locale: Locale): string {
  const unit = (value: number, u: 'hour' | 'minute') =>
    new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'unit', unit: u, unitDisplay: 'narrow' }).format(
      value,
    );
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (!hours) return unit(minutes, 'minute');
  return minutes ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
}
