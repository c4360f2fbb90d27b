import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { datedFlights, holds } from './inventory.ts';

/**
 * A booking made from one hold. `ownerUid` is the visitor's identity when known; the unguessable
 * id is what reaches it otherwise (decision 010). The booking reference is set on confirmation.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    holdId: uuid('hold_id')
      .notNull()
      .unique()
      .references(() => holds.id),
    ownerUid: text('owner_uid'),
    status: text().notNull().default('HELD'),
    currency: char({ length: 3 }).notNull(),
    bookingReference: char('booking_reference', { length: 6 }).unique(),
    /** Contact e-mail and phone of the passengers step. */
    contact: jsonb(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the payer accepted the fare conditions and terms, at the booking's payment (decision 121). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Changes paid after confirmation (extras, seats); each is one payment round (decision 044). */
    revision: integer().notNull().default(0),
    /** Until when the unpaid lines of a change may be paid; they count for nothing after it. */
    changeExpiresAt: timestamp('change_expires_at', { withTimezone: true }),
  },
  (t) => [
    check('orders_status', sql`${t.status} in ('HELD','CONFIRMED','CHANGED','CANCELLED','REFUNDED')`),
    index('orders_owner').on(t.ownerUid),
  ],
);

/** Every price line of an order in its currency (minor units); the total is their sum. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    code: text().notNull(),
    /** Passenger type for fare lines, passenger ref for extras and seats. */
    passenger: text().notNull(),
    /** Journey direction for fare lines, flight ref for extras and seats. */
    flight: text().notNull(),
    quantity: smallint().notNull().default(1),
    amount: integer().notNull(),
    /** Added to a confirmed order and not paid yet (decision 044). */
    pending: boolean().notNull().default(false),
  },
  (t) => [
    index('order_lines_order').on(t.orderId),
    check('order_lines_kind', sql`${t.kind} in ('fare','extra','seat')`),
    check('order_lines_amount', sql`${t.amount} >= 0`),
  ],
);

/** The party as named on the passengers step; refs are fixed when the order is made. */
export const orderPassengers = pgTable(
  'order_passengers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ref: text().notNull(),
    type: text().notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** ICAO 9303 transliteration, as printed on the ticket. */
    ticketFirstName: text('ticket_first_name'),
    ticketLastName: text('ticket_last_name'),
    dateOfBirth: text('date_of_birth'),
    /** For an infant: the adult whose lap it travels on. */
    adultRef: text('adult_ref'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.ref] }),
    check('order_passengers_type', sql`${t.type} in ('adult','child','infant')`),
  ],
);

/** What happened to an order. Append-only: the code only ever INSERTs here (decision 010). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    type: text().notNull(),
    data: jsonb().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId)],
);

/**
 * A seat held for (or assigned to) a passenger on a dated flight. The unique index on
 * (flight, seat) makes concurrent requests for one seat give it to exactly one order.
 */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    passengerRef: text('passenger_ref').notNull(),
    datedFlightId: integer('dated_flight_id')
      .notNull()
      .references(() => datedFlights.id, { onDelete: 'cascade' }),
    seat: text().notNull(),
    category: text().notNull(),
    /** A paid seat added to a confirmed order holds the seat only until then, unless it is paid. */
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.passengerRef, t.datedFlightId] }),
    uniqueIndex('seat_assignments_seat').on(t.datedFlightId, t.seat),
  ],
);

/**
 * One payment per idempotency key: claimed by INSERT … ON CONFLICT DO NOTHING, so concurrent
 * duplicates charge once. Only the card brand and last four digits are kept. A key is live for
 * 24 h (decision 019): then it is retired and the same key starts a new attempt.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    /** The gateway's idempotency key (`pay:<id>`): unique per attempt even when a client key is reused after expiry. */
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who claimed the key (the caller's identity uid); another caller reusing it gets a 422. */
    ownerUid: text('owner_uid'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** SHA-256 of the request without the card number, to spot a reused key. */
    requestHash: text('request_hash').notNull(),
    status: text().notNull().default('pending'),
    amount: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: char('card_last4', { length: 4 }).notNull(),
    /** The gateway's outcome key (e.g. `errors.card_declined`) or its charge id. */
    outcome: text(),
    /** 0 pays the booking; n pays the order's n-th change (decision 044). */
    round: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A pending attempt belongs to the process settling it until then; after that the reconciler
     * (or a retry with the key) may claim it and ask the gateway what happened.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the key expired (24 h) and was used again: this attempt is history. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_live_key')
      .on(t.idempotencyKey)
      .where(sql`${t.retiredAt} is null`),
    index('payment_attempts_pending')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'pending'`),
    check('payment_attempts_status', sql`${t.status} in ('pending','approved','declined')`),
    // One order (or one change of it) is never charged twice, even under different keys.
    uniqueIndex('payment_attempts_one_live_per_round')
      .on(t.orderId, t.round)
      .where(sql`${t.status} in ('pending','approved')`),
  ],
);
