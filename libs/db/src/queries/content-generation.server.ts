import { sql } from 'drizzle-orm';
import type { Db } from '../client.server.ts';
import { rowsOf } from '../sql-rows.server.ts';

/** The content generation now: triggers bump it with every content change (decision 087). */
export async function readContentGeneration(db: Db): Promise<number> {
  // why: read before every page and content call; the raw statement skips the query builder
  // (PostgreSQL, loaded 2-core machine: 437 µs through drizzle's select, 175 µs raw).
  const [row] = await rowsOf<{ generation: string | number }>(
    db,
    sql`select generation from content_generation where id = 1`,
  );
  return Number(row?.generation ?? 0);
}
