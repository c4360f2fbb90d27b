import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** The network: airports with names in en/es/pt and the IANA zone their local times are in. */
export const airports = pgTable('airports', {
  code: char({ length: 3 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  namePt: text('name_pt').notNull(),
  cityEn: text('city_en').notNull(),
  cityEs: text('city_es').notNull(),
  cityPt: text('city_pt').notNull(),
  /** ISO 3166-1 alpha-2. */
  country: char({ length: 2 }).notNull(),
  timeZone: text('time_zone').notNull(),
  /** One-stop journeys connect only through hubs. */
  isHub: boolean('is_hub').notNull().default(false),
});

export const aircraftTypes = pgTable('aircraft_types', {
  code: text().primaryKey(),
  name: text().notNull(),
});

/** The cabin layout: one row per seat, with its spec §3 seat category. */
export const aircraftSeats = pgTable(
  'aircraft_seats',
  {
    aircraftCode: text('aircraft_code')
      .notNull()
      .references(() => aircraftTypes.code, { onDelete: 'cascade' }),
    row: smallint().notNull(),
    letter: char({ length: 1 }).notNull(),
    category: text().notNull(),
    isExit: boolean('is_exit').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.aircraftCode, t.row, t.letter] }),
    check(
      'aircraft_seats_category',
      sql`${t.category} in ('SXL','STUR','STC1','STC2','STC3','STC4','STC5','STC6','SBUS')`,
    ),
  ],
);

/** A city pair flown, with its one-way economy base fare and per-passenger taxes (EUR minor units). */
export const routes = pgTable(
  'routes',
  {
    origin: char({ length: 3 })
      .notNull()
      .references(() => airports.code),
    destination: char({ length: 3 })
      .notNull()
      .references(() => airports.code),
    baseFareEur: integer('base_fare_eur').notNull(),
    taxesEur: integer('taxes_eur').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.origin, t.destination] }),
    check('routes_distinct', sql`${t.origin} <> ${t.destination}`),
    check('routes_amounts', sql`${t.baseFareEur} > 0 and ${t.taxesEur} >= 0`),
  ],
);

/**
 * A published schedule in the airports' local times: flight number, ISO weekdays as a bit
 * mask (bit 0 = Monday), validity, and on which local day after departure it arrives.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: integer().primaryKey(),
    flightNumber: text('flight_number').notNull(),
    origin: char({ length: 3 }).notNull(),
    destination: char({ length: 3 }).notNull(),
    aircraftCode: text('aircraft_code')
      .notNull()
      .references(() => aircraftTypes.code),
    daysOfWeek: smallint('days_of_week').notNull(),
    departureLocal: time('departure_local').notNull(),
    arrivalLocal: time('arrival_local').notNull(),
    arrivalDayOffset: smallint('arrival_day_offset').notNull().default(0),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
  },
  (t) => [
    check('schedules_days', sql`${t.daysOfWeek} between 1 and 127`),
    check('schedules_validity', sql`${t.validFrom} <= ${t.validTo}`),
    check('schedules_offset', sql`${t.arrivalDayOffset} between 0 and 2`),
  ],
);

/** One operated flight: times in UTC beside the airports' zones, so pages show local times. */
export const datedFlights = pgTable(
  'dated_flights',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    flightNumber: text('flight_number').notNull(),
    origin: char({ length: 3 }).notNull(),
    destination: char({ length: 3 }).notNull(),
    /** The local calendar day of departure at the origin: what a search asks for. */
    departureDate: date('departure_date').notNull(),
    departureUtc: timestamp('departure_utc', { withTimezone: true }).notNull(),
    departureTimeZone: text('departure_time_zone').notNull(),
    arrivalUtc: timestamp('arrival_utc', { withTimezone: true }).notNull(),
    arrivalTimeZone: text('arrival_time_zone').notNull(),
    aircraftCode: text('aircraft_code').notNull(),
    /** Demand pricing in percent of the route fare (busy days cost more). */
    priceFactor: smallint('price_factor').notNull().default(100),
  },
  (t) => [
    unique('dated_flights_schedule_day').on(t.scheduleId, t.departureDate),
    index('dated_flights_search').on(t.origin, t.destination, t.departureDate),
    index('dated_flights_connect').on(t.origin, t.destination, t.departureUtc),
    check('dated_flights_times', sql`${t.arrivalUtc} > ${t.departureUtc}`),
  ],
);

/**
 * Seats of one dated flight. `held` counts seats of holds not yet released, including ones
 * that have expired but not been swept: the claim statement frees those first.
 */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    datedFlightId: integer('dated_flight_id')
      .primaryKey()
      .references(() => datedFlights.id, { onDelete: 'cascade' }),
    capacity: integer().notNull(),
    sold: integer().notNull().default(0),
    held: integer().notNull().default(0),
  },
  (t) => [
    check('flight_inventory_counts', sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.capacity} >= 0`),
    check('flight_inventory_capacity', sql`${t.sold} + ${t.held} <= ${t.capacity}`),
  ],
);

/** Fare families and their conditions; the price is the route fare times `priceMultiplier` %. */
export const fareFamilies = pgTable('fare_families', {
  code: text().primaryKey(),
  rank: smallint().notNull(),
  priceMultiplier: smallint('price_multiplier').notNull(),
  changeable: boolean().notNull(),
  /** Per passenger, EUR minor units; null when changes are free or not allowed. */
  changeFeeEur: integer('change_fee_eur'),
  refundable: boolean().notNull(),
  checkedBags: smallint('checked_bags').notNull(),
  /** Cabin bags (10 kg) the family includes per seated passenger: the extras catalogue prices above it. */
  cabinBags: smallint('cabin_bags').notNull().default(1),
  seatCategory: text('seat_category').notNull(),
});

/** How many minor units of a currency one EUR cent is worth, times a million (exact integers). */
export const exchangeRates = pgTable('exchange_rates', {
  currency: char({ length: 3 }).primaryKey(),
  microUnitsPerEurMinor: bigint('micro_units_per_eur_minor', { mode: 'number' }).notNull(),
});

/** A hold on seats for a priced snapshot, until `expiresAt`. */
export const holds = pgTable(
  'holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Client-supplied key, or derived from the offers: repeating a request finds this hold. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    seats: integer().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /**
     * Why it ended: released by the client, expired (swept), sold (the order was paid), or
     * cancelled (the paid order was cancelled and its seats went back on sale).
     */
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb().notNull(),
    /**
     * The user uid (anonymous or agency) that took the hold: only they may read, release or book
     * it, so a leaked hold id is not a capability (decision 052). Null for holds made before.
     */
    ownerUid: text('owner_uid'),
  },
  (t) => [
    check('holds_seats', sql`${t.seats} between 1 and 9`),
    check(
      'holds_end_reason',
      sql`${t.endReason} is null or ${t.endReason} in ('released', 'expired', 'sold', 'cancelled')`,
    ),
  ],
);

/** The seats a hold takes on each flight; `releasedAt` set once they are back in `held`. */
export const holdSegments = pgTable(
  'hold_segments',
  {
    holdId: uuid('hold_id')
      .notNull()
      .references(() => holds.id, { onDelete: 'cascade' }),
    datedFlightId: integer('dated_flight_id')
      .notNull()
      .references(() => datedFlights.id, { onDelete: 'cascade' }),
    seats: integer().notNull(),
    /** Copied from the hold so freeing expired seats of a flight needs no join. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.holdId, t.datedFlightId] }),
    index('hold_segments_open')
      .on(t.datedFlightId, t.expiresAt)
      .where(sql`${t.releasedAt} is null`),
  ],
);
