import { describe, expect, it } from 'vitest';
import type { ApiClient, Domain } from '@skybook/api-contract';
import type { ShellData } from '@skybook/ssr';
import { render } from './entry-server.tsx';

const domain: Domain = {
  id: 7, languages: [{ id: 1, code: 'en' }], languageId: 1, currencies: [{ id: 2, code: 'USD' }], currencyId: 2,
  telephone: '+1 305 555 0100', checkin: true, facebook: null, twitter: null, instagram: null, tiktok: null,
  footerText: 'Skybook Air USA', favicon: '/favicons/us.svg', seoTitle: 'Skybook Air USA — cheap flights',
  seoDescription: 'Fly to Europe', style: '--color-accent: #004488;',
};
const shell: ShellData = { locale: 'en', brandId: 'sky', domainId: 7, assets: { scripts: ['/_app/x/entry.js'], styles: [], preloads: [] } };
const workingApi: ApiClient = { getDomain: async () => domain };
const brokenApi: ApiClient = {
  getDomain: async () => {
    throw new Error('database is down');
  },
};

async function page(path: string, api: ApiClient, locale: ShellData['locale'] = 'en') {
  const response = await render({ request: new Request(`http://us.localhost${path}`), api, nonce: 'n0nce', shell: { ...shell, locale } });
  return { status: response.status, html: await response.text() };
}

describe('booking-web server render', () => {
  it('streams a full document with the domain head and dehydrated data', async () => {
    const { status, html } = await page('/en', workingApi);
    expect(status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-US" data-brand="sky">/);
    expect(html).toContain('<title>Skybook Air USA — cheap flights</title>');
    expect(html).toContain('href="/favicons/us.svg"');
    expect(html).toContain(':root{--color-accent: #004488;}');
    expect(html).toContain('<script type="module" src="/_app/x/entry.js" nonce="n0nce"');
    expect(html).toContain('+1 305 555 0100');
    // the query the server ran travels in the page, so the browser does not ask again
    expect(html).toMatch(/queryKey:\$R\[\d+\]=\["domain",7\]/);
    expect(html).toMatch(/dehydratedData:.*shell:.*locale:"en",brandId:"sky",domainId:7/);
  });

  it('renders the 404 page with status 404 for unknown paths and languages', async () => {
    for (const path of ['/en/unknown-page', '/de']) {
      const { status, html } = await page(path, workingApi);
      expect(status, path).toBe(404);
      expect(html).toContain('Page not found');
    }
  });

  it('renders the 500 page with status 500 when a dependency fails', async () => {
    const { status, html } = await page('/es', brokenApi, 'es');
    expect(status).toBe(500);
    expect(html).toContain('Algo salió mal');
    expect(html).toContain('<html lang="es-AR"');
  });
});
