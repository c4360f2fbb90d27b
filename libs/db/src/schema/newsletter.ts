import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { domains } from './regions.ts';

/**
 * Offers-newsletter subscribers, one per regional domain and email (case-insensitive). Rows are
 * never deleted on unsubscribe: `unsubscribed_at` keeps the opt-out, `consented_at` the sign-up and
 * `confirmed_at` the click on the mailed link (double opt-in, decision 101). Only confirmed,
 * subscribed rows are on the list.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** As the visitor typed it (trimmed); uniqueness is on lower(email). */
    email: text().notNull(),
    name: text().notNull(),
    /** The language the visitor signed up in; mails to them use it. */
    language: text().notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** Secret in the unsubscribe link of every mail (random, URL-safe). */
    token: text().notNull().unique(),
    /** When the confirmation mail went out; null if sending failed (to retry later). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** When the subscriber followed the mailed link and confirmed; null while pending. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_domain_email').on(t.domainId, sql`lower(${t.email})`),
    index('newsletter_subscribers_unsent').on(t.confirmationSentAt),
    check('newsletter_subscribers_language', sql`${t.language} in ('en', 'es', 'pt')`),
  ],
);
