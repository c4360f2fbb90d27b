import type { SQL } from 'drizzle-orm';
import type { Db } from './client.server.ts';

/**
 * Rows of a raw statement, for the sites that need one (decision 079); both drivers (pg and
 * PGlite) answer `{ rows }`. Callers cast numbers in SQL (`::int`, `::float8`).
 */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL's SQLSTATE of an error or any of its causes. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
