import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client.server.ts';
import { rowsOf } from '../sql-rows.server.ts';
import { createTestDatabaseForTwo } from '../testing/test-database.server.ts';
import { startJobRunner, type Job } from './job-runner.server.ts';

/**
 * Decision 110 across processes: two runners on two pools (as two servers would have) share one
 * job table. PostgreSQL only: the embedded database always has a single process.
 */
if (!process.env['DATABASE_URL'])
  throw new Error('job-runner.pg.int.spec.ts needs DATABASE_URL=postgres://…');

let first: Database;
let second: Database;
let url: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ first, second, databaseUrl: url, cleanup } = await createTestDatabaseForTwo());
});
afterAll(() => cleanup());

const runsOf = async (db: Database, name: string) =>
  (await rowsOf<{ runs: number }>(db.db, sql`select runs::int from jobs where name = ${name}`))[0]?.runs;

describe('two processes, one job table', () => {
  it('runs each job once per period, never two runs at once', async () => {
    const periodMs = 200;
    const starts: number[] = [];
    const ends: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const job = (): Job => ({
      name: 'tick',
      intervalMs: periodMs,
      leaseMs: 5_000,
      run: async () => {
        starts.push(Date.now());
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        await new Promise((r) => setTimeout(r, 30));
        inFlight--;
        ends.push(Date.now());
      },
    });
    const errors: unknown[] = [];
    const onError = (_: string, e: unknown) => errors.push(e);
    const a = startJobRunner({ db: first.db, jobs: [job()], pollMs: 10, owner: 'a', onError });
    const b = startJobRunner({ db: second.db, jobs: [job()], pollMs: 10, owner: 'b', onError });
    await new Promise((r) => setTimeout(r, 2_500));
    await Promise.all([a.stop(), b.stop()]);

    expect(errors).toEqual([]);
    expect(maxInFlight).toBe(1);
    // Each run starts a full period after the previous one ended (the table's clock, ms apart).
    for (let i = 1; i < starts.length; i++)
      expect(starts[i]! - ends[i - 1]!).toBeGreaterThanOrEqual(periodMs - 15);
    // About 2.5 s / (200 ms + 30 ms run + polling): one run per period, not one per process.
    expect(starts.length).toBeGreaterThanOrEqual(7);
    expect(starts.length).toBeLessThanOrEqual(11);
    expect(await runsOf(first, 'tick')).toBe(starts.length);
  });

  it('gives a job whose process died mid-run to another once its lease is over', async () => {
    const leaseMs = 400;
    // A third pool: the process that claims the job and then dies.
    const dying = await openDatabase({ databaseUrl: url });
    let claimedAt = 0;
    let release!: () => void;
    const never = new Promise<void>((r) => (release = r));
    const doomed = startJobRunner({
      db: dying.db,
      pollMs: 10,
      owner: 'doomed',
      onError: () => undefined,
      jobs: [{ name: 'orphan', intervalMs: 60_000, leaseMs, run: () => ((claimedAt = Date.now()), never) }],
    });
    while (!claimedAt) await new Promise((r) => setTimeout(r, 10));

    const runs: number[] = [];
    const heir = startJobRunner({
      db: second.db,
      pollMs: 10,
      owner: 'heir',
      jobs: [{ name: 'orphan', intervalMs: 60_000, leaseMs, run: async () => void runs.push(Date.now()) }],
    });
    // While the first process lives, its heartbeat keeps the lease: nobody else runs the job.
    await new Promise((r) => setTimeout(r, 3 * leaseMs));
    expect(runs).toEqual([]);

    // The process dies: no more heartbeats, no finish. Its lease runs out and the heir runs it, once.
    const diedAt = Date.now();
    await dying.close();
    while (runs.length === 0 && Date.now() - diedAt < 5_000) await new Promise((r) => setTimeout(r, 10));
    expect(runs).toHaveLength(1);
    expect(runs[0]! - diedAt).toBeLessThan(leaseMs + 500);
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toHaveLength(1);
    await heir.stop();
    release();
    await doomed.stop();
    expect(await runsOf(first, 'orphan')).toBe(2);
  });
});
