import { lt, sql } from 'drizzle-orm';
import { rateLimits } from '../schema/rate-limits.ts';
import type { Db } from '../client.server.ts';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window resets (≥ 1 when refused). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window rate limits behind a small interface, so the store can change (Redis, say)
 * without touching the callers (decision 042).
 */
export interface RateLimiter {
  /** Counts one hit on `key`; allowed while the window's hits stay within the limit. */
  hit(key: string, rule: RateRule): Promise<RateVerdict>;
  /** Takes one hit back, e.g. when the attempt it counted turned out to be legitimate. */
  undo(key: string): Promise<void>;
}

/**
 * Counters in `rate_limits`, shared by every process on the database. A hit is one upsert that
 * returns the new count, so concurrent hits never both see room for the last one.
 */
export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, rule) {
      const lapsed = sql`rate_limits.window_started_at <= now() - ${rule.windowMs} * interval '1 millisecond'`;
      // why: ON CONFLICT DO UPDATE counter: concurrent hits on one key are counted exactly, never lost.
      const result = (await db.execute(sql`
        insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when ${lapsed} then 1 else rate_limits.hits + 1 end,
          window_started_at = case when ${lapsed} then now() else rate_limits.window_started_at end
        returning hits,
          extract(epoch from (window_started_at + ${rule.windowMs} * interval '1 millisecond' - now()))::float8 as remaining`)) as unknown as {
        rows: Array<{ hits: number; remaining: number }>;
      };
      const row = result.rows[0]!;
      return {
        allowed: row.hits <= rule.limit,
        retryAfterSeconds: Math.max(1, Math.ceil(row.remaining)),
      };
    },
    async undo(key) {
      // why: atomic in-place decrement (greatest(…, 0)): concurrent undos never lose a count or go negative.
      await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
    },
  };
}

/** Deletes counters whose window ended long ago; the server calls it now and then. */
export async function pruneRateLimits(db: Db, olderThanMs = 86_400_000): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`));
}
