import type { Airport } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';

/** Case- and accent-insensitive: "sao" finds São Paulo, "bogota" finds Bogotá. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Airports matching a query by code, city or name in the current language, best first:
 * exact code, then names starting with the query, then names containing it.
 */
export function filterAirports(airports: readonly Airport[], query: string, locale: Locale): Airport[] {
  const q = fold(query);
  if (!q) return [...airports].sort((a, b) => a.city[locale].localeCompare(b.city[locale], locale));
  const rank = (a: Airport): number => {
    const code = a.code.toLowerCase();
    const words = [fold(a.city[locale]), fold(a.name[locale])];
    if (code === q) return 0;
    if (words.some((w) => w.startsWith(q))) return 1;
    if (code.startsWith(q)) return 2;
    if (words.some((w) => w.includes(q)) || fold(`${a.city[locale]} ${a.code}`).includes(q)) return 3;
    return Infinity;
  };
  return airports
    .map((airport) => ({ airport, score: rank(airport) }))
    .filter((x) => x.score !== Infinity)
    .sort((x, y) => x.score - y.score || x.airport.city[locale].localeCompare(y.airport.city[locale], locale))
    .map((x) => x.airport);
}

export function airportLabel(airport: Airport, locale: Locale): string {
  return `${airport.city[locale]} (${airport.code})`;
}
