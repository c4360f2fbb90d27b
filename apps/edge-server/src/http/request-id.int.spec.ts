import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { logSink } from '../testing/log-sink.ts';
import { startTestServer } from '../testing/test-server.ts';

/** Decision 113: one id per request, from the load balancer when well formed, on every log line. */
const sink = logSink();
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    logger: createLogger('info', sink.stream),
    // A country service that is not there: its failure is logged far from the request's `req`.
    env: { COUNTRY_LOOKUP_URL: 'http://127.0.0.1:9/{ip}', COUNTRY_LOOKUP_TIMEOUT_MS: '300' },
  });
});
afterAll(() => server.close());

const lines = () =>
  sink
    .text()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; requestId?: string });

describe('request ids', () => {
  it('echoes a well-formed X-Request-Id from the load balancer and replaces any other', async () => {
    const given = 'lb-7f3a9c2e41d0';
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': given } });
    expect(kept.headers.get('x-request-id')).toBe(given);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon-1234', 'a\tb-12345678']) {
      const replaced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': bad } });
      const id = replaced.headers.get('x-request-id');
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(sink.text()).not.toContain(bad);
    }
    const fresh = await fetch(`${server.url}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id on every line logged for the request, including those of code far from it', async () => {
    sink.clear();
    const given = 'lb-country-0001';
    const response = await fetch(`${server.url}/api/lookup-country`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': given,
        'x-forwarded-for': '203.0.113.9',
      },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ country: null });
    const written = lines();
    const failure = written.find((line) => line.msg === 'unable to fetch the country');
    expect(failure, sink.text()).toBeDefined();
    expect(failure!.requestId).toBe(given);
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const line of written) expect(line.requestId, JSON.stringify(line)).toBe(given);
  });
});
