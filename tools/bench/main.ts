import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measure, table } from './measure.ts';
import { measureSsr } from './ssr.ts';

/**
 * `npm run bench`: the production server against express.static serving the same bytes,
 * on loopback, bounded in time. Prints req/s and latency, the ratio, and the gzip size of
 * the JavaScript the home page loads.
 */
const root = new URL('../..', import.meta.url).pathname;
const SERVER_PORT = 4391;
const STATIC_PORT = 4392;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = 10;
const SEARCH_CONNECTIONS = 50;
const children: ChildProcess[] = [];

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const start = (command: string, args: string[], env: Record<string, string>) => {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};

const work = await mkdtemp(path.join(tmpdir(), 'skybook-bench-'));
try {
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
  execSync('npx nx run-many -t build --outputStyle=static', { cwd: root, stdio: 'ignore', env });
  const dataDir = path.join(work, 'data');
  execSync('npx tsx tools/seed/main.ts', { cwd: root, stdio: 'ignore', env: { ...env, DATA_DIR: dataDir } });
  start('node', ['dist/apps/edge-server/main.js'], {
    NODE_ENV: 'production',
    PORT: String(SERVER_PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
  });
  const server = `http://127.0.0.1:${SERVER_PORT}`;
  await waitFor(`${server}/readyz`);

  const html = await (await fetch(`${server}/en`)).text();
  const staticDir = path.join(work, 'static');
  await import('node:fs/promises').then((fs) => fs.mkdir(staticDir));
  await writeFile(path.join(staticDir, 'index.html'), html);
  start(
    process.execPath,
    ['--import', 'tsx', 'tools/bench/static-server.ts', staticDir, String(STATIC_PORT)],
    {},
  );
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/index.html`);

  const opts = { connections: CONNECTIONS, seconds: SECONDS };
  const ssr = await measure('SSR /en (edge-server)', `${server}/en`, opts);
  const baseline = await measure(
    'express.static, same bytes',
    `http://127.0.0.1:${STATIC_PORT}/index.html`,
    opts,
  );
  const health = await measure('/healthz', `${server}/healthz`, opts);
  const render = await measureSsr(server, baseline, opts);

  // Flight search at 50 connections beside /healthz at 50, same server, same run.
  const searchOpts = { connections: SEARCH_CONNECTIONS, seconds: SECONDS };
  const departDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const searchBody = (origin: string, destination: string) =>
    JSON.stringify({ origin, destination, departDate, adults: 2, children: 1, infants: 0, currency: 'EUR' });
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  const probe = await fetch(`${server}/api/search-flights`, { ...post, body: searchBody('OPO', 'CUN') });
  if (!probe.ok) throw new Error(`search answered ${probe.status}: ${await probe.text()}`);
  const searchDirect = await measure('search MAD→CUN direct', `${server}/api/search-flights`, {
    ...searchOpts,
    ...post,
    body: searchBody('MAD', 'CUN'),
  });
  const searchConnect = await measure('search OPO→CUN one-stop', `${server}/api/search-flights`, {
    ...searchOpts,
    ...post,
    body: searchBody('OPO', 'CUN'),
  });
  const health50 = await measure('/healthz', `${server}/healthz`, searchOpts);

  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  let gzipBytes = 0;
  for (const src of new Set(scripts))
    gzipBytes += gzipSync(Buffer.from(await (await fetch(`${server}${src}`)).arrayBuffer()), {
      level: 9,
    }).length;

  console.log(
    `\nSkybook bench — ${CONNECTIONS} connections, ${SECONDS}s each after a 2s warm-up, loopback, ${html.length} B of HTML\n`,
  );
  console.log(table([ssr, render.cached, render.uncached, baseline, health]));
  console.log(
    `\nRender cache / static: ${render.cachedRatio} (target ≥ 0.5); rendered each time / static: ${render.uncachedRatio} (target ≥ 0.15)`,
  );
  console.log(
    `\nSSR / static ratio: ${(ssr.reqPerSec / baseline.reqPerSec).toFixed(3)} (SSR serves ${((100 * ssr.reqPerSec) / baseline.reqPerSec).toFixed(1)}% of the static rate)`,
  );
  console.log(`Home route JavaScript: ${scripts.length} file(s), ${(gzipBytes / 1024).toFixed(1)} KiB gzip`);
  console.log(
    `\nFlight search — ${SEARCH_CONNECTIONS} connections, ${SECONDS}s each, default seed, party of 3, EUR\n`,
  );
  console.log(table([searchDirect, searchConnect, health50]));
  console.log(
    `\nSearch / healthz ratio: ${(searchDirect.reqPerSec / health50.reqPerSec).toFixed(3)} direct, ${(searchConnect.reqPerSec / health50.reqPerSec).toFixed(3)} one-stop`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await rm(work, { recursive: true, force: true });
}
