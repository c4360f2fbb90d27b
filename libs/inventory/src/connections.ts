/** Builds direct and one-stop journeys from flights already read from the database. */

export interface Leg {
  id: number;
  flightNumber: string;
  origin: string;
  destination: string;
  /** Local departure day at the origin, `YYYY-MM-DD`. */
  departureDate: string;
  departureUtc: Date;
  departureTimeZone: string;
  arrivalUtc: Date;
  arrivalTimeZone: string;
  aircraft: string;
  /** Seats free now (expired holds count as free). */
  available: number;
  baseFareEur: number;
  taxesEur: number;
  priceFactor: number;
}

export interface BuiltJourney {
  key: string;
  legs: Leg[];
  departureDate: string;
  durationMinutes: number;
  /** The fewest free seats on any flight of the journey. */
  available: number;
}

export interface ConnectionRules {
  minConnectionMinutes: number;
  maxConnectionMinutes: number;
}

export const DEFAULT_CONNECTION_RULES: ConnectionRules = {
  minConnectionMinutes: 60,
  maxConnectionMinutes: 24 * 60,
};

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

function journeyOf(legs: Leg[]): BuiltJourney {
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  return {
    key: legs.map((l) => `${l.flightNumber}@${l.departureDate}`).join('+'),
    legs,
    departureDate: first.departureDate,
    durationMinutes: minutesBetween(first.departureUtc, last.arrivalUtc),
    available: Math.min(...legs.map((l) => l.available)),
  };
}

/**
 * Direct flights `origin → destination`, plus `first` legs into a hub joined with `second`
 * legs from that hub that leave between the minimum and maximum connection time after
 * arrival. Sorted by departure, then duration.
 */
export function buildJourneys(
  origin: string,
  destination: string,
  firstLegs: readonly Leg[],
  secondLegs: readonly Leg[],
  rules: ConnectionRules = DEFAULT_CONNECTION_RULES,
): BuiltJourney[] {
  const journeys: BuiltJourney[] = [];
  const onwardByHub = new Map<string, Leg[]>();
  for (const leg of secondLegs) {
    if (leg.destination !== destination || leg.origin === origin) continue;
    const list = onwardByHub.get(leg.origin) ?? [];
    list.push(leg);
    onwardByHub.set(leg.origin, list);
  }
  for (const leg of firstLegs) {
    if (leg.origin !== origin) continue;
    if (leg.destination === destination) {
      journeys.push(journeyOf([leg]));
      continue;
    }
    for (const onward of onwardByHub.get(leg.destination) ?? []) {
      const wait = minutesBetween(leg.arrivalUtc, onward.departureUtc);
      if (wait >= rules.minConnectionMinutes && wait <= rules.maxConnectionMinutes)
        journeys.push(journeyOf([leg, onward]));
    }
  }
  return journeys.sort(
    (a, b) =>
      a.legs[0]!.departureUtc.getTime() - b.legs[0]!.departureUtc.getTime() ||
      a.durationMinutes - b.durationMinutes ||
      a.key.localeCompare(b.key),
  );
}
