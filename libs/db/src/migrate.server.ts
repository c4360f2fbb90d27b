import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
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

/** Applies pending migrations; safe to run at every start. */
export async function migrateDatabase(
  database: Database,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<void> {
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}
