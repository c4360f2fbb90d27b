import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { TtlCache } from './ttl-cache.ts';

const { aircraftTypes, datedFlights } = schema;

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

/** The hold's flights if this process has read them (an order read then leaves them out). */
export const knownHoldFlights = (holdId: string): FlightRow[] | undefined => flightsByHold.peek(holdId);

/** Remembers a hold's flights read some other way (with its order, or when the hold was made). */
export function rememberHoldFlights(holdId: string, rows: FlightRow[]): void {
  // An unknown hold has no flights: nothing worth remembering.
  if (rows.length > 0) flightsByHold.set(holdId, rows);
}

/**
 * Dated flights by id, read once per process: they are never rewritten (decision 062), so a hold
 * (its departure check, its snapshot) may take them from here.
 */
const flightsById = new TtlCache<FlightRow>(10 * 60_000, 20_000);

export async function selectFlightsById(db: Db, ids: number[]): Promise<Map<number, FlightRow>> {
  const found = new Map<number, FlightRow>();
  for (const id of ids) {
    const known = flightsById.peek(String(id));
    if (known) found.set(id, known);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    for (const row of await selectFlights(db, inArray(datedFlights.id, missing))) {
      flightsById.set(String(row.id), row);
      found.set(row.id, row);
    }
  return found;
}
