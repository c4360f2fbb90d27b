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

describe('the data folder lock', () => {
  it('refuses a second opener while the first is open, and frees the folder on close', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'skybook-lock-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    const { writeFileSync } = await import('node:fs');
    // Another live process (our parent) holds the folder:
    writeFileSync(path.join(dataDir, 'skybook.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by process/);
    writeFileSync(path.join(dataDir, 'skybook.lock'), String(process.pid));
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'skybook-lock-'));
    dirs.push(dataDir);
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'skybook.lock'), '999999999');
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
