import pg from 'pg';

/**
 * A fresh PostgreSQL database for one bench run (dropped first if a run was interrupted), so
 * every run measures the same seeded network. `BENCH_DATABASE_URL` names it; the server it
 * lives on must accept `CREATE DATABASE` from that user.
 */
export async function freshBenchDatabase(): Promise<string> {
  await asAdmin((name) => [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
  return benchUrl().href;
}

/** Leaves nothing behind on the PostgreSQL server. */
export async function dropBenchDatabase(): Promise<void> {
  await asAdmin((name) => [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
}

const benchUrl = () =>
  new URL(process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/skybook_bench');

async function asAdmin(statements: (name: string) => string[]): Promise<void> {
  const url = benchUrl();
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`BENCH_DATABASE_URL names an odd database: "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    // why: DDL takes no parameters; the name was checked above.
    for (const statement of statements(name)) await client.query(statement);
  } finally {
    await client.end();
  }
}
