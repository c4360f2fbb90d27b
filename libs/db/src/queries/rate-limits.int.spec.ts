import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.server.ts';
import { createTestDatabase } from '../testing/test-database.server.ts';
import { createDbRateLimiter, pruneRateLimits } from './rate-limits.server.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ database, cleanup } = await createTestDatabase()));
afterAll(() => cleanup());

describe('createDbRateLimiter', () => {
  it('allows exactly the limit within a window, even for concurrent hits', async () => {
    const limiter = createDbRateLimiter(database.db);
    const rule = { limit: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('k:burst', rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    const refused = verdicts.find((v) => !v.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys have their own counters.
    expect((await limiter.hit('k:other', rule)).allowed).toBe(true);
  });

  it('gives a hit back with undo, and starts a new window once the old one has passed', async () => {
    const limiter = createDbRateLimiter(database.db);
    const rule = { limit: 2, windowMs: 300 };
    expect((await limiter.hit('k:w', rule)).allowed).toBe(true);
    expect((await limiter.hit('k:w', rule)).allowed).toBe(true);
    expect((await limiter.hit('k:w', rule)).allowed).toBe(false);
    await limiter.undo('k:w');
    await limiter.undo('k:w');
    expect((await limiter.hit('k:w', rule)).allowed).toBe(true);
    expect((await limiter.hit('k:w', rule)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 350));
    expect((await limiter.hit('k:w', rule)).allowed).toBe(true);
  });

  it('prunes counters of long-past windows', async () => {
    const limiter = createDbRateLimiter(database.db);
    await limiter.hit('k:old', { limit: 1, windowMs: 1000 });
    await new Promise((r) => setTimeout(r, 20));
    await pruneRateLimits(database.db, 10);
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from rate_limits where key = 'k:old'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
  });
});
