import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import type { Leg } from './connections.ts';

const { datedFlights, flightInventory } = schema;

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
 * expired holds not yet swept count as free at once; their segments are summed only on flights
 * with seats held at all (the CASE skips the subquery otherwise), through `hold_segments_open`.
 */
export async function readSeatsLeft(db: Db, flightIds: number[]): Promise<Map<number, number>> {
  if (flightIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: flightInventory.datedFlightId,
      available: sql<number>`(${flightInventory.capacity} - ${flightInventory.sold} - ${flightInventory.held}
        + case when ${flightInventory.held} > 0 then coalesce((
          select sum(hs.seats) from hold_segments hs
          where hs.dated_flight_id = ${flightInventory.datedFlightId}
            and hs.released_at is null and hs.expires_at <= now()), 0) else 0 end)::int`,
    })
    .from(flightInventory)
    .where(inArray(flightInventory.datedFlightId, flightIds));
  return new Map(rows.map((r) => [r.id, r.available]));
}
