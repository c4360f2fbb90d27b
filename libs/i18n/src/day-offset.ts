/** A flight or journey's two ends: UTC instants and each airport's IANA zone (what the API answers). */
export interface FlightEnds {
  departureUtc: string;
  departureTimeZone: string;
  arrivalUtc: string;
  arrivalTimeZone: string;
}

const DAY_MS = 86_400_000;

/** The calendar day of an instant on an airport's clock, `YYYY-MM-DD` (en-CA writes dates that way). */
export function localDay(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(typeof at === 'string' ? new Date(at) : at);
}

/**
 * How many calendar days after its departure day a flight lands, each day read on its own airport's
 * clock: 0 the same day, 1 the next (shown "+1"), 2 two days later; −1 when a flight westwards over
 * the date line lands the day before. The one rule for the select step, confirmation, manage, mails
 * and boarding passes.
 */
export function arrivalDayOffset(flight: FlightEnds): number {
  const departs = Date.parse(`${localDay(flight.departureUtc, flight.departureTimeZone)}T00:00:00Z`);
  const arrives = Date.parse(`${localDay(flight.arrivalUtc, flight.arrivalTimeZone)}T00:00:00Z`);
  return Math.round((arrives - departs) / DAY_MS);
}

/** The mark beside an arrival time: `+1`, `+2`, `-1`, or '' on the same day. */
export function dayOffsetMark(offset: number): string {
  return offset > 0 ? `+${offset}` : offset < 0 ? `-${-offset}` : '';
}
