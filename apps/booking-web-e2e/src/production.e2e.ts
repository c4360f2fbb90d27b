import { expect, test } from '@playwright/test';
import { onHost } from './hosts.ts';

test('HTML carries a per-request CSP nonce that the inline scripts use', async ({ request }) => {
  const [first, second] = await Promise.all([request.get('/en'), request.get('/en')]);
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const nonce = nonceOf(first!.headers()['content-security-policy'] ?? '');
  expect(nonce).toBeTruthy();
  expect(nonce).not.toBe(nonceOf(second!.headers()['content-security-policy'] ?? ''));
  const html = await first!.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  expect(first!.headers()['x-request-id']).toMatch(/^[\w-]{8,}$/);
});

test('hashed assets are immutable and compressed', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  // The entry is imported by the boot script once the page is on screen (decision 095).
  const script = /import\("(\/_app\/booking-web\/sky\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});

test('health and readiness', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
});

test('each brand build serves the hosts it owns and looks different', async ({ page, baseURL }) => {
  const brandOf = async (host: string) => {
    await page.goto(onHost(baseURL, host, '/en'));
    return page.evaluate(() => ({
      brand: document.documentElement.dataset['brand'],
      color: getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
      headerBg: getComputedStyle(document.querySelector('header')!).backgroundColor,
      name: document.querySelector('footer')?.textContent ?? '',
    }));
  };
  const sky = await brandOf('mx.localhost');
  const sol = await brandOf('sol.localhost');
  expect(sky).toMatchObject({ brand: 'sky', color: '#0b2a5b', headerBg: 'rgb(11, 42, 91)' });
  expect(sky.name).toContain('Skybook Air');
  expect(sol).toMatchObject({ brand: 'sol', color: '#8a3a00', headerBg: 'rgb(138, 58, 0)' });
  expect(sol.name).toContain('Solara Airways');
});
