import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job (decision 110): the process that claims a due row (lease in
 * `locked_until`) runs it; the others skip it, so each job runs once per period across servers.
 */
export const jobs = pgTable('jobs', {
  name: text().primaryKey(),
  runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The claim's token (process and run): only its holder may extend or finish the run. */
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  runs: bigint({ mode: 'number' }).notNull().default(0),
  lastError: text('last_error'),
});

/** What an outbox row holds until it is sent: the rendered mail, never card data. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/**
 * Mails written in the transaction of the change they report (decision 111) and delivered by
 * any server after the commit. `message` is cleared once sent: it may hold a one-time code.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The `Message-ID` every delivery attempt sends, so a receiver can drop a repeat. */
    messageId: text('message_id').notNull().unique(),
    message: jsonb().$type<OutboxMessage>(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** A mail that is useless later (a one-time code) is dropped unsent after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_mails_due_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'pending'`),
  ],
);
