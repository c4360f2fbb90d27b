import { between, count, sql } from 'drizzle-orm';
import { MAX_NIGHTS } from '@skybook/api-contract';
import { schema, type Db } from '@skybook/db';
import { addDays, expandSchedules, localDate, localToUtc } from '@skybook/inventory';
import {
  AIRCRAFT,
  AIRPORTS,
  EXCHANGE_RATES,
  FARE_FAMILIES,
  FLIGHTS,
  ROUTES,
  type AircraftData,
} from './network-data.ts';
import { seasonsBetween, type Season } from './seasons.ts';
import { seedHotels } from '../holidays/seed-hotels.ts';

const {
  aircraftSeats,
  aircraftTypes,
  airports,
  datedFlights,
  exchangeRates,
  fareFamilies,
  routes,
  schedules,
} = schema;
const excluded = (column: string) => sql.raw(`excluded.${column}`);

export interface NetworkSeedOptions {
  /** Copies of every flight per day (1–10), each later in the day: a bigger network for benchmarks. */
  scale?: number;
  /** First local departure day; default: yesterday (UTC). */
  from?: string;
  /** Days of dated flights; default a year. */
  days?: number;
}

/** Seat rows of a layout with their spec §3 categories. */
export function seatsOf(a: AircraftData) {
  const seats: Array<typeof aircraftSeats.$inferInsert> = [];
  for (let row = 1; row <= a.businessRows; row++) {
    for (const letter of a.businessLetters)
      seats.push({ aircraftCode: a.code, row, letter, category: 'SBUS', isExit: false });
  }
  const first = a.economyFirstRow;
  const last = a.economyLastRow;
  for (let row = first; row <= last; row++) {
    for (const letter of a.economyLetters) {
      const lateral = a.lateralLetters.includes(letter);
      const isExit = a.exitRows.includes(row);
      const category = isExit
        ? 'SXL'
        : row < first + 3
          ? lateral
            ? 'STC5'
            : 'STC6'
          : row < first + 6
            ? 'STUR'
            : row < first + 11
              ? 'STC4'
              : row > last - 5
                ? 'STC1'
                : lateral
                  ? 'STC3'
                  : 'STC2';
      seats.push({ aircraftCode: a.code, row, letter, category, isExit });
    }
  }
  return seats;
}

/** Local arrival time and day offset for a departure in a season, from the block time. */
function arrivalFor(
  season: Season,
  origin: string,
  destination: string,
  departure: string,
  blockMinutes: number,
) {
  const zone = (code: string) => AIRPORTS.find((a) => a.code === code)!.timeZone;
  // Mid-season: clear of the clock changes at either end.
  const day = addDays(
    season.from,
    Math.floor((Date.parse(season.to) - Date.parse(season.from)) / 2 / 86_400_000),
  );
  const arrival = new Date(localToUtc(day, departure, zone(origin)).getTime() + blockMinutes * 60_000);
  const arrivalDay = localDate(arrival, zone(destination));
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone(destination),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(arrival);
  return { arrivalLocal: time, arrivalDayOffset: (Date.parse(arrivalDay) - Date.parse(day)) / 86_400_000 };
}

const shift = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = (h * 60 + m + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * Writes the network with fixed keys (repeatable), seasonal schedules, and a year of dated
 * flights with their inventory. Returns how many dated flights now exist in the window.
 */
export async function seedNetwork(
  db: Db,
  options: NetworkSeedOptions = {},
): Promise<{ datedFlights: number }> {
  const scale = Math.min(10, Math.max(1, Math.floor(options.scale ?? 1)));
  const from = options.from ?? addDays(new Date().toISOString().slice(0, 10), -1);
  const to = addDays(from, (options.days ?? 365) - 1);
  const seasons = seasonsBetween(from, to);

  await db.transaction(async (tx) => {
    await upsertReferenceData(tx);
    const rows = scheduleRows(scale, seasons);
    await tx.insert(schedules).values(rows).onConflictDoNothing({ target: schedules.id });
    await expandSchedules(tx, { from, to });
  });
  // Hotels at the destinations, over the same window plus the longest stay a last flight may start.
  await seedHotels(db, from, addDays(to, MAX_NIGHTS));
  // why: ANALYZE has no builder form. Fresh statistics, or the planner scans a year of flights to find one day's.
  await db.execute(
    sql`analyze dated_flights, flight_inventory, hold_segments, hotel_room_nights, hotel_board_rates`,
  );
  const [row] = await db
    .select({ n: count() })
    .from(datedFlights)
    .where(between(datedFlights.departureDate, from, to));
  return { datedFlights: row?.n ?? 0 };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Airports, aircraft and their seats, routes, fare families and rates: updated in place when re-seeded. */
async function upsertReferenceData(tx: Tx): Promise<void> {
  await tx
    .insert(airports)
    .values(
      AIRPORTS.map((a) => ({
        code: a.code,
        nameEn: a.name.en,
        nameEs: a.name.es,
        namePt: a.name.pt,
        cityEn: a.city.en,
        cityEs: a.city.es,
        cityPt: a.city.pt,
        country: a.country,
        timeZone: a.timeZone,
        isHub: a.isHub,
      })),
    )
    .onConflictDoUpdate({
      target: airports.code,
      set: Object.fromEntries(
        [
          'name_en',
          'name_es',
          'name_pt',
          'city_en',
          'city_es',
          'city_pt',
          'country',
          'time_zone',
          'is_hub',
        ].map((c) => [c.replace(/_(.)/g, (_m, x: string) => x.toUpperCase()), excluded(c)]),
      ),
    });
  await tx
    .insert(aircraftTypes)
    .values(AIRCRAFT.map((a) => ({ code: a.code, name: a.name })))
    .onConflictDoUpdate({ target: aircraftTypes.code, set: { name: excluded('name') } });
  await tx
    .insert(aircraftSeats)
    .values(AIRCRAFT.flatMap(seatsOf))
    .onConflictDoUpdate({
      target: [aircraftSeats.aircraftCode, aircraftSeats.row, aircraftSeats.letter],
      set: { category: excluded('category'), isExit: excluded('is_exit') },
    });
  await tx
    .insert(routes)
    .values(
      ROUTES.flatMap(([a, b, baseFareEur, taxesEur]) => [
        { origin: a, destination: b, baseFareEur, taxesEur },
        { origin: b, destination: a, baseFareEur, taxesEur },
      ]),
    )
    .onConflictDoUpdate({
      target: [routes.origin, routes.destination],
      set: { baseFareEur: excluded('base_fare_eur'), taxesEur: excluded('taxes_eur') },
    });
  await tx
    .insert(fareFamilies)
    .values(FARE_FAMILIES)
    .onConflictDoUpdate({
      target: fareFamilies.code,
      set: {
        rank: excluded('rank'),
        priceMultiplier: excluded('price_multiplier'),
        changeable: excluded('changeable'),
        changeFeeEur: excluded('change_fee_eur'),
        refundable: excluded('refundable'),
        checkedBags: excluded('checked_bags'),
        cabinBags: excluded('cabin_bags'),
        seatCategory: excluded('seat_category'),
      },
    });
  await tx
    .insert(exchangeRates)
    .values(EXCHANGE_RATES.map(([currency, microUnitsPerEurMinor]) => ({ currency, microUnitsPerEurMinor })))
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: { microUnitsPerEurMinor: excluded('micro_units_per_eur_minor') },
    });
}

/** Each flight's schedule per season; `scale` > 1 adds copies 47 minutes apart (load tests). */
function scheduleRows(scale: number, seasons: Season[]): Array<typeof schedules.$inferInsert> {
  const rows: Array<typeof schedules.$inferInsert> = [];
  for (let copy = 0; copy < scale; copy++) {
    FLIGHTS.forEach(([number, origin, destination, departure, block, daysOfWeek, aircraftCode], index) => {
      const departureLocal = shift(departure, copy * 47);
      for (const season of seasons) {
        rows.push({
          id: ((copy * 100 + index) * 100 + season.code) as number,
          flightNumber: `SK${number + copy * 1000}`,
          origin,
          destination,
          aircraftCode,
          daysOfWeek,
          departureLocal,
          ...arrivalFor(season, origin, destination, departureLocal, block),
          validFrom: season.from,
          validTo: season.to,
        });
      }
    });
  }
  return rows;
}
