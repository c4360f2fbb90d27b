import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose `generation` goes up with every statement that changes content, menus, offers,
 * banners, sliders, pages, airports or a region's settings (statement triggers, migration 0011). Every server
 * compares it with the generation its caches were filled at, so an edit made in the database is
 * seen on the next request on every server (decision 087).
 */
export const contentGeneration = pgTable(
  'content_generation',
  {
    id: integer().primaryKey().default(1),
    generation: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('content_generation_one_row', sql`${t.id} = 1`)],
);
