import { and, between, eq, inArray, isNull, lte, sql, sum } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import type { Leg } from './connections.ts';

const { datedFlights, flightInventory, holdSegments } = schema;

/** Schedule columns only: what holds and bookings never change, so it may be cached. */
const scheduleColumns = {
  id: datedFlights.id,
  flightNumber: datedFlights.flightNumber,
  origin: datedFlights.origin,
  destination: datedFlights.destination,
  departureDate: datedFlights.departureDate,
  departureUtc: datedFlights.departureUtc,
  departureTimeZone: datedFlights.departureTimeZone,
  arrivalUtc: datedFlights.arrivalUtc,
  arrivalTimeZone: datedFlights.arrivalTimeZone,
  aircraftCode: datedFlights.aircraftCode,
  priceFactor: datedFlights.priceFactor,
};

/** A dated flight as search reads it, before its seats left are known. */
export type ScheduleLeg = Omit<Leg, 'aircraft' | 'available' | 'baseFareEur' | 'taxesEur'> & {
  aircraftCode: string;
};

/**
 * First legs `origin → destination or a hub` leaving on local days `from`–`to`, and every hub →
 * destination flight in a UTC window wide enough to connect (`buildJourneys` applies the exact
 * rules). One statement, no inventory: the sales cut-off and seats are applied per request.
 */
export async function readScheduleLegs(
  db: Db,
  route: { origin: string; destination: string; hubs: string[] },
  window: { from: string; to: string; lo: Date; hi: Date },
): Promise<ScheduleLeg[]> {
  const { origin, destination, hubs } = route;
  const firstLegs = db
    .select(scheduleColumns)
    .from(datedFlights)
    .where(
      and(
        eq(datedFlights.origin, origin),
        inArray(datedFlights.destination, [destination, ...hubs]),
        between(datedFlights.departureDate, window.from, window.to),
      ),
    );
  if (hubs.length === 0) return firstLegs;
  return firstLegs.unionAll(
    db
      .select(scheduleColumns)
      .from(datedFlights)
      .where(
        and(
          inArray(datedFlights.origin, hubs),
          eq(datedFlights.destination, destination),
          between(datedFlights.departureUtc, window.lo, window.hi),
        ),
      ),
  );
}

/**
 * Seats left now on each flight, by primary key, read on every search (never cached). Seats of
 * expired holds not yet swept count as free at once: summed in a second statement, asked only for
 * flights with seats held at all, so most searches skip it. Two plain statements rather than one
 * with a correlated subquery: PGlite plans every statement anew, and the plain ones plan cheaply.
 */
export async function readSeatsLeft(db: Db, flightIds: number[]): Promise<Map<number, number>> {
  if (flightIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: flightInventory.datedFlightId,
      available: sql<number>`(${flightInventory.capacity} - ${flightInventory.sold} - ${flightInventory.held})::int`,
      held: flightInventory.held,
    })
    .from(flightInventory)
    .where(inArray(flightInventory.datedFlightId, flightIds));
  const seats = new Map(rows.map((r) => [r.id, r.available]));
  const held = rows.filter((r) => r.held > 0).map((r) => r.id);
  if (held.length === 0) return seats;
  const expired = await db
    .select({ id: holdSegments.datedFlightId, seats: sum(holdSegments.seats).mapWith(Number) })
    .from(holdSegments)
    .where(
      and(
        inArray(holdSegments.datedFlightId, held),
        isNull(holdSegments.releasedAt),
        lte(holdSegments.expiresAt, sql`now()`),
      ),
    )
    .groupBy(holdSegments.datedFlightId);
  for (const e of expired) seats.set(e.id, (seats.get(e.id) ?? 0) + e.seats);
  return seats;
}
