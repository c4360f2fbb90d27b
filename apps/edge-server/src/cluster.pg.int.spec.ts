import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Decision 088: on PostgreSQL the server runs one worker per core under a primary, which migrates
 * once, replaces a worker that dies and drains them all on SIGTERM. PostgreSQL only: with the
 * embedded database there is always one process.
 */
const serverUrl = process.env['DATABASE_URL'];
if (!/^postgres(ql)?:\/\//.test(serverUrl ?? '')) {
  throw new Error('cluster.pg.int.spec.ts needs DATABASE_URL=postgres://… (CI sets it)');
}
const root = new URL('../../..', import.meta.url).pathname;
const admin = () => new pg.Client({ connectionString: serverUrl });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The worker processes of `primary`: its children running the server (tsx also starts esbuild). */
function workersOf(primary: ChildProcess): number[] {
  const children = (() => {
    try {
      return readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8');
    } catch {
      return '';
    }
  })();
  return children
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('edge-server/src/main.ts');
      } catch {
        return false;
      }
    });
}

describe('one worker per core (PostgreSQL)', () => {
  const dbName = `skybook_test_cluster_${randomBytes(5).toString('hex')}`;
  let primary: ChildProcess;
  let url = '';
  let metricsUrl = '';
  let out = '';

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${dbName}`);
    await client.end();
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${dbName}`;
    primary = spawn(process.execPath, ['--import', 'tsx', 'apps/edge-server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'test',
        PORT: '0',
        GATEWAY_PORT: '0',
        SERVE_APPS: '',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl.toString(),
        WEB_CONCURRENCY: '2',
        METRICS_PORT: '0',
      },
    });
    primary.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    primary.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const started = () =>
      /All 2 workers are serving/.test(out) && /serving http/.test(out) && /Metrics of all workers/.test(out);
    for (let i = 0; i < 1200 && !started(); i++) {
      if (primary.exitCode !== null) break;
      await sleep(50);
    }
    url = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '';
    metricsUrl = /Metrics of all workers are at (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(out)?.[1] ?? '';
    if (!url || !metricsUrl) throw new Error(`the server did not start:\n${out}`);
  }, 90_000);

  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    for (const pid of workersOf(primary)) process.kill(pid, 'SIGKILL');
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`);
    await client.end();
  });

  it('adds up every worker in one scrape of the primary (decision 113)', async () => {
    /** One request on a connection of its own, so the primary's round robin spreads them over the workers. */
    const healthz = () =>
      new Promise<number>((resolve, reject) => {
        request(`${url}/healthz`, { agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
    const REQUESTS = 20;
    for (let i = 0; i < REQUESTS; i++) expect(await healthz()).toBe(200);
    const text = await (await fetch(metricsUrl)).text();
    const value = (series: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.slice(series.length + 1) ?? 0,
      );
    // Both workers answered the scrape, and their counts add up to every request sent.
    expect(value('skybook_metrics_processes')).toBe(2);
    expect(
      value('skybook_http_request_duration_seconds_count{method="GET",route="/healthz",status_class="2xx"}'),
    ).toBe(REQUESTS);
    expect(value('skybook_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    // The public port does not serve them.
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });

  it('replaces a worker that dies while the other keeps answering, and drains all on SIGTERM', async () => {
    const workers = workersOf(primary);
    expect(workers).toHaveLength(2);
    process.kill(workers[0]!, 'SIGKILL');
    // A connection handed to the worker in the instant it died is lost; once the primary has seen
    // the death, every request goes to the living worker while the replacement starts.
    for (let i = 0; i < 100 && !/worker died/.test(out); i++) await sleep(50);
    expect(out).toMatch(/worker died; starting another/);
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      expect(response.status).toBe(200);
    }
    let replaced: number[] = [];
    for (let i = 0; i < 600 && replaced.length < 2; i++) {
      await sleep(100);
      replaced = workersOf(primary);
    }
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    expect(replaced).toContain(workers[1]);

    const exited = new Promise<number | null>((resolve) => primary.on('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workersOf(primary)).toEqual([]);
  }, 90_000);
});
