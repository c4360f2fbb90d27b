import { JSDOM } from 'jsdom';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Well-formed XML in the sitemap protocol's namespace, with `root` as its document element. */
function parseSitemapXml(xml: string, root: 'urlset' | 'sitemapindex') {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.localName).toBe(root);
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent ?? '');
}

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /{lang}/sitemap.xml', () => {
  it('lists the public routes and the content pages with hreflang alternates', async () => {
    const response = await fetch(`${server.url}/es/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const origin = server.url;
    expect(xml).toContain(`<loc>${origin}/es</loc>`);
    expect(xml).toContain(`<loc>${origin}/es/solicitudes/reclamaciones</loc>`);
    expect(xml).toContain(`<loc>${origin}/es/baggage</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="pt-PT" href="${origin}/pt/baggage"/>`);
    expect(xml).not.toContain('/es/select');
    // Only indexable pages: a visitor's own booking and the sign-ins are not.
    const locs = parseSitemapXml(xml, 'urlset');
    for (const path of ['/es/manage', '/es/checkin', '/es/ta', '/es/extras'])
      expect(
        locs.filter((loc) => loc.startsWith(`${origin}${path}`)),
        path,
      ).toEqual([]);
  });

  it('has an index at /sitemap.xml over the per-language sitemaps, each of which answers', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const locs = parseSitemapXml(await response.text(), 'sitemapindex');
    expect(locs).toEqual(['en', 'es', 'pt'].map((l) => `${server.url}/${l}/sitemap.xml`));
    for (const loc of locs) parseSitemapXml(await (await fetch(loc)).text(), 'urlset');
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them off the private pages and names the sitemap index', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const robotsUrl = `${server.url}/robots.txt`;
    const robots = robotsParser(robotsUrl, await response.text());
    expect(robots.getSitemaps()).toEqual([`${server.url}/sitemap.xml`]);
    for (const path of ['/en', '/es/solicitudes/reclamaciones', '/pt/baggage'])
      expect(robots.isAllowed(`${server.url}${path}`, 'Googlebot'), path).toBe(true);
    for (const path of [
      '/en/select?from=MAD&to=CUN',
      '/es/extras?order=1',
      '/pt/passengers',
      '/en/payment',
      '/en/confirmation',
      '/es/manage?referenceCode=ABC',
      '/en/checkin/select',
      '/en/ta',
      '/api/search-flights',
    ])
      expect(robots.isDisallowed(`${server.url}${path}`, 'Googlebot'), path).toBe(true);
    // Every page the sitemaps list is one crawlers may fetch.
    for (const lang of ['en', 'es', 'pt']) {
      const locs = parseSitemapXml(await (await fetch(`${server.url}/${lang}/sitemap.xml`)).text(), 'urlset');
      for (const loc of locs) expect(robots.isAllowed(loc, 'Googlebot'), loc).toBe(true);
    }
  });

  it('is a 404 for a language the site does not speak', async () => {
    expect((await fetch(`${server.url}/de/sitemap.xml`)).status).toBe(404);
  });
});
