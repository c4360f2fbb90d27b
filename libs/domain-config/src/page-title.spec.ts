import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { Domain } from '@skybook/api-contract';
import { createI18n } from '@skybook/i18n';
import { homeSeo, pageTitle, routeTitle } from './page-title.ts';

// Mexico's SEO text is written in Spanish, its default language.
const mexico = {
  languages: [{ id: 2, code: 'es' }],
  languageId: 2,
  seoTitle: 'Skybook Air México | Vuelos baratos a Europa',
  seoDescription: 'Vuela de Cancún a Madrid.',
} as Domain;

describe('pageTitle (spec §9)', () => {
  it('is title, separator, site name', () => {
    expect(pageTitle('Contacto', 'Skybook Air')).toBe('Contacto | Skybook Air');
  });
});

describe('homeSeo', () => {
  const fallback = {
    title: 'Flights between Europe and the Americas | Skybook Air',
    description: 'Low fares.',
  };
  it('uses the domain’s SEO title and description in the language they are written in', () => {
    expect(homeSeo(mexico, 'es', fallback)).toEqual({
      title: 'Skybook Air México | Vuelos baratos a Europa',
      description: 'Vuela de Cancún a Madrid.',
    });
  });

  it('gives the other languages of the site the page’s own title', () => {
    expect(homeSeo(mexico, 'en', fallback)).toBe(fallback);
    expect(homeSeo(mexico, 'pt', fallback)).toBe(fallback);
  });

  it('gives a brand without the region’s SEO text (decision 107) the page’s own title', () => {
    expect(homeSeo({ ...mexico, seoTitle: '', seoDescription: '' }, 'es', fallback)).toBe(fallback);
  });
});

describe('routeTitle', () => {
  const titles = { checkin: msg`Online check-in`, claims: msg`Claims and requests` };
  it('titles the deepest route that has a title, in the page’s language', async () => {
    const es = await createI18n('es');
    const matches = [{ staticData: {} }, { staticData: { routeName: 'checkin' } }];
    expect(routeTitle(titles, matches, es, 'Skybook Air')).toBe('Check-in online | Skybook Air');
    const claims = [{ staticData: { routeName: 'claims' } }];
    expect(routeTitle(titles, claims, await createI18n('en'), 'Solara Airways')).toBe(
      'Claims and requests | Solara Airways',
    );
  });

  it('is null where no route has one (home and content pages title themselves)', async () => {
    expect(
      routeTitle(titles, [{ staticData: { routeName: 'index' } }], await createI18n('en'), 'X'),
    ).toBeNull();
  });
});
