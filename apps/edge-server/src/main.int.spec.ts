import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Runs the real entry point (from source) and collects its output. */
function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/edge-server/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'info', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 500 && !pattern.test(out); i++) await new Promise((r) => setTimeout(r, 100));
    return pattern.exec(out);
  };
  return { child, exited, waitFor, output: () => out };
}

describe('edge-server process', () => {
  it('refuses to start on bad configuration, naming the variable', async () => {
    const proc = run({ PORT: 'eighty', SERVE_APPS: '' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/PORT must be a port number/);
  });

  it('refuses to start in production with a published default secret, naming the variable', async () => {
    for (const [name, value] of [
      ['AUTH_SECRET', 'skybook-development-secret-not-for-production'],
      ['OFFER_SECRET', 'skybook-development-offer-secret'],
    ] as const) {
      const proc = run({
        PORT: '0',
        SERVE_APPS: '',
        DATA_DIR: 'memory://',
        NODE_ENV: 'production',
        [name]: value,
      });
      expect(await proc.exited).toBe(1);
      expect(proc.output()).toMatch(new RegExp(`${name} must not be a published default`));
      expect(proc.output()).not.toMatch(/serving/);
    }
  });

  it('migrates, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'skybook-main-'));
    dirs.push(dataDir);
    const proc = run({
      PORT: '0',
      SERVE_APPS: '',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      METRICS_PORT: '0',
    });
    const match = await proc.waitFor(/serving (http:\/\/127\.0\.0\.1:\d+)/);
    expect(match, proc.output()).not.toBeNull();
    const ready = await fetch(`${match![1]}/readyz`);
    expect(ready.status).toBe(200);
    // The single process serves its own metrics on a loopback port of their own (decision 113).
    const metrics = await proc.waitFor(/Metrics are at (http:\/\/127\.0\.0\.1:\d+\/metrics)/);
    expect(metrics, proc.output()).not.toBeNull();
    const scraped = await (await fetch(metrics![1]!)).text();
    expect(scraped).toMatch(/^skybook_metrics_processes 1$/m);
    expect(scraped).toContain('route="/readyz"');
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toMatch(/shutdown complete/);
    // Out of the box: its own random secrets beside the data, readable by the owner only.
    expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
  });
});
