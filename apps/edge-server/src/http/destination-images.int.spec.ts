import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('destination drawings (decision 126)', () => {
  it('are served as SVG from the public files with a month of cache and an ETag', async () => {
    const response = await fetch(`${server.url}/images/destinations/cun.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toMatch(/^<svg[^>]*viewBox="0 0 320 180"/);
  });

  it('leave favicons at their shorter cache', async () => {
    const response = await fetch(`${server.url}/favicons/mx.svg`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('POST /api/lowest-fare (decision 125)', () => {
  const post = (body: unknown) =>
    fetch(`${server.url}/api/lowest-fare`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("answers one adult's cheapest day on the route, priced in the requested currency", async () => {
    const response = await post({ origin: 'MAD', destination: 'CUN', currency: 'USD' });
    expect(response.status).toBe(200);
    const fare = await response.json();
    expect(fare).toEqual({
      origin: 'MAD',
      destination: 'CUN',
      lowest: {
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        total: { amount: expect.any(Number), currency: 'USD' },
      },
    });
    expect(fare.lowest.total.amount).toBeGreaterThan(0);
  });

  it('refuses a malformed route with field errors, never a 5xx', async () => {
    const response = await post({ origin: 'MAD', destination: 'MAD', currency: 'XXX' });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toMatchObject({ currency: 'errors.invalid_currency' });
  });
});
