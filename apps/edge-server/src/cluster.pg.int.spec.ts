import { spawn, type ChildProcess } from 'node:child_process';
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
      },
    });
    primary.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    primary.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const started = () => /All 2 workers are serving/.test(out) && /serving http/.test(out);
    for (let i = 0; i < 1200 && !started(); i++) {
      if (primary.exitCode !== null) break;
      await sleep(50);
    }
    url = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '';
    if (!url) throw new Error(`the server did not start:\n${out}`);
  }, 90_000);

  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    for (const pid of workersOf(primary)) process.kill(pid, 'SIGKILL');
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`);
    await client.end();
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
