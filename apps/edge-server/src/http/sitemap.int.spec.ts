import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';

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
  });

  it('is a 404 for a language the site does not speak', async () => {
    expect((await fetch(`${server.url}/de/sitemap.xml`)).status).toBe(404);
  });
});
