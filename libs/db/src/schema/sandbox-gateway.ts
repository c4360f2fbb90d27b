import { sql } from 'drizzle-orm';
import { char, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox gateway's own books (decision 019). A real gateway keeps these on its side;
 * the sandbox keeps them here so it remembers its charges across a restart and the payment
 * reconciler can ask it what became of a call cut by a crash. Nothing of ours joins these tables.
 */
export const sandboxCharges = pgTable(
  'sandbox_gateway_charges',
  {
    /** The merchant's idempotency key: one row, so a retried call is one charge. */
    idempotencyKey: text('idempotency_key').primaryKey(),
    /**
     * `approved`, `declined`, or `voided`: the merchant asked about a key the sandbox never
     * charged, and the key is barred so a late call with it can no longer charge.
     */
    status: text().notNull(),
    chargeId: text('charge_id').unique(),
    reason: text(),
    amount: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_gateway_charges_status', sql`${t.status} in ('approved','declined','voided')`)],
);

export const sandboxRefunds = pgTable('sandbox_gateway_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  refundId: text('refund_id').notNull().unique(),
  chargeId: text('charge_id').notNull(),
  amount: integer().notNull(),
  currency: char({ length: 3 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use card tokens of the sandbox's hosted card field (decision 056): what the test card will
 * answer, and what may be shown of it. The card number and CVC are never stored.
 */
export const sandboxCardTokens = pgTable('sandbox_gateway_card_tokens', {
  token: text().primaryKey(),
  brand: text().notNull(),
  last4: char({ length: 4 }).notNull(),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  holderName: text('holder_name').notNull(),
  /** The test card's refusal (`errors.card_declined` …), or null for a card that is approved. */
  refusal: text(),
  /** The idempotency key of the charge that used it: a token pays once. */
  usedBy: text('used_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
