import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.server.ts';
import { migrateDatabase } from './migrate.server.ts';
import { languages } from './schema.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('embedded PGlite in a data folder', () => {
  it('keeps what was written after the database is closed and opened again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'skybook-data-'));
    dirs.push(dataDir);

    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    await first.db.insert(languages).values({ id: 42, code: 'it' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second); // a restart migrates again: must be a no-op
    const rows = await second.db.select().from(languages).where(eq(languages.id, 42));
    await second.close();
    expect(rows).toEqual([{ id: 42, code: 'it' }]);
  });
});
