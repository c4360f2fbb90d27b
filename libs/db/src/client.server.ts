import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.server.ts';
import { createMemoryPglite } from './memory-template.server.ts';
import * as schema from './schema.ts';

/** What both drivers give: queries never need to know which one runs them. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool, for its use in the metrics (decision 113). */
  pool?: pg.Pool;
  /**
   * Embedded PGlite only: `onNotify` hears `channel`'s notifications before the statement that
   * raised them resolves, since every connection to the data folder is this one (decision 087).
   */
  listenInProcess?(channel: string, onNotify: (payload: string) => void): Promise<void>;
}

/**
 * A PostgreSQL server when `databaseUrl` is given, otherwise embedded PGlite persisted in
 * `dataDir` (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle pooled connection that the server drops (restart, admin termination, network) emits
    // 'error' on the pool; unheard, Node turns it into an uncaught exception that kills the process.
    // The pool discards that client by itself and the next query opens a new one.
    pool.on('error', (error) => {
      console.warn(`[db] idle connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? './data';
  const unlock = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  const opening = dataDir === 'memory://' ? createMemoryPglite() : PGlite.create(dataDir);
  const client = await opening.catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    listenInProcess: async (channel, onNotify) => void (await client.listen(channel, onNotify)),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
