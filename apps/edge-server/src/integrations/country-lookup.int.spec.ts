import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, cookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';
import { countryLookup, countryOfAnswer } from './country-lookup.ts';

/**
 * A stand-in IP-to-country service on loopback, answering per address like ip2c.org: `1;CC;…`
 * for a known address, `2` for an unknown one; `/slow/` never answers in time.
 */
const ANSWERS: Record<string, string> = {
  '203.0.113.7': '1;US;USA;United States',
  '198.51.100.9': '1;pt;PRT;Portugal',
  '192.0.2.1': '1;??;XXX;broken',
};

let service: HttpServer;
let serviceUrl = '';
const asked: string[] = [];

beforeAll(async () => {
  service = createServer((req, res) => {
    const ip = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
    asked.push(ip);
    if (req.url?.startsWith('/slow/')) return void setTimeout(() => res.end('1;ES;ESP;Spain'), 2_000);
    if (req.url?.startsWith('/down/')) return void res.writeHead(503).end();
    res.end(ANSWERS[ip] ?? '2');
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => service.once('listening', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => service.close(resolve)));

const quietLogger = () => {
  const warnings: unknown[][] = [];
  return { warnings, logger: { warn: (...args: unknown[]) => void warnings.push(args) } };
};

describe('spec §7 answer format', () => {
  it('reads the country from characters 3–4 of an answer starting with 1', () => {
    expect(countryOfAnswer('1;US;USA;United States')).toBe('US');
    expect(countryOfAnswer('1;mx;MEX;Mexico')).toBe('MX');
  });

  it.each(['0;;;WRONG INPUT', '2', '', 'US', '1;1X;…'])(
    'any other answer (%j) fails with "unable to fetch the country"',
    (answer) => {
      expect(() => countryOfAnswer(answer)).toThrow('unable to fetch the country');
    },
  );
});

describe('countryLookup', () => {
  it('asks the service with the address in the URL and keeps the answer per address for the ttl', async () => {
    const { logger, warnings } = quietLogger();
    // Not 0: the cache reads a start time of 0 as "no time-out".
    let clock = 1_000_000;
    const lookup = countryLookup({ url: `${serviceUrl}/{ip}`, timeoutMs: 1_000, logger, now: () => clock });
    asked.length = 0;
    const first = await Promise.all([lookup('203.0.113.7'), lookup('203.0.113.7')]);
    expect(first).toEqual(['US', 'US']);
    expect(await lookup('203.0.113.7')).toBe('US');
    expect(await lookup('198.51.100.9')).toBe('PT');
    // Concurrent misses shared one request; the second call came from the cache.
    expect(asked).toEqual(['203.0.113.7', '198.51.100.9']);
    clock += 3_600_001;
    expect(await lookup('203.0.113.7')).toBe('US');
    expect(asked).toHaveLength(3);
    expect(warnings).toEqual([]);
  });

  it('answers null for an unknown address, a malformed answer, an error status or a time-out', async () => {
    const { logger } = quietLogger();
    const lookup = countryLookup({ url: `${serviceUrl}/{ip}`, timeoutMs: 1_000, logger });
    expect(await lookup('10.1.2.3')).toBeNull();
    expect(await lookup('192.0.2.1')).toBeNull();
    const down = countryLookup({ url: `${serviceUrl}/down/{ip}`, timeoutMs: 1_000, logger });
    expect(await down('203.0.113.7')).toBeNull();
    const slow = countryLookup({ url: `${serviceUrl}/slow/{ip}`, timeoutMs: 100, logger });
    const started = Date.now();
    expect(await slow('203.0.113.7')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('keeps a failure only a minute, and logs failures at most once a minute without the address', async () => {
    const { logger, warnings } = quietLogger();
    // Not 0: the cache reads a start time of 0 as "no time-out".
    let clock = 1_000_000;
    const lookup = countryLookup({
      url: `${serviceUrl}/down/{ip}`,
      timeoutMs: 1_000,
      logger,
      now: () => clock,
    });
    asked.length = 0;
    await lookup('203.0.113.7');
    clock += 30_000;
    await lookup('203.0.113.7');
    await lookup('198.51.100.9');
    expect(asked).toEqual(['203.0.113.7', '198.51.100.9']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toEqual([{ reason: 'status 503', failures: 1 }, 'unable to fetch the country']);
    expect(JSON.stringify(warnings)).not.toContain('203.0.113.7');
    clock += 31_000;
    await lookup('203.0.113.7');
    expect(asked).toEqual(['203.0.113.7', '198.51.100.9', '203.0.113.7']);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toEqual([{ reason: 'status 503', failures: 2 }, 'unable to fetch the country']);
  });

  it('encodes the address into the URL', async () => {
    const { logger } = quietLogger();
    const lookup = countryLookup({ url: `${serviceUrl}/{ip}`, timeoutMs: 1_000, logger });
    asked.length = 0;
    expect(await lookup('../../admin?x=1')).toBeNull();
    expect(asked).toEqual(['../../admin?x=1']);
  });
});

describe('POST /api/lookup-country', () => {
  const lookupAs = (base: string, ip?: string) =>
    fetch(`${base}/api/lookup-country`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        // The test server is on loopback, which the app trusts as its proxy (like nginx in front).
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: '{}',
    });

  describe('with a lookup configured', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer({ env: { COUNTRY_LOOKUP_URL: `${serviceUrl}/{ip}` } });
    });
    afterAll(() => server.close());

    it("answers the caller's country, and null when the service does not know it", async () => {
      const us = await lookupAs(server.url, '203.0.113.7');
      expect(us.status).toBe(200);
      expect(await us.json()).toEqual({ country: 'US' });
      expect(await (await lookupAs(server.url, '198.51.100.9')).json()).toEqual({ country: 'PT' });
      expect(await (await lookupAs(server.url, '10.9.9.9')).json()).toEqual({ country: null });
    });
  });

  describe('without a lookup (the default)', () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('answers null, and each site gives its own country for the phone inputs', async () => {
      asked.length = 0;
      expect(await (await lookupAs(server.url, '203.0.113.7')).json()).toEqual({ country: null });
      expect(asked).toEqual([]);
      const jar = cookieJar();
      const countries = [];
      for (const domainId of [1, 5, 7])
        countries.push(
          (await (await callApi(server.url, jar, 'POST', '/api/get-domain', { domainId })).json()).country,
        );
      expect(countries).toEqual(['MX', 'PT', 'US']);
    });
  });
});
