import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryPglite } from './memory-template.server.ts';

describe('in-memory PGlite from the saved cluster (decision 116)', () => {
  it('gives each caller its own empty cluster, and keeps the copy for the next process', async () => {
    const first = await createMemoryPglite();
    await first.exec('create table written_by_first (id int); insert into written_by_first values (1)');
    const second = await createMemoryPglite();
    const tables = async (db: typeof first) =>
      (
        await db.query<{ name: string }>(
          `select table_name as name from information_schema.tables where table_schema = 'public'`,
        )
      ).rows.map((r) => r.name);
    // What the first wrote is not in the second: the copy was taken before anything was written.
    expect(await tables(first)).toEqual(['written_by_first']);
    expect(await tables(second)).toEqual([]);
    await first.close();
    await second.close();
    const saved = (await readdir(tmpdir())).filter((n) => /^skybook-pglite-initdb-.+\.tar$/.test(n));
    expect(saved.length).toBeGreaterThan(0);
    // A whole cluster, not an empty or partial file.
    for (const name of saved) expect(statSync(path.join(tmpdir(), name)).size).toBeGreaterThan(10_000_000);
  });
});
