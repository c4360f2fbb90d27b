import type { Journey } from '@skybook/api-contract';

export type SortKey = 'price' | 'departure' | 'duration';
export type StopsFilter = 'any' | 'direct';
/** Departure time of day at the origin airport. */
export type DeparturePeriod = 'any' | 'morning' | 'afternoon' | 'evening';

export interface Arrangement {
  sort: SortKey;
  stops: StopsFilter;
  period: DeparturePeriod;
}

export const DEFAULT_ARRANGEMENT: Arrangement = { sort: 'price', stops: 'any', period: 'any' };

export function lowestTotal(journey: Journey): number {
  return Math.min(...journey.fares.map((f) => f.total.amount));
}

/** The hour (0–23) a journey leaves, on the origin airport's clock. */
export function localDepartureHour(journey: Journey): number {
  const first = journey.segments[0];
  if (!first) return 0;
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: first.departureTimeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(first.departureUtc));
  return Number(hour);
}

function inPeriod(journey: Journey, period: DeparturePeriod): boolean {
  if (period === 'any') return true;
  const hour = localDepartureHour(journey);
  if (period === 'morning') return hour < 12;
  if (period === 'afternoon') return hour >= 12 && hour < 18;
  return hour >= 18;
}

const departs = (j: Journey) => Date.parse(j.segments[0]?.departureUtc ?? '');

/** Filters then sorts; ties fall back to departure time so the order is stable and predictable. */
export function arrangeJourneys(
  journeys: readonly Journey[],
  { sort, stops, period }: Arrangement,
): Journey[] {
  const by: Record<SortKey, (a: Journey, b: Journey) => number> = {
    price: (a, b) => lowestTotal(a) - lowestTotal(b),
    departure: () => 0,
    duration: (a, b) => a.durationMinutes - b.durationMinutes,
  };
  return journeys
    .filter((j) => (stops === 'direct' ? j.stops === 0 : true) && inPeriod(j, period))
    .sort((a, b) => by[sort](a, b) || departs(a) - departs(b));
}
