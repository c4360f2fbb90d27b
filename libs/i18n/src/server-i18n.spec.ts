import { describe, expect, it } from 'vitest';
import { loadAgencyCatalog, loadCatalog } from './catalogs.ts';
import { LOCALES } from './locales.ts';
import { readPoCatalog } from './po-catalog.node.ts';
import { serverI18n, translate } from './server-i18n.ts';

describe('readPoCatalog (the server run from source by tsx)', () => {
  it.each(LOCALES)(
    'reads the same %s messages, under the same ids, as the bundled catalogs',
    async (locale) => {
      for (const [part, bundled] of [
        ['messages', loadCatalog],
        ['agency', loadAgencyCatalog],
      ] as const) {
        const [fromPo, built] = await Promise.all([readPoCatalog(locale, part), bundled(locale)]);
        expect(Object.keys(fromPo).sort()).toEqual(Object.keys(built).sort());
        expect(fromPo).toEqual(built);
      }
    },
  );
});

describe('catalog parts (decision 129)', () => {
  const mailGreeting = 'mail.greeting';

  it("keeps the server's mail copy out of the catalog pages download, and gives it to the server", async () => {
    const [pages, agency, server] = await Promise.all([
      loadCatalog('es'),
      loadAgencyCatalog('es'),
      readPoCatalog('es', 'server'),
    ]);
    expect(pages[mailGreeting]).toBeUndefined();
    expect(agency[mailGreeting]).toBeUndefined();
    expect(server[mailGreeting]).toBeDefined();
  });

  it("keeps the agency workspace's copy out of the traveller's catalog", async () => {
    const [pages, agency] = await Promise.all([loadCatalog('pt'), loadAgencyCatalog('pt')]);
    const agencyOnly = Object.keys(agency).filter((id) => !(id in pages));
    expect(agencyOnly.length).toBeGreaterThan(50);
  });
});

describe('serverI18n', () => {
  it('gives each caller its own instance, in its own language', async () => {
    const [es, pt] = await Promise.all([serverI18n('es'), serverI18n('pt')]);
    expect(es).not.toBe(pt);
    const greeting = { id: 'mail.greeting', message: 'Hello {name},' };
    expect(translate(es, greeting, { name: 'Ana' })).toBe('Hola Ana:');
    expect(translate(pt, greeting, { name: 'Ana' })).toBe('Olá Ana,');
    expect(es.locale).toBe('es');
  });
});
