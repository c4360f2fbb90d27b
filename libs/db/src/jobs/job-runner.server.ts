import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.server.ts';
import { rowsOf } from '../sql-rows.server.ts';

/** A periodic job: `run` once every `intervalMs` across every process sharing the database. */
export interface Job {
  name: string;
  /** Time from the end of one run to the start of the next. */
  intervalMs: number;
  /** How long a claim lasts without a heartbeat: a process that died frees the job after this. */
  leaseMs?: number;
  run(): Promise<unknown>;
}

export interface JobRunnerDeps {
  db: Db;
  jobs: Job[];
  /** How often this process looks for a due job (default 1 s). */
  pollMs?: number;
  /** Names this process in `jobs.locked_by` (default host:pid). */
  owner?: string;
  onRun?: (job: string, result: unknown) => void;
  onError?: (job: string, error: unknown) => void;
}

export interface JobRunner {
  /** Stops looking for jobs and waits for the runs in progress to finish. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 30_000;
const ms = (n: number) => sql`${Math.round(n)} * interval '1 millisecond'`;

/** Adds each job's row (due now) unless another process did; its schedule is then the table's. */
export async function registerJobs(db: Db, names: string[]): Promise<void> {
  for (const name of names)
    await db.execute(sql`insert into jobs (name) values (${name}) on conflict (name) do nothing`);
}

/**
 * Claims `job` if it is due and nobody holds a live lease on it; true when this caller got it.
 * why: a conditional UPDATE: of two processes racing for the row, the second re-reads it after
 * the first commits, finds the lease taken and updates nothing.
 */
async function claimJob(db: Db, name: string, leaseMs: number, token: string): Promise<boolean> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`update jobs set locked_until = now() + ${ms(leaseMs)}, locked_by = ${token},
      last_started_at = now(), runs = runs + 1
    where name = ${name} and run_after <= now() and (locked_until is null or locked_until <= now())
    returning name`,
  );
  return rows.length > 0;
}

/** Ends a run this caller holds: the job is due again `intervalMs` from now. */
async function finishJob(db: Db, job: Job, token: string, error: string | null): Promise<void> {
  await db.execute(sql`update jobs set locked_until = null, locked_by = null, last_finished_at = now(),
      run_after = now() + ${ms(job.intervalMs)}, last_error = ${error}
    where name = ${job.name} and locked_by = ${token}`);
}

/** Extends a live run's lease; false when it was lost (the run outlived it and another took over). */
async function extendLease(db: Db, job: Job, leaseMs: number, token: string): Promise<boolean> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`update jobs set locked_until = now() + ${ms(leaseMs)}
    where name = ${job.name} and locked_by = ${token} returning name`,
  );
  return rows.length > 0;
}

/** Names of jobs due now that nobody runs: the cheap read each poll starts with. */
async function dueJobs(db: Db): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select name from jobs where run_after <= now() and (locked_until is null or locked_until <= now())`,
  );
  return new Set(rows.map((r) => r.name));
}

/**
 * Runs `jobs` in this process whenever the table says they are due and this process wins the
 * claim (decision 110). A run's lease is renewed while it lasts, so a slow run keeps its job;
 * a process that dies stops renewing and another takes the job over once the lease is out.
 */
export function startJobRunner(deps: JobRunnerDeps): JobRunner {
  const { db, jobs } = deps;
  const pollMs = deps.pollMs ?? 1000;
  const owner = deps.owner ?? `${hostname()}:${process.pid}`;
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  async function runOne(job: Job): Promise<void> {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const token = `${owner}:${randomUUID()}`;
    if (!(await claimJob(db, job.name, leaseMs, token))) return;
    const heartbeat = setInterval(
      () =>
        void extendLease(db, job, leaseMs, token).then(
          (held) => held || deps.onError?.(job.name, new Error('job lease lost')),
          (error: unknown) => deps.onError?.(job.name, error),
        ),
      Math.max(10, leaseMs / 3),
    ).unref();
    let failure: string | null = null;
    try {
      // Not `onRun?.(name, await run())`: without `onRun` that would skip the run itself.
      const result = await job.run();
      deps.onRun?.(job.name, result);
    } catch (error) {
      failure = error instanceof Error ? error.message.slice(0, 500) : 'failed';
      deps.onError?.(job.name, error);
    } finally {
      clearInterval(heartbeat);
    }
    await finishJob(db, job, token, failure);
  }

  async function poll(): Promise<void> {
    const due = await dueJobs(db);
    for (const job of jobs) {
      if (stopped || !due.has(job.name) || running.has(job.name)) continue;
      const run = runOne(job)
        .catch((error: unknown) => deps.onError?.(job.name, error))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      polling = poll()
        .catch((error: unknown) => deps.onError?.('poll', error))
        .finally(schedule);
    }, pollMs).unref();
  };
  polling = registerJobs(
    db,
    jobs.map((j) => j.name),
  )
    .then(poll)
    .catch((error: unknown) => deps.onError?.('poll', error))
    .finally(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      await Promise.all(running.values());
    },
  };
}

/** How far behind each job is (seconds past its `run_after`; 0 when not due or running): for a lag gauge. */
export async function jobLag(db: Db): Promise<{ name: string; lagSeconds: number }[]> {
  return rowsOf(
    db,
    sql`select name, case when locked_until > now() then 0
        else greatest(0, extract(epoch from now() - run_after)) end::float8 as "lagSeconds"
    from jobs order by name`,
  );
}
