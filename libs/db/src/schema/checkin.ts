import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { datedFlights } from './inventory.ts';
import { orderPassengers, orders } from './orders.ts';

/**
 * Who may manage an order besides its creator: a visitor (identity uid) who looked it up by
 * reference and last name, for a while (decision 041).
 */
export const orderAccessGrants = pgTable(
  'order_access_grants',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.uid] })],
);

/**
 * One-time codes mailed to the booking's contact before a sensitive change. Only an HMAC of the
 * code is kept; a new request replaces the previous code of that purpose.
 */
export const orderOtps = pgTable(
  'order_otps',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint().notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.purpose] }),
    check('order_otps_purpose', sql`${t.purpose} in ('cancel','contact','documents')`),
  ],
);

/** A passenger's travel document, given at check-in (APIS). Answers show the number masked. */
export const travelDocuments = pgTable(
  'travel_documents',
  {
    orderId: uuid('order_id').notNull(),
    passengerRef: text('passenger_ref').notNull(),
    docType: text('doc_type').notNull(),
    number: text().notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** ISO 3166-1 alpha-2. */
    nationality: char({ length: 2 }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.passengerRef] }),
    foreignKey({
      columns: [t.orderId, t.passengerRef],
      foreignColumns: [orderPassengers.orderId, orderPassengers.ref],
    }).onDelete('cascade'),
    check('travel_documents_type', sql`${t.docType} in ('passport','id_card')`),
  ],
);

/** The last check-in sequence number given on a flight; one upsert hands out the next ones. */
export const flightCheckinCounters = pgTable('flight_checkin_counters', {
  datedFlightId: integer('dated_flight_id')
    .primaryKey()
    .references(() => datedFlights.id, { onDelete: 'cascade' }),
  lastSequence: integer('last_sequence').notNull(),
});

/** A passenger checked in on a flight, with the sequence number printed on the boarding pass. */
export const checkins = pgTable(
  'checkins',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    passengerRef: text('passenger_ref').notNull(),
    datedFlightId: integer('dated_flight_id')
      .notNull()
      .references(() => datedFlights.id, { onDelete: 'cascade' }),
    sequence: integer().notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.passengerRef, t.datedFlightId] }),
    unique('checkins_sequence').on(t.datedFlightId, t.sequence),
  ],
);

/** Money given back through the gateway: at most one refund per charge. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    chargeId: text('charge_id').notNull(),
    refundId: text('refund_id').notNull(),
    amount: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('refunds_charge').on(t.chargeId), check('refunds_amount', sql`${t.amount} > 0`)],
);
