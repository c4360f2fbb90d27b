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
    [
      schema.languages,
      schema.currencies,
      schema.regions,
      schema.regionHosts,
      schema.domainLanguages,
      schema.domainCurrencies,
    ].map((t) => db.select().from(t)),
  );
  const domainRows = (await db.select().from(schema.domains)).map(
    ({ updatedAt: _updatedAt, ...rest }) => rest,
  );
  const sort = (rows: object[]) => rows.map((r) => JSON.stringify(r)).sort();
  return [...all, domainRows].map(sort);
}

describe('seedDemo', () => {
  it('loads nine regions with five hosts each', async () => {
    const counts = await seedDemo(database.db);
    expect(counts).toMatchObject({ regions: 9, hosts: 45 });
    // A year of the network's dated flights (about 40 a day).
    expect(counts.datedFlights).toBeGreaterThan(365 * 35);
    const [, , regions, hosts] = await snapshot();
    expect(regions).toHaveLength(9);
    expect(hosts).toHaveLength(45);
  });

  it('is idempotent and deterministic: a second run leaves identical data', async () => {
    const before = await snapshot();
    const first = await seedDemo(database.db);
    expect(await seedDemo(database.db)).toEqual(first);
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

  it('removes hosts, languages and currencies of a seeded region that the data does not list', async () => {
    const before = await snapshot();
    await database.db
      .insert(schema.regionHosts)
      .values({ host: 'old-mx.skybook.example', regionId: 1, kind: 'production' });
    await database.db.insert(schema.domainLanguages).values({ domainId: 1, languageId: 3 });
    await database.db.insert(schema.domainCurrencies).values({ domainId: 1, currencyId: 6 });
    expect(await snapshot()).not.toEqual(before);
    await seedDemo(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves a region the demo data does not know alone', async () => {
    await database.db.insert(schema.regions).values({ id: 10, code: 'es', name: 'Spain' });
    await database.db
      .insert(schema.regionHosts)
      .values({ host: 'es.localhost', regionId: 10, kind: 'local' });
    await seedDemo(database.db);
    const [, , regions, hosts] = await snapshot();
    expect(regions).toContain(JSON.stringify({ id: 10, code: 'es', name: 'Spain' }));
    expect(hosts).toHaveLength(46);
  });
});
