import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { TtlCache } from './ttl-cache.ts';

const { aircraftTypes, datedFlights, holdSegments } = schema;

/** What holds and orders show of a dated flight, earliest departure first. */
export function selectFlights(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: datedFlights.id,
      flightNumber: datedFlights.flightNumber,
      origin: datedFlights.origin,
      destination: datedFlights.destination,
      departureUtc: datedFlights.departureUtc,
      departureTimeZone: datedFlights.departureTimeZone,
      arrivalUtc: datedFlights.arrivalUtc,
      arrivalTimeZone: datedFlights.arrivalTimeZone,
      aircraftCode: datedFlights.aircraftCode,
      aircraft: aircraftTypes.name,
    })
    .from(datedFlights)
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, datedFlights.aircraftCode))
    .where(where)
    .orderBy(asc(datedFlights.departureUtc));
}

/** One dated flight as `selectFlights` reads it. */
export type FlightRow = Awaited<ReturnType<typeof selectFlights>>[number];

/**
 * A hold's flights never change: its segments are written once, in the transaction that makes it,
 * and dated flights are never rewritten (decision 062). So every process may remember them; an
 * order is read several times per booking step (decision 090).
 */
const flightsByHold = new TtlCache<FlightRow[]>(10 * 60_000, 10_000);

/**
 * The flights of a hold, earliest first, read once per process and hold. Only answers are shared,
 * never a load in flight: a load runs on its caller's connection or transaction, and on PGlite's
 * one connection a read waiting on another request's open transaction would deadlock with it.
 */
export async function selectHoldFlights(db: Db, holdId: string): Promise<FlightRow[]> {
  const known = flightsByHold.peek(holdId);
  if (known) return known;
  const rows = await selectFlights(
    db,
    inArray(
      datedFlights.id,
      db.select({ id: holdSegments.datedFlightId }).from(holdSegments).where(eq(holdSegments.holdId, holdId)),
    ),
  );
  // An unknown hold has no flights: nothing worth remembering.
  if (rows.length > 0) flightsByHold.set(holdId, rows);
  return rows;
}
