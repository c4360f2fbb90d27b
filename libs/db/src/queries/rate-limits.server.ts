import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitPoints } from '../schema/rate-limits.ts';
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
 * Fixed-window rate limits behind a small interface (decisions 042, 112): the callers never see the
 * library or its store.
 */
export interface RateLimiter {
  /** Counts one hit on `key`; allowed while the window's hits stay within the limit. */
  hit(key: string, rule: RateRule): Promise<RateVerdict>;
  /** Takes one hit back, e.g. when the attempt it counted turned out to be legitimate. */
  undo(key: string, rule: RateRule): Promise<void>;
  /** Whether one more hit would be allowed now, without counting one. */
  peek(key: string, rule: RateRule): Promise<RateVerdict>;
  /** Forgets `key`'s window, e.g. after a successful sign-in. */
  reset(key: string, rule: RateRule): Promise<void>;
}

/** Every rule's keys share one namespace, as the hand-written table had: rules never collide on a key. */
const KEY_PREFIX = 'rl';

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * rate-limiter-flexible over the app's own drizzle database (decision 112): on PostgreSQL every
 * process and machine counts in the same `rate_limit_points` rows; on embedded PGlite (one process)
 * the same rows persist across restarts. A hit is one `insert … on conflict do update … returning`,
 * so concurrent hits on one key are all counted and never both see room for the last one.
 */
export function createDbRateLimiter(db: Db): RateLimiter {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiterFor = (rule: RateRule): RateLimiterDrizzle => {
    const id = `${rule.limit}/${rule.windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimitPoints,
        keyPrefix: KEY_PREFIX,
        points: rule.limit,
        duration: rule.windowMs / 1000,
        // The table is shared: one instance deleting rows an hour past their window is enough.
        clearExpiredByTimeout: limiters.size === 0,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async hit(key, rule) {
      try {
        const res = await limiterFor(rule).consume(key);
        return { allowed: true, retryAfterSeconds: secondsOf(res.msBeforeNext) };
      } catch (refusal) {
        // The library rejects with the window's state when the limit is passed, and with an Error when the store fails.
        if (refusal instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: secondsOf(refusal.msBeforeNext) };
        throw refusal;
      }
    },
    async undo(key, rule) {
      await limiterFor(rule).reward(key, 1);
    },
    async peek(key, rule) {
      const res = await limiterFor(rule).get(key);
      if (!res || res.consumedPoints < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: secondsOf(res.msBeforeNext) };
    },
    async reset(key, rule) {
      await limiterFor(rule).delete(key);
    },
  };
}
