import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../identity/identity-cookies.ts';
import { callApi, cookieJar } from '../testing/cookie-jar.ts';
import { driveBooking } from '../testing/funnel-driver.ts';
import { openApiValidator, type OpenApiDocument } from '../testing/openapi-validator.ts';
import { startTestServer } from '../testing/test-server.ts';

/**
 * Issue 12 found 7: the document is valid OpenAPI 3.1 and tells the truth. Every answer the
 * API gives during a real booking and its error cases is checked against it (status declared,
 * content type declared, body matching the schema) by wrapping `fetch` for the whole file.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let doc: OpenApiDocument & Record<string, unknown>;
const problems: string[] = [];
const seen = new Set<string>();
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startTestServer();
  doc = await (await realFetch(`${server.url}/api/openapi.json`)).json();
  const validator = openApiValidator(doc);
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/openapi.json') {
      const method = init?.method ?? 'GET';
      const found = validator.check(
        method,
        url.pathname,
        response.status,
        response.headers.get('content-type') ?? '',
        await response.clone().text(),
      );
      problems.push(...found);
      seen.add(`${method} ${url.pathname} ${response.status}`);
    }
    return response;
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await server.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (swagger-parser), with no dangling reference', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const text = JSON.stringify(doc);
    expect(text).not.toContain('#/$defs/');
    expect(text).not.toContain('"nullable"');
    expect(text).not.toContain('"required":[]');
  });

  it('is refused by the same validator when a reference dangles (the check can fail)', async () => {
    const broken = structuredClone(doc) as OpenApiDocument;
    delete broken.components.schemas['MenuItem'];
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it('declares the identity cookie, errors per operation and the boarding-pass files', () => {
    const components = doc.components as unknown as { securitySchemes: Record<string, unknown> };
    expect(components.securitySchemes['identityCookie']).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: TOKEN_COOKIE }),
    );
    const dashboard = doc.paths['/api/agency/dashboard']!['post']! as unknown as {
      security: unknown;
      responses: Record<string, unknown>;
    };
    expect(dashboard.security).toEqual([{ identityCookie: [] }]);
    expect(Object.keys(dashboard.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '415', '500']),
    );
    const login = doc.paths['/api/login']!['post']!;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['401', '429']));
    const pdf = doc.paths['/api/boarding-pass.pdf']!['get']!;
    expect(Object.keys(pdf.responses['200']!.content!)).toEqual(['application/pdf']);
    const svg = doc.paths['/api/boarding-pass.svg']!['get']!;
    expect(Object.keys(svg.responses['200']!.content!)).toEqual(['image/svg+xml']);
  });
});

describe('real answers conform to the document', () => {
  it('a booking (search, hold, order, seat map, seat, extras, passengers, pay) and its lookup', async () => {
    const jar = cookieJar();
    await callApi(server.url, jar, 'GET', '/api/_auth/session');
    const booking = await driveBooking(server, jar, {
      origin: 'MAD',
      destination: 'CUN',
      daysAhead: 12,
      nights: null,
      families: { outbound: 'classic', inbound: 'classic' },
      party: { adults: 2, children: 1, infants: 1 },
      currency: 'EUR',
      seatCategories: ['standard', null],
      extraPicks: [1, 0],
    });
    expect(booking.paid?.status).toBe('CONFIRMED');
    const lookup = await callApi(server.url, cookieJar(), 'POST', '/api/reservation-lookup', {
      referenceCode: booking.paid!.bookingReference,
      lastName: 'Muñoz',
    });
    expect(lookup.status).toBe(200);
    expect(problems).toEqual([]);
    for (const op of [
      'search-flights',
      'holds',
      'orders',
      'seat-map',
      'order-extras',
      'order-passengers',
      'pay',
    ])
      expect(seen.has(`POST /api/${op} 200`), op).toBe(true);
  });

  it('sign-in, session and agency answers', async () => {
    const agency = cookieJar();
    const login = await callApi(server.url, agency, 'POST', '/api/login', {
      username: 'admin@andes.example',
      password: 'Skybook-demo-2026',
    });
    expect(login.status).toBe(200);
    expect((await callApi(server.url, agency, 'GET', '/api/_auth/session')).status).toBe(200);
    expect(
      (await callApi(server.url, agency, 'POST', '/api/agency/dashboard', { currency: 'EUR' })).status,
    ).toBe(200);
    expect((await callApi(server.url, agency, 'POST', '/api/agency/agents', {})).status).toBe(200);
    const taken = await callApi(server.url, agency, 'POST', '/api/agency/agents/create', {
      username: 'agent@andes.example',
      name: 'Someone Else',
      password: 'a-long-new-password-42',
    });
    expect(taken.status).toBe(409);
    expect(problems).toEqual([]);
  });

  it('errors 400, 401, 404, 409, 413, 415 and 429 have the shared error body', async () => {
    const anon = cookieJar();
    const statuses = [
      (await callApi(server.url, anon, 'POST', '/api/search-flights', { origin: 1 })).status,
      (await callApi(server.url, anon, 'POST', '/api/agency/dashboard', { currency: 'EUR' })).status,
      (await callApi(server.url, anon, 'POST', '/api/get-order', { orderId: crypto.randomUUID() })).status,
      (
        await callApi(server.url, anon, 'POST', '/api/get-page', {
          domain_id: 1,
          language_id: 1,
          link: 'nope-nope',
        })
      ).status,
      (
        await fetch(`${server.url}/api/get-domain`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ domainId: 1, pad: 'x'.repeat(200_000) }),
        })
      ).status,
      (
        await fetch(`${server.url}/api/get-domain`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'domainId=1',
        })
      ).status,
    ];
    expect(statuses).toEqual([400, 401, 404, 404, 413, 415]);
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      last = (
        await callApi(server.url, anon, 'POST', '/api/reservation-lookup', {
          referenceCode: 'ZZZZZZ',
          lastName: 'Nobody',
        })
      ).status;
    }
    expect(last).toBe(429);
    let locked = 0;
    for (let i = 0; i < 12 && locked !== 429; i++) {
      locked = (
        await callApi(server.url, cookieJar(), 'POST', '/api/login', {
          username: 'admin@andes.example',
          password: 'wrong',
        })
      ).status;
    }
    expect(locked).toBe(429);
    expect(problems).toEqual([]);
  });
});
