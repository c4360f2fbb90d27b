import { sql } from 'drizzle-orm';
import { char, check, integer, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { domains } from './regions.ts';

/** Numbers receipts across all domains; a sequence never hands out the same number twice. */
export const claimReceiptSeq = pgSequence('claim_receipt_seq', { startWith: 1 });

/** Claims, complaints and requests filed on `/{lang}/solicitudes/reclamaciones`. */
export const claims = pgTable(
  'claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** `R-<year>-<000123>`: what the customer quotes; unique. */
    receipt: text().notNull().unique(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    documentId: text('document_id'),
    bookingReference: char('booking_reference', { length: 6 }),
    description: text().notNull(),
    language: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  },
  (t) => [
    check('claims_type', sql`${t.type} in ('claim', 'complaint', 'request')`),
    check('claims_language', sql`${t.language} in ('en', 'es', 'pt')`),
  ],
);
