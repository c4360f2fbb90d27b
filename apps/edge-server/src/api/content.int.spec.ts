import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Domain, Menu, MenuItem } from '@skybook/api-contract';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};
/** fetch() will not send another Host; node:http does, as a browser on that host would. */
const postAs = (host: string, path: string, body: unknown) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      { method: 'POST', headers: { host, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
const EN = 1;
const ES = 2;
const depth = (items: MenuItem[]): number =>
  items.length ? 1 + Math.max(...items.map((i) => depth(i.children))) : 0;
const titles = (items: MenuItem[]): string[] => items.flatMap((i) => [i.title, ...titles(i.children)]);

describe('POST /api/get-menu', () => {
  it('answers the Header, Footer and SubFooter trees, the header three levels deep', async () => {
    const { status, body } = await post('/api/get-menu', { domain_id: 1, language_id: ES, new_state: 0 });
    expect(status).toBe(200);
    const menu = body as Menu;
    expect(menu.map((m) => m.type)).toEqual(['Header', 'Footer', 'SubFooter']);
    const header = menu[0]!.items;
    expect(depth(header)).toBe(3);
    expect(header.map((i) => i.title)).toContain('Vuelos');
    expect(header.some((i) => i.link.startsWith('http'))).toBe(true);
    expect(header.some((i) => /^action.*Reserve$/.test(i.link))).toBe(true);
    expect(header.map((i) => i.order)).toEqual([...header.map((i) => i.order)].sort((a, b) => a - b));
  });

  it('adds the items staged as new only in preview (new_state 1)', async () => {
    const live = titles(
      (await post('/api/get-menu', { domain_id: 7, language_id: EN, new_state: 0 })).body[0].items,
    );
    const preview = titles(
      (await post('/api/get-menu', { domain_id: 7, language_id: EN, new_state: 1 })).body[0].items,
    );
    expect(live).not.toContain('Holidays');
    expect(preview).toContain('Holidays');
    expect(preview.length).toBe(live.length + 1);
  });

  it.each([
    [{ domain_id: 1, language_id: 1, new_state: 2 }, 'new_state', 'errors.invalid_new_state'],
    [{ domain_id: '1', language_id: 1, new_state: 0 }, 'domain_id', 'errors.invalid_type'],
    [{ domain_id: 1, new_state: 0 }, 'language_id', 'errors.required'],
  ])('rejects %j with 400 and a field key', async (input, field, key) => {
    const { status, body } = await post('/api/get-menu', input);
    expect(status).toBe(400);
    expect(body.fields[field]).toBe(key);
  });
});

describe('POST /api/get-offers', () => {
  it('prices the same offers in the requested currency, as integer minor units', async () => {
    const eur = (
      await post('/api/get-offers', { domain_id: 1, language_id: ES, currency_code: 'EUR', new_state: 0 })
    ).body;
    const mxn = (
      await post('/api/get-offers', { domain_id: 1, language_id: ES, currency_code: 'MXN', new_state: 0 })
    ).body;
    expect(eur.length).toBeGreaterThan(1);
    expect(mxn.map((o: { id: number }) => o.id)).toEqual(eur.map((o: { id: number }) => o.id));
    for (const offer of mxn) {
      expect(offer.currencyCode).toBe('MXN');
      expect(Number.isInteger(offer.amount)).toBe(true);
    }
    expect(mxn[0].amount).toBeGreaterThan(eur[0].amount * 10);
  });

  it('shows the preview-only offer with new_state 1', async () => {
    const live = (
      await post('/api/get-offers', { domain_id: 5, language_id: 3, currency_code: 'EUR', new_state: 0 })
    ).body;
    const preview = (
      await post('/api/get-offers', { domain_id: 5, language_id: 3, currency_code: 'EUR', new_state: 1 })
    ).body;
    expect(preview.length).toBe(live.length + 1);
  });

  it('rejects a malformed currency code with its field key', async () => {
    const { status, body } = await post('/api/get-offers', {
      domain_id: 1,
      language_id: 1,
      currency_code: 'eur',
      new_state: 0,
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ currency_code: 'errors.invalid_currency' });
  });
});

describe('banners, sliders and pages', () => {
  it('answers banners and sliders, sliders with a preview-only slide', async () => {
    expect((await post('/api/get-banners', { domain_id: 3, language_id: ES })).body.length).toBeGreaterThan(
      0,
    );
    const live = (await post('/api/get-sliders', { domain_id: 3, language_id: ES, new_state: 0 })).body;
    const preview = (await post('/api/get-sliders', { domain_id: 3, language_id: ES, new_state: 1 })).body;
    expect(preview.length).toBe(live.length + 1);
  });

  it('answers a content page with the domain telephone, and 404 with a key for an unknown link', async () => {
    const found = await post('/api/get-page', { domain_id: 7, language_id: EN, link: 'contact' });
    expect(found.status).toBe(200);
    expect(found.body.body.join(' ')).toContain('+1 305 555 0100');
    const missing = await post('/api/get-page', { domain_id: 7, language_id: EN, link: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error: 'errors.page_not_found',
      fields: { link: 'errors.not_found' },
    });
    const bad = await post('/api/get-page', { domain_id: 7, language_id: EN, link: '../etc' });
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/get-regions', () => {
  it('lists the regions on the hosts of the caller’s environment, keeping the port', async () => {
    type Row = { code: string; url: string };
    const local = (await postAs('mx.localhost:3000', '/api/get-regions', {})).body as Row[];
    expect(local).toHaveLength(7);
    expect(local.find((r) => r.code === 'pt')?.url).toBe('http://pt.localhost:3000');
    const test = (await postAs('test-mx.skybook.example', '/api/get-regions', {})).body as Row[];
    expect(test.find((r) => r.code === 'us')?.url).toBe('http://test-us.skybook.example');
  });

  it('never lists the internal sites and gives each its country, or none for the main site', async () => {
    type Row = { code: string; country: string | null };
    const rows = (await postAs('mx.localhost:3000', '/api/get-regions', {})).body as Row[];
    expect(Object.fromEntries(rows.map((r) => [r.code, r.country]))).toEqual({
      mx: 'MX',
      hn: 'HN',
      cr: 'CR',
      do: 'DO',
      pt: 'PT',
      us: 'US',
      www: null,
    });
  });
});

describe('POST /api/get-domain on another brand’s host', () => {
  it('keeps the region’s rules but shows that brand’s identity (decision 107)', async () => {
    const skybook = (await postAs('mx.localhost', '/api/get-domain', { domainId: 1 })).body as Domain;
    const solara = (await postAs('sol.localhost', '/api/get-domain', { domainId: 1 })).body as Domain;
    expect(skybook.favicon).toBe('/favicons/mx.svg');
    expect(solara.favicon).toBe('/favicons/brand-sol.svg');
    expect(solara.footerText).toMatch(/^Solara Airways/);
    expect(solara.seoTitle).toBe('');
    expect(solara.currencies).toEqual(skybook.currencies);
  });
});
