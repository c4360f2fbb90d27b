import { execSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropBenchDatabase, freshBenchDatabase } from './bench-database.ts';
import { benchBookings, bookingsReport } from './bookings.ts';
import { printBundleTable } from './bundles.ts';
import { lighthousePages } from './lighthouse-pages.ts';
import { lighthouseRow, lighthouseTable, meetsLighthouseTargets, type LighthouseRow } from './lighthouse.ts';
import { measure, table } from './measure.ts';
import { startProcess, stopAll, waitFor } from './processes.ts';
import { benchSearch, searchReport } from './search.ts';
import { measureSsr } from './ssr.ts';

/**
 * `npm run bench [-- section…]`: the production server (one worker per core, PostgreSQL) on
 * loopback, bounded in time. Sections: bundles, ssr, search, bookings, lighthouse (all by
 * default). Every figure is printed beside its target from issue 14; nothing here fails a build.
 */
const root = new URL('../..', import.meta.url).pathname;
// BENCH_PORT moves the bench off 4391/4392, which the e2e stand-ins also use; the static baseline
// listens on the next port.
const SERVER_PORT = Number(process.env['BENCH_PORT'] ?? 4391);
const STATIC_PORT = SERVER_PORT + 1;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const asked = new Set(process.argv.slice(2));
const wants = (section: string) => asked.size === 0 || asked.has(section);
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

const work = await mkdtemp(path.join(tmpdir(), 'skybook-bench-'));
try {
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
  execSync('npx nx run-many -t build --outputStyle=static', { cwd: root, stdio: 'ignore', env });
  if (wants('bundles')) {
    console.log('\nJavaScript per route (gzip), against the budgets npm test enforces\n');
    printBundleTable();
  }
  const databaseUrl = await freshBenchDatabase();
  execSync('npx tsx tools/seed/main.ts', {
    cwd: root,
    stdio: 'ignore',
    env: { ...env, DATABASE_URL: databaseUrl },
  });
  startProcess(root, 'node', ['dist/apps/edge-server/main.js'], {
    NODE_ENV: 'production',
    PORT: String(SERVER_PORT),
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, 'data'),
    // Thousands of confirmation mails go to the run's own folder, removed with it.
    OUTBOX_DIR: path.join(work, 'outbox'),
    LOG_LEVEL: 'error',
  });
  const server = `http://127.0.0.1:${SERVER_PORT}`;
  await waitFor(`${server}/readyz`);

  if (wants('ssr')) await ssrSection(server);
  if (wants('search')) {
    const search = await benchSearch(server, SECONDS);
    console.log(`\n${searchReport(search, SECONDS)}`);
    const ok =
      search.direct.p95 <= 50 &&
      search.direct.p99 <= 100 &&
      search.direct.reqPerSec >= 0.3 * search.healthz.reqPerSec;
    console.log(`Targets p95 ≤ 50 ms, p99 ≤ 100 ms, ≥ 0.3× /healthz (direct): ${mark(ok)}`);
  }
  if (wants('bookings')) {
    // The gateway's card field answers its own origin (`localhost`, as the site frames it).
    const gatewayUrl = `http://localhost:${SERVER_PORT + 1000}`;
    const bookings = await benchBookings({ url: server, gatewayUrl }, databaseUrl, { seconds: SECONDS });
    console.log(`\n${bookingsReport(bookings)}`);
    const ok = bookings.bookingsPerSec >= 100 && bookings.violations.length === 0;
    console.log(`Target ≥ 100 bookings/s with no oversell: ${mark(ok)}`);
  }
  if (wants('lighthouse')) await lighthouseSection(server);
} finally {
  await stopAll();
  await rm(work, { recursive: true, force: true });
  await dropBenchDatabase();
}

/** SSR of `/en` cached and uncached against express.static serving the same bytes. */
async function ssrSection(server: string): Promise<void> {
  const html = await (await fetch(`${server}/en`)).text();
  const staticDir = path.join(work, 'static');
  await mkdir(staticDir);
  await writeFile(path.join(staticDir, 'index.html'), html);
  startProcess(root, process.execPath, [
    '--import',
    'tsx',
    'tools/bench/static-server.ts',
    staticDir,
    String(STATIC_PORT),
  ]);
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/index.html`);
  const opts = { connections: 10, seconds: SECONDS };
  const baseline = await measure(
    'express.static, same bytes',
    `http://127.0.0.1:${STATIC_PORT}/index.html`,
    opts,
  );
  const ssr = await measureSsr(server, baseline, opts);
  const health = await measure('/healthz', `${server}/healthz`, opts);
  console.log(
    `\nHTML — 10 connections, ${SECONDS}s each after a 2s warm-up, loopback, ${html.length} B of /en\n`,
  );
  console.log(table([ssr.cached, ssr.uncached, baseline, health]));
  console.log(
    `\nSSR / static: cached ${ssr.cachedRatio} (target ≥ 0.5: ${mark(ssr.cachedRatio >= 0.5)}), uncached ${ssr.uncachedRatio} (target ≥ 0.15: ${mark(ssr.uncachedRatio >= 0.15)})`,
  );
}

/** Lighthouse mobile on the pages in both brands (`sol.localhost` resolves to loopback in Chromium). */
async function lighthouseSection(server: string): Promise<void> {
  const origins = { sky: server, sol: `http://sol.localhost:${SERVER_PORT}` };
  const rows: LighthouseRow[] = [];
  for (const [brand, origin] of Object.entries(origins)) {
    for (const page of await lighthousePages(server)) {
      const row = await lighthouseRow(brand, origin, page, LIGHTHOUSE_RUNS);
      console.log(`  ${brand} ${page.name}: ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms`);
      rows.push(row);
    }
  }
  console.log(`\nLighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS}\n`);
  console.log(lighthouseTable(rows));
  console.log(
    `\nTargets perf ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02: ${rows.filter(meetsLighthouseTargets).length} of ${rows.length} pages met`,
  );
}
