import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { airports } from './inventory.ts';

/**
 * Hotel inventory for holiday packages (issue 19, decision 130). Amounts are EUR minor units, taxes
 * included, converted per unit like fares; texts a traveller reads come in en/es/pt columns, as the
 * airports' names do. Hotel names are proper names and stay untranslated.
 */
export const hotels = pgTable(
  'hotels',
  {
    id: text().primaryKey(),
    /** The destination airport the package flies to. */
    airport: char({ length: 3 })
      .notNull()
      .references(() => airports.code),
    name: text().notNull(),
    stars: smallint().notNull(),
    areaEn: text('area_en').notNull(),
    areaEs: text('area_es').notNull(),
    areaPt: text('area_pt').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    descriptionPt: text('description_pt').notNull(),
    /** Codes (`pool`, `spa`, …): the page names them through Lingui messages, not the database. */
    amenities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A path under the app's public folder. */
    imagePath: text('image_path').notNull(),
    /** Local tourist tax per adult per night (children are exempt), EUR minor units. */
    touristTaxEur: integer('tourist_tax_eur').notNull().default(0),
  },
  (t) => [
    index('hotels_airport').on(t.airport),
    check('hotels_stars', sql`${t.stars} between 1 and 5`),
    check('hotels_tax', sql`${t.touristTaxEur} >= 0`),
  ],
);

/**
 * A room type and who may sleep in it: adults and children share `max_occupants` beds within their
 * own limits; infants sleep in cots, counted apart.
 */
export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: text().primaryKey(),
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    namePt: text('name_pt').notNull(),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull(),
    maxInfants: smallint('max_infants').notNull(),
    maxOccupants: smallint('max_occupants').notNull(),
  },
  (t) => [
    index('hotel_room_types_hotel').on(t.hotelId),
    check(
      'hotel_room_types_occupancy',
      sql`${t.maxAdults} >= 1 and ${t.maxChildren} >= 0 and ${t.maxInfants} >= 0
        and ${t.maxOccupants} between ${t.maxAdults} and ${t.maxAdults} + ${t.maxChildren}`,
    ),
  ],
);

/**
 * What a board costs per person per night at a hotel on a date; the boards a hotel sells are the
 * ones it has rows for (room only at zero).
 */
export const hotelBoardRates = pgTable(
  'hotel_board_rates',
  {
    hotelId: text('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    board: text().notNull(),
    night: date().notNull(),
    adultEur: integer('adult_eur').notNull(),
    childEur: integer('child_eur').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hotelId, t.board, t.night] }),
    check(
      'hotel_board_rates_board',
      sql`${t.board} in ('room_only', 'breakfast', 'half_board', 'all_inclusive')`,
    ),
    check('hotel_board_rates_amounts', sql`${t.adultEur} >= 0 and ${t.childEur} >= 0`),
  ],
);

/**
 * One room type on one night: its price per room and its allotment. `held` counts rooms of holds not
 * yet released, including lapsed ones not yet swept: a claim frees those first, as seats do.
 */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    night: date().notNull(),
    rateEur: integer('rate_eur').notNull(),
    allotment: integer().notNull(),
    sold: integer().notNull().default(0),
    held: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('hotel_room_nights_rate', sql`${t.rateEur} > 0`),
    check(
      'hotel_room_nights_counts',
      sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.allotment}`,
    ),
  ],
);

/** A hold on rooms for a stay, until `expiresAt`; ended once, for the reason it ended. */
export const roomHolds = pgTable(
  'room_holds',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The user uid that took it: only they may release it (decision 052). */
    ownerUid: text('owner_uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'room_holds_end_reason',
      sql`${t.endReason} is null or ${t.endReason} in ('released', 'expired', 'sold', 'cancelled')`,
    ),
  ],
);

/** The rooms a hold takes of one room type on one night; `releasedAt` set once back in `held`. */
export const roomHoldNights = pgTable(
  'room_hold_nights',
  {
    holdId: uuid('hold_id')
      .notNull()
      .references(() => roomHolds.id, { onDelete: 'cascade' }),
    roomTypeId: text('room_type_id').notNull(),
    night: date().notNull(),
    rooms: integer().notNull(),
    /** Copied from the hold so freeing a night's lapsed rooms needs no join. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.holdId, t.roomTypeId, t.night] }),
    index('room_hold_nights_open')
      .on(t.roomTypeId, t.night, t.expiresAt)
      .where(sql`${t.releasedAt} is null`),
    check('room_hold_nights_rooms', sql`${t.rooms} >= 1`),
  ],
);
