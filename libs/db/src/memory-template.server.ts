import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';

/**
 * In-memory PGlite for tests, started from a copy of a freshly initialised cluster instead of
 * running initdb each time (decision 116): initdb is ~2.7 s of CPU, loading its files ~1.1 s,
 * and the test suites open one database per file or more. The copy is a plain tar of the empty
 * cluster (no schema: migrations still run on every database), kept in the temp folder under
 * PGlite's version, so every test process and every run after the first reuses it.
 */
// The package's own version (its exports hide package.json): `dist/` sits beside it.
const packageDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const templatePath = path.join(tmpdir(), `skybook-pglite-initdb-${version}.tar`);

let template: Promise<Blob | null> | undefined;

/** The saved cluster, or null when there is none (yet) or it cannot be read. */
async function savedTemplate(): Promise<Blob | null> {
  const bytes = await readFile(templatePath).catch(() => null);
  return bytes ? new Blob([bytes]) : null;
}

/** Saves a fresh cluster's files; a rename makes the write atomic for concurrent test processes. */
async function saveTemplate(client: PGlite): Promise<void> {
  const dump = await client.dumpDataDir('none');
  const partial = `${templatePath}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, templatePath);
}

/** A new, empty in-memory cluster: from the saved copy when there is one, else by initdb (then saved). */
export async function createMemoryPglite(): Promise<PGlite> {
  template ??= savedTemplate();
  const saved = await template;
  if (saved) {
    const loaded = await PGlite.create('memory://', { loadDataDir: saved }).catch(() => null);
    if (loaded) return loaded;
  }
  const client = await PGlite.create('memory://');
  // Saved before anything is written to it: the copy is exactly what initdb made.
  await saveTemplate(client).catch(() => undefined);
  template = undefined;
  return client;
}
