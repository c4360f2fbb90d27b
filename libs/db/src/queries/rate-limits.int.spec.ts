import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.server.ts';
import { createTestDatabase } from '../testing/test-database.server.ts';
import { createDbRateLimiter } from './rate-limits.server.ts';

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

  it('keeps its counts in the database, so another instance over it sees them', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await createDbRateLimiter(database.db).hit('k:shared', rule);
    expect((await createDbRateLimiter(database.db).hit('k:shared', rule)).allowed).toBe(false);
    const { rows } = (await database.db.execute(
      sql`select points from rate_limit_points where key = 'rl:k:shared'`,
    )) as unknown as { rows: Array<{ points: number }> };
    expect(rows[0]!.points).toBe(4);
  });

  it('gives a hit back with undo, and starts a new window once the old one has passed', async () => {
    const limiter = createDbRateLimiter(database.db);
    const rule = { limit: 2, windowMs: 300 };
    expect((await limiter.hit('k:w', rule)).allowed).toBe(true);
    expect((await limiter.hit('k:w', rule)).allowed).toBe(true);
    expect((await limiter.hit('k:w', rule)).allowed).toBe(false);
    await limiter.undo('k:w', rule);
    await limiter.undo('k:w', rule);
    expect((await limiter.hit('k:w', rule)).allowed).toBe(true);
    expect((await limiter.hit('k:w', rule)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 350));
    expect((await limiter.hit('k:w', rule)).allowed).toBe(true);
  });

  it('peeks without counting, and forgets a key on reset', async () => {
    const limiter = createDbRateLimiter(database.db);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter.peek('k:p', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await limiter.hit('k:p', rule);
    expect((await limiter.peek('k:p', rule)).allowed).toBe(true);
    await limiter.hit('k:p', rule);
    const full = await limiter.peek('k:p', rule);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThan(50);
    // Peeking again did not count: still exactly full.
    expect((await limiter.peek('k:p', rule)).allowed).toBe(false);
    await limiter.reset('k:p', rule);
    expect((await limiter.peek('k:p', rule)).allowed).toBe(true);
    expect((await limiter.hit('k:p', rule)).allowed).toBe(true);
  });
});
