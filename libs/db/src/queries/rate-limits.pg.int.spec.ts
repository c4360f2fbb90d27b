import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client.server.ts';
import { createTestDatabase } from '../testing/test-database.server.ts';
import { createDbRateLimiter } from './rate-limits.server.ts';

/**
 * Decision 112: every server process counts in one store. Two limiters over two separate
 * connection pools stand for two processes (workers, or machines behind the load balancer).
 * PostgreSQL only: PGlite is one in-process connection, so it has no second process to share with.
 */
if (!/^postgres(ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '')) {
  throw new Error('rate-limits.pg.int.spec.ts needs DATABASE_URL=postgres://… (CI sets it)');
}

let first: Database;
let second: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database: first, cleanup } = await createTestDatabase());
  second = await openDatabase({ databaseUrl: first.pool!.options.connectionString });
});
afterAll(async () => {
  await second.close();
  await cleanup();
});

describe('rate limits across processes', () => {
  it('two limiters on two pools share one count, exactly, under concurrent hits', async () => {
    expect(second.pool).not.toBe(first.pool);
    const a = createDbRateLimiter(first.db);
    const b = createDbRateLimiter(second.db);
    const rule = { limit: 10, windowMs: 60_000 };
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit('lookup:ip:203.0.113.7', rule)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    // Either process now refuses, and a hit given back through one is seen by the other.
    expect((await a.peek('lookup:ip:203.0.113.7', rule)).allowed).toBe(false);
    await a.reset('lookup:ip:203.0.113.7', rule);
    expect((await b.peek('lookup:ip:203.0.113.7', rule)).allowed).toBe(true);
  });
});
