import type { SQL } from 'drizzle-orm';
import type { Db } from '@skybook/db';

/** Runs raw SQL and answers its rows; both drivers (pg and PGlite) put them in `rows`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
