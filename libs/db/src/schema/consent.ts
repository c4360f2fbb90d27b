import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { domains } from './regions.ts';

/**
 * Proof of every cookie choice (GDPR art. 7(1), decision 099): who chose (the anonymous or agency
 * uid), on which site, under which policy version, what, and when. Rows are only ever added; the
 * latest one of a uid is their current choice.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uid: text().notNull(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    /** The consent policy's version the visitor saw; a new version asks again. */
    policyVersion: integer('policy_version').notNull(),
    analytics: boolean().notNull(),
    marketing: boolean().notNull(),
    /** When the visitor chose, by the browser's clock (what the browser stored). */
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
    /** When the server stored it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_uid').on(t.uid, t.recordedAt),
    check('consent_records_version', sql`${t.policyVersion} > 0`),
  ],
);
