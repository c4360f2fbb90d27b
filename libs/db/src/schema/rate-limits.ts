import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * rate-limiter-flexible's store (decision 112): one row per limited key (e.g.
 * `rl:lookup:ip:203.0.113.7`) with the points its window has used and when that window ends. The
 * library reads the columns by these property names (`key`, `points`, `expire`).
 */
export const rateLimitPoints = pgTable('rate_limit_points', {
  key: text().primaryKey(),
  points: integer().notNull(),
  expire: timestamp({ withTimezone: true }),
});
