import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Domain as DomainSchema } from '@skybook/api-contract';
import {
  createTestDatabase,
  findRegionIdByHost,
  getDomain,
  listRegionSites,
  type Database,
} from '@skybook/db';
import { seedDemo } from './seed.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
  await seedDemo(database.db);
});
afterAll(() => cleanup());

describe('regions by host', () => {
  it.each([
    ['mx.localhost', 1],
    ['PT.LOCALHOST:3000', 5],
    ['test-us.skybook.example', 7],
    ['staging-hn.skybook.example', 2],
    ['www.skybook.example', 9],
  ])('%s is region %i', async (host, id) => {
    expect(await findRegionIdByHost(database.db, host)).toBe(id);
  });

  it('falls back to region 1 for an unknown host', async () => {
    expect(await findRegionIdByHost(database.db, 'evil.example')).toBe(1);
    expect(await findRegionIdByHost(database.db, '')).toBe(1);
  });

  it('lists the nine regional sites with their local hosts', async () => {
    const sites = await listRegionSites(database.db);
    expect(sites.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sites[4]).toEqual({ id: 5, code: 'pt', name: 'Portugal', localHost: 'pt.localhost' });
  });
});

describe('getDomain', () => {
  it('returns the spec §3 fields with languages filtered to en, es and pt', async () => {
    const staging = await getDomain(database.db, 6);
    expect(staging?.languages.map((l) => l.code)).toEqual(['en', 'es', 'pt']); // fr is stored, not offered
    const mexico = await getDomain(database.db, 1);
    expect(mexico).toMatchObject({
      id: 1,
      languageId: 2,
      currencyId: 3,
      currencies: [
        { id: 1, code: 'EUR' },
        { id: 2, code: 'USD' },
        { id: 3, code: 'MXN' },
      ],
      checkin: true,
      favicon: '/favicons/mx.svg',
    });
  });

  it('returns exactly the Domain of the contract, field for field', async () => {
    const costaRica = await getDomain(database.db, 3);
    // Stored as es, en: the answer is ordered by id. No extra keys (toEqual is exact on keys).
    expect(costaRica).toEqual({
      id: 3,
      languages: [
        { id: 1, code: 'en' },
        { id: 2, code: 'es' },
      ],
      languageId: 2,
      currencies: [
        { id: 1, code: 'EUR' },
        { id: 2, code: 'USD' },
        { id: 5, code: 'CRC' },
      ],
      currencyId: 5,
      country: 'CR',
      telephone: '+506 4000 1234',
      checkin: true,
      facebook: 'https://www.facebook.com/skybookcr',
      twitter: null,
      instagram: 'https://www.instagram.com/skybookcr',
      tiktok: null,
      footerText: 'Skybook Air Costa Rica — Paseo Colón, San José.',
      favicon: '/favicons/cr.svg',
      seoTitle: 'Skybook Air Costa Rica | Vuelos desde San José',
      seoDescription: 'De San José a Madrid y Lisboa con tarifas claras.',
      style: '--color-accent: #a3122a;',
      partnerUrl: 'https://www.partner-airline.example',
      tagManagerId: 'GTM-SKYCR',
      fraudShopId: 'skybook-cr',
    });
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const domain = await getDomain(database.db, id);
      expect(v.safeParse(v.omit(DomainSchema, ['integrations']), domain).success, `domain ${id}`).toBe(true);
      expect(domain?.languages.every((l) => ['en', 'es', 'pt'].includes(l.code))).toBe(true);
    }
  });

  it('keeps a missing social network as null and the check-in flag per domain', async () => {
    const honduras = await getDomain(database.db, 2);
    expect(honduras).toMatchObject({ tiktok: null, checkin: false });
  });

  it('answers null for an unknown id', async () => {
    expect(await getDomain(database.db, 999)).toBeNull();
  });
});
