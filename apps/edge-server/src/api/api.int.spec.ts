import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (path: string, body: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('POST /api/get-domain', () => {
  it('answers the domain of spec §3, languages filtered to en/es/pt', async () => {
    const response = await post('/api/get-domain', JSON.stringify({ domainId: 1 }));
    expect(response.status).toBe(200);
    const domain = await response.json();
    expect(Object.keys(domain).sort()).toEqual(
      [
        'checkin',
        'country',
        'currencies',
        'currencyId',
        'facebook',
        'favicon',
        'footerText',
        'id',
        'instagram',
        'integrations',
        'languageId',
        'languages',
        'partnerUrl',
        'seoDescription',
        'seoTitle',
        'style',
        'telephone',
        'tiktok',
        'twitter',
      ].sort(),
    );
    expect(domain.id).toBe(1);
    for (const { code } of domain.languages) expect(['en', 'es', 'pt']).toContain(code);
  });

  it.each([
    ['a string id', '{"domainId":"5"}', 'errors.invalid_type'],
    ['a missing id', '{}', 'errors.required'],
    ['a fractional id', '{"domainId":1.5}', 'errors.invalid_type'],
    ['a negative id', '{"domainId":-3}', 'errors.out_of_range'],
  ])('rejects %s with 400 and a field key', async (_name, body, key) => {
    const response = await post('/api/get-domain', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'errors.validation', fields: { domainId: key } });
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await post('/api/get-domain', '{"domainId": 1');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'errors.malformed_json' });
  });

  it('answers 404 with a key for a domain that does not exist', async () => {
    const response = await post('/api/get-domain', '{"domainId":999}');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: 'errors.domain_not_found',
      fields: { domainId: 'errors.not_found' },
    });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'errors.not_found' });
  });
});

describe('GET /api/openapi.json', () => {
  it('is generated from the contract schemas', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    const op = doc.paths['/api/get-domain'].post;
    expect(op.operationId).toBe('getDomain');
    expect(op.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['domainId'],
      properties: { domainId: { type: 'integer', minimum: 1 } },
    });
    expect(op.responses['200'].content['application/json'].schema.required).toContain('seoTitle');
  });
});

describe('health', () => {
  it('reports live and ready, and echoes a request id', async () => {
    const live = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(live.status).toBe(200);
    expect(live.headers.get('x-request-id')).toBe('trace-abc-123');
    const ready = await fetch(`${server.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });
});
