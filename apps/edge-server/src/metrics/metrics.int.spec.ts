import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar } from '../testing/cookie-jar.ts';
import { driveBooking } from '../testing/funnel-driver.ts';
import { standInBuilds } from '../testing/stand-in-build.ts';
import { startTestServer } from '../testing/test-server.ts';

/** Decision 113: the metrics move with the traffic, on a port of their own. */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    metrics: true,
    builds: standInBuilds(),
    env: { SERVE_APPS: 'booking-web' },
  });
});
afterAll(() => server.close());

const scrape = async () => {
  const response = await fetch(server.metricsUrl!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

/** The value of one series, by name and exact label set as Prometheus prints it; 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('moves the request, hold, payment and booking series with a booking, by route pattern only', async () => {
    const before = await scrape();
    const jar = cookieJar();
    const booking = await driveBooking(server, jar, {
      origin: 'MAD',
      destination: 'CUN',
      daysAhead: 12,
      nights: null,
      families: { outbound: 'classic', inbound: 'classic' },
      party: { adults: 1, children: 0, infants: 0 },
      currency: 'EUR',
      seatCategories: [null],
      extraPicks: [],
    });
    expect(booking.paid?.status).toBe('CONFIRMED');
    const orderId = booking.paid!.orderId;
    // Paths with values in them are counted by their pattern, or as unmatched: never by the value.
    expect((await fetch(`${server.url}/es/sitemap.xml`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/no-such-call/ana.perez@example.com`)).status).toBe(404);
    const after = await scrape();

    const count = (text: string, route: string, method = 'POST', status = '2xx') =>
      valueOf(
        text,
        `skybook_http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${status}"}`,
      );
    expect(count(after, '/api/search-flights') - count(before, '/api/search-flights')).toBe(1);
    expect(count(after, '/api/holds') - count(before, '/api/holds')).toBe(1);
    expect(count(after, '/api/pay') - count(before, '/api/pay')).toBe(1);
    expect(
      valueOf(after, 'skybook_holds_created_total') - valueOf(before, 'skybook_holds_created_total'),
    ).toBe(1);
    const booked = 'skybook_bookings_completed_total{method="card"}';
    expect(valueOf(after, booked) - valueOf(before, booked)).toBe(1);
    const approved = 'skybook_payments_total{method="card",outcome="approved"}';
    expect(valueOf(after, approved) - valueOf(before, approved)).toBe(1);
    expect(count(after, '/:lang/sitemap.xml', 'GET')).toBeGreaterThanOrEqual(1);
    expect(count(after, '(unmatched)', 'GET', '4xx')).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(orderId);
    expect(after).not.toContain('/es/sitemap.xml');
    expect(after).not.toContain('ana.perez');
    expect(valueOf(after, 'skybook_metrics_processes')).toBe(1);
  });

  it('counts a payment refused before any charge by its outcome, and no booking', async () => {
    const before = await scrape();
    const response = await fetch(`${server.url}/api/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orderId: '00000000-0000-4000-8000-000000000000',
        idempotencyKey: 'metrics-refused-1',
        expectedTotal: 1,
        cardToken: 'tok_unknown_for_metrics',
      }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const after = await scrape();
    const refused = 'skybook_payments_total{method="card",outcome="refused"}';
    expect(valueOf(after, refused) - valueOf(before, refused)).toBe(1);
    const booked = 'skybook_bookings_completed_total{method="card"}';
    expect(valueOf(after, booked)).toBe(valueOf(before, booked));
  });

  it('counts the render cache by outcome: a miss, then hits, for pages', async () => {
    const before = await scrape();
    const pages = [];
    for (let i = 0; i < 3; i++) pages.push(await fetch(`${server.url}/en/metrics-cache`));
    expect(pages.map((p) => p.headers.get('x-render-cache'))).toEqual(['miss', 'hit', 'hit']);
    const after = await scrape();
    const outcome = (text: string, name: string) =>
      valueOf(text, `skybook_render_cache_requests_total{outcome="${name}"}`);
    expect(outcome(after, 'miss') - outcome(before, 'miss')).toBe(1);
    expect(outcome(after, 'hit') - outcome(before, 'hit')).toBe(2);
    const page =
      'skybook_http_request_duration_seconds_count{method="GET",route="(page)",status_class="2xx"}';
    expect(valueOf(after, page) - valueOf(before, page)).toBe(3);
    expect(after).not.toContain('metrics-cache');
  });

  it('serves nothing else on its port, and is not reachable on the public site', async () => {
    expect((await fetch(new URL('/', server.metricsUrl).toString())).status).toBe(404);
    expect((await fetch(`${server.metricsUrl}`, { method: 'POST' })).status).toBe(404);
    const onSite = await fetch(`${server.url}/metrics`);
    expect(onSite.status).toBe(404);
    expect(await onSite.text()).not.toContain('skybook_http_request_duration_seconds');
  });
});
