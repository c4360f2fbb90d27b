export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALE_NAMES,
  isLocale,
  localeFromPath,
  type Locale,
} from './locales.ts';
export { loadCatalog, loadAgencyCatalog, mergedCatalogs, type CatalogLoader } from './catalogs.ts';
export { createI18n, activateLocale } from './create-i18n.ts';
export {
  formatMoney,
  formatDate,
  formatTime,
  formatIsoDay,
  formatMoneyAmount,
  currencyDigits,
  formatDuration,
  formatSequence,
} from './format.ts';
export { arrivalDayOffset, dayOffsetMark, localDay, type FlightEnds } from './day-offset.ts';
