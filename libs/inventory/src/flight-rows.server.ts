import { asc, eq, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';

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
