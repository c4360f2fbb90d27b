import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * How many worker processes serve (decision 088): one per core on PostgreSQL, `WEB_CONCURRENCY` when
 * set. The embedded database is one in-process connection that only one process may open, so
 * without `DATABASE_URL` there is always a single process.
 */
export function workerCount(config: Pick<Config, 'DATABASE_URL' | 'WEB_CONCURRENCY'>): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY ?? availableParallelism();
}

/** A worker that dies this soon after starting is crashing at start: wait before the next one. */
const CRASH_WINDOW_MS = 5_000;

/**
 * The primary: forks `count` workers that share the listening sockets, replaces any worker that
 * dies, restarts them one at a time on SIGHUP (each replacement listens before the old one drains),
 * and on SIGTERM/SIGINT lets every worker drain through its own shutdown before exiting.
 */
export function runPrimary(count: number, logger: Logger): void {
  let stopping = false;
  const started = new Map<Worker, number>();
  const retiring = new Set<Worker>();
  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    const ranMs = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    if (retiring.delete(worker)) return;
    logger.error({ worker: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(fork, ranMs < CRASH_WINDOW_MS ? 1_000 : 0).unref();
  });
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => {
    const before = listening.size;
    listening.add(worker);
    // Once, when the first set is up: a script (or test) then knows every worker shares the port.
    if (before < count && listening.size === count) console.log(`All ${count} workers are serving`);
  });
  for (let i = 0; i < count; i++) fork();

  process.on('SIGHUP', () => void rollingRestart(fork, [...started.keys()], retiring, logger));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (started.size === 0) process.exit(0);
      for (const worker of started.keys()) worker.process.kill('SIGTERM');
    });
  }
}

/** Replaces `workers` one by one: the new one is listening before the old one is asked to stop. */
async function rollingRestart(
  fork: () => Worker,
  workers: Worker[],
  retiring: Set<Worker>,
  logger: Logger,
): Promise<void> {
  logger.info({ workers: workers.length }, 'restarting workers one at a time');
  for (const old of workers) {
    const next = fork();
    await new Promise<void>((resolve) => {
      next.once('listening', () => resolve());
      next.once('exit', () => resolve());
    });
    retiring.add(old);
    old.process.kill('SIGTERM');
    await new Promise<void>((resolve) => old.once('exit', () => resolve()));
  }
}
