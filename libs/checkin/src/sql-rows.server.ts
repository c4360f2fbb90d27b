import type { SQL } from 'drizzle-orm';
import type { Db } from '@skybook/db';

/** Rows of a raw statement; both drivers answer `{ rows }`. Callers cast numbers in SQL (`::int`, `::float8`). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
