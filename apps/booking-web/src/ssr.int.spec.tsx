import { describe, expect, it } from 'vitest';
import { ApiError, endpoints, type ApiClient, type Domain, type MenuItem } from '@skybook/api-contract';
import type { ShellData } from '@skybook/ssr';
import { render } from './entry-server.tsx';

const domain: Domain = {
  id: 7,
  languages: [{ id: 1, code: 'en' }],
  languageId: 1,
  currencies: [{ id: 2, code: 'USD' }],
  currencyId: 2,
  country: 'US',
  telephone: '+1 305 555 0100',
  checkin: true,
  facebook: null,
  twitter: null,
  instagram: null,
  tiktok: null,
  footerText: 'Skybook Air USA',
  favicon: '/favicons/us.svg',
  seoTitle: 'Skybook Air USA — cheap flights',
  seoDescription: 'Fly to Europe',
  style: '--color-accent: #004488;',
  partnerUrl: null,
  integrations: { tagManager: null, rum: null, fraudBeacon: null },
};
const shell: ShellData = {
  locale: 'en',
  brandId: 'sky',
  domainId: 7,
  currency: 'USD',
  currencyChanged: false,
  assets: { scripts: ['/_app/x/entry.js'], styles: [], preloads: ['/_app/x/vendor.js'] },
};
const item = (id: number, title: string, link: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  link,
  order: 1,
  children,
});
// Every other call fails, as a page must survive (e.g. airports on home); answering them would hide
// a render that started to depend on them.
const otherCalls = Object.fromEntries(
  Object.keys(endpoints).map((name) => [
    name,
    () => Promise.reject(new Error(`${name} is not part of this test`)),
  ]),
) as unknown as ApiClient;
/** The API's answers this render test needs; the handlers themselves are tested against the database. */
const workingApi: ApiClient = {
  ...otherCalls,
  getDomain: async () => domain,
  getMenu: async () => [
    {
      type: 'Header',
      items: [
        item(1, 'Flights', 'en', [
          item(2, 'Europe', 'en/destinations', [item(3, 'Madrid', 'en/destinations')]),
        ]),
      ],
    },
    { type: 'Footer', items: [item(4, 'About us', 'en/contact', [item(5, 'Contact us', 'en/contact')])] },
    { type: 'SubFooter', items: [item(6, 'Privacy', 'en/privacy')] },
  ],
  getRegions: async () => [{ id: 7, code: 'us', name: 'USA', country: 'US', url: 'http://us.localhost' }],
  getOffers: async () => [
    {
      id: 1,
      title: 'Fly to Madrid',
      originCode: 'MIA',
      destinationCode: 'MAD',
      image: '',
      amount: 34_999,
      currencyCode: 'USD',
    },
  ],
  getSliders: async () => [],
  getBanners: async () => [],
  getPage: async ({ link }) => {
    if (link !== 'contact') throw new ApiError(404, { error: 'errors.page_not_found' });
    return {
      link,
      title: 'Contact us',
      description: 'How to reach us',
      body: ['Call us any day'],
      updatedAt: '2026-01-01T00:00:00Z',
    };
  },
};
const brokenApi: ApiClient = {
  ...workingApi,
  getDomain: async () => {
    throw new Error('database is down');
  },
};

const routeAssets = {
  index: { preloads: ['/_app/x/index.lazy.js', '/_app/x/search-form.js'], styles: ['/_app/x/index.css'] },
  claims: { preloads: ['/_app/x/claims.lazy.js'], styles: ['/_app/x/claims.css'] },
};

async function page(path: string, api: ApiClient, locale: ShellData['locale'] = 'en') {
  const response = await render({
    request: new Request(`http://us.localhost${path}`),
    api,
    nonce: 'n0nce',
    shell: { ...shell, locale },
    routeAssets,
  });
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
    expect(html).toContain('<script type="module" nonce="n0nce">');
    expect(html).toContain('+1 305 555 0100');
    // the query the server ran travels in the page, so the browser does not ask again
    expect(html).toMatch(/queryKey:\$R\[\d+\]=\["domain",7\]/);
    expect(html).toMatch(/dehydratedData:.*shell:.*locale:"en",brandId:"sky",domainId:7/);
  });

  it("links the matched route's styles in the head, and loads its chunks only after the first paint", async () => {
    const { html } = await page('/en', workingApi);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet" href="\/_app\/x\/index.css"[^>]*\/>/);
    // Nothing in the head fetches a script: the stylesheet alone holds the first paint (decision 095).
    expect(head).not.toContain('modulepreload');
    expect(head).not.toMatch(/<script[^>]* src=/);
    const boot = /<script type="module" nonce="[^"]+">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(boot).toContain('requestAnimationFrame');
    expect(boot).toContain('import("/_app/x/entry.js")');
    // The entry's chunks and the matched route's, in one batch: no waterfall while hydrating.
    for (const file of ['vendor.js', 'index.lazy.js', 'search-form.js'])
      expect(boot).toContain(`"/_app/x/${file}"`);
    expect(html).not.toContain('claims.lazy.js');
    expect(html).not.toContain('claims.css');
    // The page renders in full on the server: the lazy component was loaded before rendering.
    expect(html).toContain('Fly between Europe and the Americas');
  });

  it('paints the consent banner with the page, and a script ahead of it hides it for a visitor who chose', async () => {
    const { html } = await page('/en', workingApi);
    // The same bytes for every visitor (the render cache shares them): banner shown, buttons off
    // until the scripts run; the cookie is looked at only by the inline script (decision 105).
    const bannerHtml = /<section[^>]* data-consent-banner=""[^>]*>.*?<\/section>/.exec(html)?.[0] ?? '';
    expect(bannerHtml).toContain('Cookies on this site');
    expect(bannerHtml.match(/<button[^>]* disabled=""/g)).toHaveLength(3);
    const script = /<script nonce="n0nce">([^<]*skybook_consent=[^<]*)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script!.index).toBeLessThan(html.indexOf(bannerHtml));
    expect(script![1]).toContain('[data-consent-banner]{display:none}');
  });

  it('renders the 404 page with status 404 for unknown paths and languages', async () => {
    for (const path of ['/en/unknown-page', '/de']) {
      const { status, html } = await page(path, workingApi);
      expect(status, path).toBe(404);
      expect(html).toContain('Page not found');
      expect(html).toContain('<title>404 - Page not found</title>');
      // Spec §2: the 404 page keeps the domain's favicon and style.
      expect(html).toContain('href="/favicons/us.svg"');
    }
  });

  it('renders a content page from the API with its title, and its menus and offers', async () => {
    const { status, html } = await page('/en/contact', workingApi);
    expect(status).toBe(200);
    expect(html).toContain('<title>Contact us | Skybook Air</title>');
    expect(html).toContain('Call us any day');
    expect(html).toContain('href="/en/destinations"');
    const home = await page('/en', workingApi);
    expect(home.html).toContain('US$ 349.99');
  });

  it('titles every route in its own language (spec §9 "title | site name")', async () => {
    const titleOf = async (path: string, locale: ShellData['locale']) =>
      /<title>([^<]*)<\/title>/.exec((await page(path, workingApi, locale)).html)?.[1];
    // The domain's SEO title is English: a Spanish home gets a Spanish one.
    expect(await titleOf('/es', 'es')).toBe('Vuelos entre Europa y América | Skybook Air');
    expect(await titleOf('/es/checkin', 'es')).toBe('Check-in online | Skybook Air');
    expect(await titleOf('/pt/checkin', 'pt')).toBe('Check-in online | Skybook Air');
    expect(await titleOf('/en/solicitudes/reclamaciones', 'en')).toBe('Claims and requests | Skybook Air');
    expect(await titleOf('/es/manage', 'es')).toBe('Gestionar reserva | Skybook Air');
  });

  it('renders the 500 page with status 500 when a dependency fails', async () => {
    const { status, html } = await page('/es', brokenApi, 'es');
    expect(status).toBe(500);
    expect(html).toContain('Algo salió mal');
    expect(html).toContain('<html lang="es-AR"');
    expect(html).toContain('<title>500 - Error del servidor</title>');
  });
});
