import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalogs.ts';
import { LOCALES } from './locales.ts';
import { readPoCatalog } from './po-catalog.node.ts';
import { serverI18n, translate } from './server-i18n.ts';

describe('readPoCatalog (the server run from source by tsx)', () => {
  it.each(LOCALES)(
    'reads the same %s messages, under the same ids, as the bundled catalog',
    async (locale) => {
      const [fromPo, bundled] = await Promise.all([readPoCatalog(locale), loadCatalog(locale)]);
      expect(Object.keys(fromPo).sort()).toEqual(Object.keys(bundled).sort());
      expect(fromPo).toEqual(bundled);
    },
  );
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
