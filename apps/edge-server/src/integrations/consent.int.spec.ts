import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentHistory } from '@skybook/db';
import { callApi, cookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** One CSP directive's sources, from a response's header. */
const directive = (response: Response, name: string) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('with no integration configured (production default)', () => {
  let server: Server;
  beforeAll(async () => {
    // A RUM script without its key counts as not configured.
    server = await startTestServer({ env: { RUM_SCRIPT_URL: 'https://rum.example/rum.js' } });
  });
  afterAll(() => server.close());

  it('the CSP allows no third-party origin and the domain lists no script', async () => {
    const jar = cookieJar();
    const response = await callApi(server.url, jar, 'POST', '/api/get-domain', { domainId: 5 });
    expect(response.status).toBe(200);
    expect((await response.json()).integrations).toEqual({ tagManager: null, rum: null, fraudBeacon: null });
    const scripts = directive(response, 'script-src');
    expect(scripts[0]).toBe("'self'");
    expect(scripts[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]+'$/);
    expect(scripts).toHaveLength(2);
    expect(directive(response, 'connect-src')).toEqual(["'self'"]);
    expect(directive(response, 'img-src')).toEqual(["'self'", 'data:']);
  });
});

describe('with the integrations configured', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TAG_MANAGER_URL: 'https://tags.example/gtm.js',
        RUM_SCRIPT_URL: 'https://rum.example:8443/rum.js',
        RUM_KEY: 'key-123',
        FRAUD_BEACON_URL: 'https://fraud.example/beacon.js',
      },
    });
  });
  afterAll(() => server.close());

  it('allows exactly their origins and gives each site its own container and shop', async () => {
    const jar = cookieJar();
    const response = await callApi(server.url, jar, 'POST', '/api/get-domain', { domainId: 5 });
    expect((await response.json()).integrations).toEqual({
      tagManager: 'https://tags.example/gtm.js?id=GTM-SKYPT',
      rum: 'https://rum.example:8443/rum.js?key=key-123',
      fraudBeacon: 'https://fraud.example/beacon.js?shop=skybook-pt',
    });
    const origins = ['https://tags.example', 'https://rum.example:8443', 'https://fraud.example'];
    expect(directive(response, 'script-src').slice(2)).toEqual(origins);
    expect(directive(response, 'connect-src')).toEqual(["'self'", ...origins]);
    const mexico = await callApi(server.url, jar, 'POST', '/api/get-domain', { domainId: 1 });
    expect((await mexico.json()).integrations.tagManager).toBe('https://tags.example/gtm.js?id=GTM-SKYMX');
  });
});

describe('POST /api/consent and web vitals', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores each choice of the visitor as proof, with version, categories, time and site', async () => {
    const jar = cookieJar();
    const first = await callApi(server.url, jar, 'POST', '/api/consent', {
      policyVersion: 1,
      analytics: false,
      marketing: false,
      chosenAt: '2026-11-24T15:00:00.000Z',
    });
    expect(first.status).toBe(200);
    const receipt = await first.json();
    expect(receipt).toEqual({ id: expect.any(Number), recordedAt: expect.any(String) });
    const uid = jar.get('user-uid');
    expect(uid).toBeTruthy();
    await callApi(server.url, jar, 'POST', '/api/consent', {
      policyVersion: 1,
      analytics: true,
      marketing: false,
      chosenAt: '2026-11-24T15:05:00.000Z',
    });
    const history = await consentHistory(server.database.db, uid!);
    expect(
      history.map((r) => [r.analytics, r.marketing, r.policyVersion, r.domainId, r.chosenAt.toISOString()]),
    ).toEqual([
      [true, false, 1, 1, '2026-11-24T15:05:00.000Z'],
      [false, false, 1, 1, '2026-11-24T15:00:00.000Z'],
    ]);
    expect(history[1]?.id).toBe(receipt.id);
  });

  it('refuses a malformed choice', async () => {
    const jar = cookieJar();
    for (const body of [
      { policyVersion: 0, analytics: true, marketing: true, chosenAt: '2026-11-24T15:00:00.000Z' },
      { policyVersion: 1, analytics: 'yes', marketing: true, chosenAt: '2026-11-24T15:00:00.000Z' },
      { policyVersion: 1, analytics: true, marketing: true, chosenAt: 'yesterday' },
      { policyVersion: 1, analytics: true },
    ])
      expect(
        (await callApi(server.url, jar, 'POST', '/api/consent', body)).status,
        JSON.stringify(body),
      ).toBe(400);
  });

  it('aggregates web vitals per route, readable only from this machine without a proxy', async () => {
    const jar = cookieJar();
    for (const value of [1000, 1200, 3000, 800])
      expect(
        (await callApi(server.url, jar, 'POST', '/api/web-vitals', { name: 'LCP', value, route: 'index' }))
          .status,
      ).toBe(200);
    await callApi(server.url, jar, 'POST', '/api/web-vitals', { name: 'CLS', value: 0.05, route: 'select' });
    expect(
      (await callApi(server.url, jar, 'POST', '/api/web-vitals', { name: 'FID', value: 1, route: 'index' }))
        .status,
    ).toBe(400);
    expect(
      (await callApi(server.url, jar, 'POST', '/api/web-vitals', { name: 'LCP', value: 1, route: '/en?q=x' }))
        .status,
    ).toBe(400);

    const metrics = await fetch(`${server.url}/metrics/web-vitals`);
    expect(metrics.status).toBe(200);
    expect(await metrics.json()).toEqual({
      index: { LCP: { count: 4, p75: 1200 } },
      select: { CLS: { count: 1, p75: 0.05 } },
    });
    const proxied = await fetch(`${server.url}/metrics/web-vitals`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(404);
  });
});
