import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXTRA_ICON, EXTRA_ICONS } from '@skybook/orders';
import { startTestServer } from '../testing/test-server.ts';

describe('GET /api/icon.svg (decision 104)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const icon = (name: string) => fetch(`${server.url}/api/icon.svg?name=${encodeURIComponent(name)}`);

  it('serves a lucide icon and a simple-icons mark as cacheable SVG that runs nothing', async () => {
    for (const name of ['lucide:luggage', 'simple-icons:facebook']) {
      const response = await icon(name);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toMatch(/<path /);
      expect(svg).not.toMatch(/<script|on[a-z]+=/i);
    }
  });

  it('answers every icon the extras name (content never names an icon the sets lack)', async () => {
    for (const name of [...Object.values(EXTRA_ICONS), DEFAULT_EXTRA_ICON])
      expect((await icon(name)).status, name).toBe(200);
  });

  it('answers 404 with the field for an icon the set lacks, 400 for a malformed name', async () => {
    const missing = await icon('lucide:no-such-icon-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'errors.not_found', fields: { name: 'errors.not_found' } });
    for (const name of ['lucide:../../etc/passwd', 'fontawesome:plane', 'lucide:', '']) {
      const bad = await icon(name);
      expect(bad.status, name).toBe(400);
      expect((await bad.json()).fields).toEqual({ name: expect.stringMatching(/^errors\./) });
    }
    const none = await fetch(`${server.url}/api/icon.svg`);
    expect(none.status).toBe(400);
  });
});
