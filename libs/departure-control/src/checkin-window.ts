/**
 * Decision 011, the one place that says when online check-in is open: from 48 hours until
 * 60 minutes before a flight's departure (UTC instants, so time zones cannot shift it).
 */
export const CHECKIN_OPENS_BEFORE_MS = 48 * 3_600_000;
export const CHECKIN_CLOSES_BEFORE_MS = 60 * 60_000;

export type CheckinState = 'not_open' | 'open' | 'closed';

export interface CheckinWindow {
  state: CheckinState;
  opensAt: string;
  closesAt: string;
}

/** The check-in window of one departure at `now`. */
export function checkinWindow(departureUtc: string, now: Date): CheckinWindow {
  const departure = Date.parse(departureUtc);
  const opensAt = departure - CHECKIN_OPENS_BEFORE_MS;
  const closesAt = departure - CHECKIN_CLOSES_BEFORE_MS;
  const t = now.getTime();
  return {
    state: t < opensAt ? 'not_open' : t < closesAt ? 'open' : 'closed',
    opensAt: new Date(opensAt).toISOString(),
    closesAt: new Date(closesAt).toISOString(),
  };
}

export interface WindowFlight {
  flightRef: string;
  direction: 'outbound' | 'inbound';
  departureUtc: string;
}

export interface ReservationWindow extends CheckinWindow {
  /**
   * The flights one check-in covers: the not-yet-departed flights of the journey of the next
   * departure (a connection is checked in through, on the window of its first flight).
   */
  flightRefs: string[];
}

/**
 * A reservation's check-in: the window of its next departure. With nothing left to fly it is
 * `closed` and covers no flight.
 */
export function reservationWindow(flights: readonly WindowFlight[], now: Date): ReservationWindow {
  const ahead = flights
    .filter((f) => Date.parse(f.departureUtc) > now.getTime())
    .sort((a, b) => Date.parse(a.departureUtc) - Date.parse(b.departureUtc));
  const next = ahead[0];
  if (!next) {
    const last =
      flights
        .map((f) => f.departureUtc)
        .sort()
        .at(-1) ?? now.toISOString();
    return { ...checkinWindow(last, now), state: 'closed', flightRefs: [] };
  }
  return {
    ...checkinWindow(next.departureUtc, now),
    flightRefs: ahead.filter((f) => f.direction === next.direction).map((f) => f.flightRef),
  };
}

/**
 * Spec §2 "open" reservation (→ /manage): its next departure is outside the check-in window,
 * before it opens or after it closed. Inside the window the form goes to check-in instead.
 */
export function isOpenReservation(flights: readonly WindowFlight[], now: Date): boolean {
  return reservationWindow(flights, now).state !== 'open';
}
