import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../client.server.ts';
import { migrateDatabase } from '../migrate.server.ts';

/** A short-lived admin connection; a server-side drop surfaces on its query, not as an uncaught event. */
function adminClient(connectionString: string): pg.Client {
  const client = new pg.Client({ connectionString });
  client.on('error', (error) => console.warn(`[test-db] admin connection lost: ${error.message}`));
  return client;
}

/**
 * A migrated, empty database of its own for one test file: a fresh `skybook_test_*`
 * database on the server named by `DATABASE_URL`, else in-memory PGlite.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  /** The test database's URL on PostgreSQL, for a second pool (another process's connections). */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    return { database, cleanup: () => database.close() };
  }
  const name = `skybook_test_${randomBytes(6).toString('hex')}`;
  const admin = adminClient(serverUrl);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const cleanup = async () => {
    await database.close();
    const dropper = adminClient(serverUrl);
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  // A failed migration must not leave a stray skybook_test_* database on the server.
  await migrateDatabase(database).catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });
  return { database, databaseUrl: url.toString(), cleanup };
}

/**
 * One PostgreSQL test database reached through two pools, as two server processes reach theirs:
 * for tests of what must hold across processes (jobs, mail delivery).
 */
export async function createTestDatabaseForTwo(): Promise<{
  first: Database;
  second: Database;
  /** For more pools still (a process that dies mid-work). */
  databaseUrl: string;
  cleanup(): Promise<void>;
}> {
  const test = await createTestDatabase();
  if (!test.databaseUrl) {
    await test.cleanup();
    throw new Error('two processes need DATABASE_URL=postgres://… (CI sets it)');
  }
  const second = await openDatabase({ databaseUrl: test.databaseUrl });
  return {
    first: test.database,
    second,
    databaseUrl: test.databaseUrl,
    async cleanup() {
      await second.close();
      await test.cleanup();
    },
  };
}
