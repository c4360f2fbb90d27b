import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** A travel agency with a credit line in its contract currency (integer minor units). */
export const agencies = pgTable(
  'agencies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    name: text().notNull(),
    currency: char({ length: 3 }).notNull(),
    creditLimit: integer('credit_limit').notNull(),
    /**
     * Running total of open holds, kept beside the limit so one conditional UPDATE can reserve
     * atomically; `credit_ledger` is the append-only history it is derived from.
     */
    creditReserved: integer('credit_reserved').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agencies_credit_limit', sql`${t.creditLimit} >= 0`),
    check(
      'agencies_credit_reserved',
      sql`${t.creditReserved} >= 0 and ${t.creditReserved} <= ${t.creditLimit}`,
    ),
  ],
);

/** The people who sign in for an agency: one or more admins and their agents. */
export const agencyUsers = pgTable(
  'agency_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Stored lower-cased and trimmed; sign-in compares the same way. */
    username: text().notNull().unique(),
    name: text().notNull(),
    /** Spec §3 user-uid of an agency: stable, random, 20 characters. */
    uid: text().notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text().notNull(),
    active: boolean().notNull().default(true),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Bumped on password change: tokens carry it, so every older session ends. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The `sub` of the agency's OpenID provider once the user signed in with it (decision 092). */
    ssoSubject: text('sso_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agency_users_role', sql`${t.role} in ('admin', 'agent')`),
    index('agency_users_agency').on(t.agencyId),
    unique('agency_users_sso_subject').on(t.agencyId, t.ssoSubject),
  ],
);

/**
 * Append-only credit history: a `reserve` per hold, then at most one `release` (hold expired or
 * booking cancelled) or `confirm` (the booking was ticketed; the credit stays used).
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The hold's key: the booking (order) id once orders exist. */
    holdId: text('hold_id').notNull(),
    kind: text().notNull(),
    amount: integer().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_ledger_kind', sql`${t.kind} in ('reserve', 'release', 'confirm')`),
    check('credit_ledger_amount', sql`${t.amount} > 0`),
    unique('credit_ledger_hold_kind').on(t.holdId, t.kind),
    index('credit_ledger_agency').on(t.agencyId),
  ],
);

/**
 * Bookings made on account, for the portal's dashboard and reports. Stands in until orders exist
 * (issue 5): `orderId` will point at the order, `reference` is the booking reference shown.
 */
export const agencyBookings = pgTable(
  'agency_bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agencyUsers.id),
    orderId: text('order_id').unique(),
    reference: char({ length: 6 }).notNull().unique(),
    status: text().notNull(),
    passengerName: text('passenger_name').notNull(),
    route: text().notNull(),
    currency: char({ length: 3 }).notNull(),
    total: integer().notNull(),
    commission: integer().notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agency_bookings_status', sql`${t.status} in ('held', 'confirmed', 'cancelled')`),
    index('agency_bookings_agency_booked').on(t.agencyId, t.bookedAt),
  ],
);

/**
 * One row per signed-in agency session (decision 018): the token names it by its session id, so
 * logout deletes the row and the token stops working at once, and `last_seen_at` gives the idle
 * timeout a server-side clock that a copied token cannot reset.
 */
export const agencySessions = pgTable(
  'agency_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => agencyUsers.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_sessions_user').on(t.userUid)],
);
