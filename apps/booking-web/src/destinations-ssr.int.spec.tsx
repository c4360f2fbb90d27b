import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, MenuItem } from '@skybook/api-contract';
import { activeBrand } from '@skybook/brand-active';
import { startInProcessApi, type InProcessApi } from '@skybook/edge-server/testing';
import { formatMoney, type Locale } from '@skybook/i18n';
import { DESTINATIONS } from '@skybook/site-content';
import type { ShellData } from '@skybook/ssr';
import { render } from './entry-server.tsx';

// Destination pages rendered on the server over the real handlers and the seeded network
// (decision 125): each slug is its own page, titled in its language, with the server's "from" price.
let server: InProcessApi;
let api: ApiClient;
beforeAll(async () => {
  server = await startInProcessApi({ days: 14 });
  api = server.visitor();
}, 60_000);
afterAll(() => server?.close());

const shellFor = (locale: Locale): ShellData => ({
  locale,
  brandId: 'sky',
  domainId: 1,
  currency: 'EUR',
  currencyChanged: false,
  assets: { scripts: ['/_app/x/entry.js'], styles: [], preloads: [] },
});

async function page(path: string, locale: Locale = 'en') {
  const shell = shellFor(locale);
  const response = await render({ request: new Request(`http://localhost${path}`), api, nonce: 'n', shell });
  return { status: response.status, html: await response.text() };
}

const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
// React escapes text; the formatted prices hold no-break spaces but no markup characters.
const unescape = (s: string | undefined) => s?.replaceAll('&amp;', '&').replaceAll('&#x27;', "'");

describe('destination pages', () => {
  it('each slug renders its own page, h1 and title with the server\'s "from" price', async () => {
    const seen = new Set<string>();
    for (const d of DESTINATIONS) {
      const { status, html } = await page(`/en/destinations/${d.slug}`);
      expect(status, d.slug).toBe(200);
      const h1 = unescape(h1Of(html))!;
      expect(h1, d.slug).toBeTruthy();
      expect(seen.has(h1), `${d.slug} repeats another page's heading`).toBe(false);
      seen.add(h1);
      expect(unescape(titleOf(html))).toBe(`${h1} | ${activeBrand.name}`);
      expect(html).toContain(`src="/images/destinations/${d.code.toLowerCase()}.svg"`);

      const fare = await api.lowestFare({ origin: d.origin, destination: d.code, currency: 'EUR' });
      expect(fare.lowest, `${d.origin}-${d.code} has a bookable day`).not.toBeNull();
      const price = formatMoney(fare.lowest!.total.amount, 'EUR', 'en');
      expect(html, d.slug).toContain(`data-testid="destination-price">${price}</strong>`);
      expect(html).toContain(
        `href="/en/select?from=${d.origin}&amp;to=${d.code}&amp;depart=${fare.lowest!.date}&amp;adults=1"`,
      );
    }
  }, 60_000);

  it('the "from" price is the low-fare calendar\'s cheapest day for one adult', async () => {
    const fare = await api.lowestFare({ origin: 'MAD', destination: 'CUN', currency: 'EUR' });
    const days = await api.fareCalendar({
      origin: 'MAD',
      destination: 'CUN',
      from: fare.lowest!.date,
      days: 1,
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'EUR',
    });
    expect(days[0]!.minTotal).toEqual(fare.lowest!.total);
  });

  it('is titled and written in the page language', async () => {
    const es = await page('/es/destinations/new-york', 'es');
    expect(h1Of(es.html)).toBe('Nueva York');
    expect(titleOf(es.html)).toBe(`Nueva York | ${activeBrand.name}`);
    const pt = await page('/pt/destinations/new-york', 'pt');
    expect(h1Of(pt.html)).toBe('Nova Iorque');
    expect(titleOf(pt.html)).toBe(`Nova Iorque | ${activeBrand.name}`);
  });

  it("an unknown slug is the site's 404", async () => {
    const { status, html } = await page('/en/destinations/atlantis');
    expect(status).toBe(404);
    expect(html).not.toContain('data-testid="destination-price"');
  });

  it('the index links a card to every destination page', async () => {
    const { status, html } = await page('/en/destinations');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`Destinations | ${activeBrand.name}`);
    for (const d of DESTINATIONS) expect(html).toContain(`href="/en/destinations/${d.slug}"`);
  });
});

describe('the seeded menu', () => {
  it('links each destination item to a page of its own, which renders that destination', async () => {
    const menus = await api.getMenu({ domain_id: 1, language_id: 1, new_state: 0 });
    const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flat(i.children)]);
    const header = flat(menus.find((m) => m.type === 'Header')!.items);
    const cities = header.filter((i) => /^en\/destinations\/./.test(i.link));
    expect(cities.length).toBeGreaterThanOrEqual(6);
    expect(new Set(cities.map((i) => i.link)).size).toBe(cities.length);
    for (const item of cities) {
      const { status, html } = await page(`/${item.link}`);
      expect(status, item.link).toBe(200);
      expect(unescape(h1Of(html)), item.link).toBe(item.title);
    }
  }, 60_000);
});
