import { addDays } from '@skybook/inventory';

/**
 * IATA seasons: summer from the last Sunday of March, winter from the last Sunday of
 * October. Schedules are published per season so local times stay put across Europe's
 * clock changes (the block time absorbs the difference).
 */
export interface Season {
  /** Stable across runs: makes schedule ids deterministic. */
  code: number;
  from: string;
  to: string;
}

function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  return addDays(last.toISOString().slice(0, 10), -last.getUTCDay());
}

/** Every season that overlaps the local days `from`–`to`. */
export function seasonsBetween(from: string, to: string): Season[] {
  const seasons: Season[] = [];
  const firstYear = Number(from.slice(0, 4)) - 1;
  const lastYear = Number(to.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    const summerStart = lastSunday(year, 3);
    const winterStart = lastSunday(year, 10);
    const nextSummer = lastSunday(year + 1, 3);
    seasons.push({ code: (year - 2000) * 2 + 1, from: summerStart, to: addDays(winterStart, -1) });
    seasons.push({ code: (year - 2000) * 2 + 2, from: winterStart, to: addDays(nextSummer, -1) });
  }
  return seasons.filter((s) => s.to >= from && s.from <= to);
}
