import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client.server.ts';
import { migrateDatabase } from './migrate.server.ts';

/** Several servers starting at once on a new release all migrate the same database (decision 114). */
const serverUrl = process.env['DATABASE_URL'];
if (!/^postgres(ql)?:\/\//.test(serverUrl ?? '')) {
  throw new Error('migrate.pg.int.spec.ts needs DATABASE_URL=postgres://… (CI sets it)');
}
const dbName = `skybook_test_migrate_${randomBytes(5).toString('hex')}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};

afterAll(() => admin(`drop database if exists ${dbName} with (force)`));

it('lets four servers migrate a new database at once: one applies each migration, the rest wait', async () => {
  await admin(`create database ${dbName}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${dbName}`;
  const servers = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.href })));
  try {
    const results = await Promise.allSettled(servers.map((s) => migrateDatabase(s)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    const { rows } = await client.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    await client.end();
    expect(rows[0]!.n).toBeGreaterThan(10);
    expect(rows[0]!.n).toBe(rows[0]!.distinct);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}, 60_000);
