import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.server.ts';
import { rowsOf } from '../sql-rows.server.ts';
import { createTestDatabase } from '../testing/test-database.server.ts';
import { jobLag, startJobRunner } from './job-runner.server.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

const jobRow = async (name: string) =>
  (
    await rowsOf<{ runs: number; last_error: string | null; locked: boolean; due_in_s: number }>(
      database.db,
      sql`select runs::int, last_error, locked_by is not null as locked,
        extract(epoch from run_after - now())::float8 as due_in_s from jobs where name = ${name}`,
    )
  )[0];

describe('the job runner (decision 110)', () => {
  it('runs a due job, records a failure and schedules the next run a period later', async () => {
    let calls = 0;
    const ran = new Promise<void>((resolve) => {
      const runner = startJobRunner({
        db: database.db,
        pollMs: 10,
        onError: () => undefined,
        jobs: [
          {
            name: 'failing',
            intervalMs: 60_000,
            run: async () => {
              calls++;
              throw new Error('the gateway is down');
            },
          },
        ],
      });
      const check = setInterval(async () => {
        if ((await jobRow('failing'))?.last_error) {
          clearInterval(check);
          await runner.stop();
          resolve();
        }
      }, 10);
    });
    await ran;
    expect(calls).toBe(1);
    const row = await jobRow('failing');
    expect(row).toMatchObject({ runs: 1, last_error: 'the gateway is down', locked: false });
    expect(row!.due_in_s).toBeGreaterThan(55);
    expect(await jobLag(database.db)).toEqual([{ name: 'failing', lagSeconds: 0 }]);
  });

  it('stops after the run under way, and starts no other (a server draining for shutdown)', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let finished = false;
    const runner = startJobRunner({
      db: database.db,
      pollMs: 10,
      jobs: [
        {
          name: 'slow',
          intervalMs: 1,
          run: async () => {
            started();
            await new Promise<void>((r) => (release = r));
            finished = true;
          },
        },
      ],
    });
    await running;
    const stopping = runner.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    // Due again a millisecond later, but the stopped runner took no second run.
    await new Promise((r) => setTimeout(r, 50));
    expect(await jobRow('slow')).toMatchObject({ runs: 1, locked: false });
  });
});
