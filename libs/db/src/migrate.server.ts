import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.server.ts';

/**
 * Where the SQL migrations are: `MIGRATIONS_DIR`, beside the bundled server (the build
 * copies them there), or in the source tree.
 */
export function defaultMigrationsFolder(): string {
  const candidates = [
    process.env['MIGRATIONS_DIR'],
    besideThisModule('./migrations'),
    besideThisModule('../migrations'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(`${dir}/meta/_journal.json`));
  if (!found) throw new Error(`No migrations found in ${candidates.join(', ')}`);
  return found;
}

/**
 * A folder relative to this module at run time. The path is a parameter on purpose: Vite rewrites a
 * literal `new URL('./x', import.meta.url)` into a served asset URL when a component test (jsdom)
 * opens a database through the in-process API.
 */
function besideThisModule(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}

/** Any fixed number: the advisory lock every Skybook server takes to migrate. */
const MIGRATION_LOCK = 7_357_001;

/**
 * Applies pending migrations; safe to run at every start. On PostgreSQL several servers may start
 * at once (a deploy, decision 114): an advisory lock lets one migrate while the others wait, and
 * they then find nothing left to do.
 */
export async function migrateDatabase(
  database: Database,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase & { $client: Pool };
  const lock = await db.$client.connect();
  try {
    // why: a session-level advisory lock, held on its own connection for the whole migration.
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
