import { request } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@skybook/db';
import { callApi, cookieJar, type CookieJar } from '../testing/cookie-jar.ts';
import { standInBuilds } from '../testing/stand-in-build.ts';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ builds: standInBuilds(), env: { SERVE_APPS: 'booking-web' } });
});
afterAll(() => server.close());

interface Page {
  status: number;
  body: string;
  cache: string | undefined;
  csp: string;
  cookies: string[];
  length: string | undefined;
}

/** A GET as a browser sends it, with any `Host` (fetch cannot set one); the jar keeps the cookies. */
function get(path: string, opts: { host?: string; jar?: CookieJar } = {}): Promise<Page> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host: `${opts.host ?? '127.0.0.1'}:${port}`, cookie: opts.jar?.header() ?? '' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => (body += d));
        res.on('end', () => {
          const cookies = res.headers['set-cookie'] ?? [];
          opts.jar?.take({ headers: { getSetCookie: () => cookies } } as unknown as Response);
          resolve({
            status: res.statusCode ?? 0,
            body,
            cache: res.headers['x-render-cache'] as string | undefined,
            csp: String(res.headers['content-security-policy'] ?? ''),
            cookies,
            length: res.headers['content-length'],
          });
        });
      },
    );
    req.on('error', reject).end();
  });
}

const rendered = (page: Page) => /<p id="rendered">([^<]*)</.exec(page.body)?.[1];
const nonceIn = (page: Page) => /<script nonce="([^"]+)"/.exec(page.body)?.[1];

describe('render cache', () => {
  it('serves a second anonymous visitor the first one’s page, with their own nonce and identity', async () => {
    const first = await get('/en/cache-nonce');
    const second = await get('/en/cache-nonce');
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(rendered(second)).toBe(rendered(first));
    expect(nonceIn(first)).not.toBe(nonceIn(second));
    for (const page of [first, second]) {
      expect(page.csp).toContain(`'nonce-${nonceIn(page)}'`);
      expect(page.body).not.toMatch(/rcslot/);
      // A new visitor's identity cookies come with the cached page, and the page names them.
      const uid = /user-uid=([^;]+)/.exec(page.cookies.join('\n'))?.[1];
      expect(uid).toBeTruthy();
      expect(page.body).toContain(`"uid":"${uid}"`);
      // Sent in one piece with its length (a nonce or uid of another length must not cut it short).
      expect(page.length).toBe(String(Buffer.byteLength(page.body)));
    }
  });

  it('keys pages by currency, locale, region and preview', async () => {
    const variants = [
      { path: '/en/cache-keys' },
      { path: '/es/cache-keys' },
      { path: '/en/cache-keys?preview=1' },
      { path: '/en/cache-keys', host: 'pt.localhost' },
      { path: '/en/cache-keys', currency: 'USD' },
    ];
    const bodies = new Set<string>();
    for (const v of variants) {
      const jar = cookieJar();
      if (v.currency) jar.set('currency', v.currency);
      const miss = await get(v.path, { jar, ...(v.host ? { host: v.host } : {}) });
      const hit = await get(v.path, { jar, ...(v.host ? { host: v.host } : {}) });
      expect([miss.cache, hit.cache], JSON.stringify(v)).toEqual(['miss', 'hit']);
      expect(rendered(hit)).toBe(rendered(miss));
      bodies.add(rendered(miss)!);
    }
    expect(bodies.size).toBe(variants.length);
    expect((await get('/en/cache-keys', { host: 'pt.localhost' })).body).toContain('data-domain="5"');
  });

  it('shows a menu edit made in the database on the very next request', async () => {
    const before = await get('/en/cache-edit');
    expect((await get('/en/cache-edit')).cache).toBe('hit');
    const [item] = await server.database.db
      .select()
      .from(schema.menuItems)
      .where(eq(schema.menuItems.state, 'live'))
      .limit(1);
    expect(before.body).toContain(item!.title);
    await server.database.db
      .update(schema.menuItems)
      .set({ title: 'Edited just now' })
      .where(eq(schema.menuItems.domainId, item!.domainId));
    const after = await get('/en/cache-edit');
    expect(after.cache).toBe('miss');
    expect(after.body).toContain('Edited just now');
    // The content API's own cache honours the same generation.
    const menu = await callApi(server.url, cookieJar(), 'POST', '/api/get-menu', {
      domain_id: item!.domainId,
      language_id: item!.languageId,
      new_state: 0,
    });
    expect(JSON.stringify(await menu.json())).toContain('Edited just now');
  });

  it('counts any change to an offer as a content change', async () => {
    await get('/en/cache-offer');
    expect((await get('/en/cache-offer')).cache).toBe('hit');
    await server.database.db.execute(sql`update offer_prices set amount_minor = amount_minor + 1`);
    expect((await get('/en/cache-offer')).cache).toBe('miss');
  });

  it('never keeps a page that read a visitor’s own data, nor a 404', async () => {
    for (const path of ['/en/private', '/en/missing']) {
      const first = await get(path);
      const second = await get(path);
      expect([first.cache, second.cache]).toEqual(['bypass', 'bypass']);
      expect(rendered(second)).not.toBe(rendered(first));
    }
  });

  it('renders a signed-in agency user’s page every time, never from or into the cache', async () => {
    const anonymous = await get('/en/cache-agency');
    const jar = cookieJar();
    const login = await callApi(server.url, jar, 'POST', '/api/login', {
      username: 'agent@andes.example',
      password: 'Skybook-demo-2026',
    });
    expect(login.status).toBe(200);
    const { uid } = (await login.json()) as { uid: string };
    const pages = [await get('/en/cache-agency', { jar }), await get('/en/cache-agency', { jar })];
    for (const page of pages) {
      expect(page.cache).toBeUndefined();
      expect(page.body).toContain(`"uid":"${uid}"`);
      expect(rendered(page)).not.toBe(rendered(anonymous));
    }
    expect(rendered(pages[0]!)).not.toBe(rendered(pages[1]!));
    // And what the agency saw was not kept for the next anonymous visitor.
    const next = await get('/en/cache-agency');
    expect(next.cache).toBe('hit');
    expect(next.body).not.toContain(uid);
  });

  it('renders every time for a query it does not key on', async () => {
    const pages = [await get('/en/cache-query?x=1'), await get('/en/cache-query?x=1')];
    expect(pages.map((p) => p.cache)).toEqual([undefined, undefined]);
    expect(rendered(pages[0]!)).not.toBe(rendered(pages[1]!));
  });
});
