import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, schema, type Database } from '@skybook/db';
import { seedDemo } from './seed.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

async function snapshot() {
  const { db } = database;
  const all = await Promise.all(
    [schema.languages, schema.currencies, schema.regions, schema.regionHosts, schema.domainLanguages, schema.domainCurrencies].map((t) => db.select().from(t)),
  );
  const domainRows = (await db.select().from(schema.domains)).map(({ updatedAt: _updatedAt, ...rest }) => rest);
  const sort = (rows: object[]) => rows.map((r) => JSON.stringify(r)).sort();
  return [...all, domainRows].map(sort);
}

describe('seedDemo', () => {
  it('loads nine regions with five hosts each', async () => {
    expect(await seedDemo(database.db)).toEqual({ regions: 9, hosts: 45 });
    const [, , regions, hosts] = await snapshot();
    expect(regions).toHaveLength(9);
    expect(hosts).toHaveLength(45);
  });

  it('is idempotent and deterministic: a second run leaves identical data', async () => {
    const before = await snapshot();
    expect(await seedDemo(database.db)).toEqual({ regions: 9, hosts: 45 });
    expect(await snapshot()).toEqual(before);
  });

  it('puts back data someone changed', async () => {
    await database.db.update(schema.domains).set({ telephone: 'changed' });
    await database.db.delete(schema.regionHosts);
    const [, , , hostsAfterDelete] = await snapshot();
    expect(hostsAfterDelete).toHaveLength(0);
    await seedDemo(database.db);
    const [, , , hosts, , , domains] = await snapshot();
    expect(hosts).toHaveLength(45);
    expect(domains).toHaveLength(9);
    expect(domains?.join()).not.toContain('"telephone":"changed"');
  });
});
