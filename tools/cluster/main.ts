import { execSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from './cluster.ts';

/**
 * `npm run cluster`: the production build as CLUSTER_SIZE servers (default 2) on one PostgreSQL
 * behind nginx, all on loopback (decision 114). The site is at http://localhost:8080 (PORT), the
 * sandbox gateway at PORT + 1. SIGHUP (`kill -HUP <pid>`) restarts the servers one at a time;
 * Ctrl-C stops everything. The database (CLUSTER_DATABASE_URL) is created and seeded on first use.
 */
const root = path.resolve(import.meta.dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const size = Number(process.env['CLUSTER_SIZE'] ?? 2);
const port = Number(process.env['PORT'] ?? 8080);

async function defaultDatabaseUrl(): Promise<string> {
  for (const user of ['postgres', process.env['USER'] ?? 'root']) {
    const client = new pg.Client({ connectionString: `postgres://${user}@127.0.0.1:5432/postgres` });
    const ok = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    if (ok) return `postgres://${user}@127.0.0.1:5432/skybook_cluster`;
  }
  throw new Error('no PostgreSQL at 127.0.0.1:5432: start it, or set CLUSTER_DATABASE_URL');
}

/** Creates the database if it does not exist yet; true when it was just created. */
async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`CLUSTER_DATABASE_URL names an odd database: "${name}"`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    // why: DDL takes no parameters; the name was checked above.
    await client.query(`create database ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

const databaseUrl = process.env['CLUSTER_DATABASE_URL'] ?? (await defaultDatabaseUrl());
console.log('› Building apps (both brands) and the edge server…');
execSync('npx nx run-many -t build --outputStyle=static', { cwd: root, stdio: 'inherit', env });
if (await ensureDatabase(databaseUrl)) {
  console.log('› Migrating and seeding the demo data…');
  execSync('npx tsx tools/seed/main.ts', {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, DATABASE_URL: databaseUrl },
  });
}
console.log(`› Starting ${size} servers and nginx…`);
const cluster = await startCluster({
  size,
  databaseUrl,
  port,
  gatewayPort: port + 1,
  prefix: path.join(root, 'tmp/cluster'),
  root,
  entry: 'dist',
  publicHost: 'localhost',
  env: { NODE_ENV: 'production', LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info' },
  onOutput: (index, text) => process.stdout.write(text.replace(/^(?=.)/gm, `[${index}] `)),
});
console.log(`Skybook is serving ${cluster.url} through nginx (${size} servers on one PostgreSQL)`);
console.log(`  Servers: ${cluster.servers.map((s) => `127.0.0.1:${s.port}`).join(', ')}`);
console.log(
  `  Metrics: ${cluster.servers.map((s) => `http://127.0.0.1:${s.metricsPort}/metrics`).join(', ')}`,
);
console.log(`  Rolling restart: kill -HUP ${process.pid}    Stop: Ctrl-C`);

process.on('SIGHUP', () => {
  console.log('› Restarting the servers one at a time…');
  cluster.rollingRestart().then(
    () => console.log('› Every server restarted'),
    (error: unknown) => console.error('Rolling restart failed:', error),
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cluster.stop().then(() => process.exit(0));
  });
}
