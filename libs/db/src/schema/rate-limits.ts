import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits shared by every server process (decision 042): one row
 * per key (e.g. `lookup:ip:203.0.113.7`), reset when its window has passed.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer().notNull(),
});
