import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, cookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';

/**
 * Issue 12 found 4: five inputs that answered 500. Each must now be a 400 with a field key, and
 * the same class of input (NUL, out-of-range ids and dates, a pipe running on after a failure)
 * must be refused wherever it appears.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const admin = cookieJar();
const visitor = cookieJar();
const ORDER_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  server = await startTestServer();
  const login = await callApi(server.url, admin, 'POST', '/api/login', {
    username: 'admin@andes.example',
    password: 'Skybook-demo-2026',
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  await callApi(server.url, visitor, 'GET', '/api/_auth/session');
});
afterAll(() => server.close());

const document = (over: Record<string, unknown>) => ({
  passengerRef: 'p1',
  type: 'passport',
  number: 'X1234567',
  expiryDate: '2031-01-01',
  nationality: 'ES',
  dateOfBirth: '1990-01-01',
  ...over,
});

async function refused(jar: ReturnType<typeof cookieJar>, path: string, body: unknown) {
  const response = await callApi(server.url, jar, 'POST', path, body);
  const json = (await response.json()) as { error: string; fields?: Record<string, string> };
  return { status: response.status, ...json };
}

describe('inputs that answered 500 (issue 12 found 4)', () => {
  it('a nationality that is not two letters stops at the pattern (no Intl lookup on "1")', async () => {
    for (const nationality of ['1', '', '12', 'Ñ', '1A', '   ']) {
      const answer = await refused(visitor, '/api/checkin-documents', {
        orderId: ORDER_ID,
        documents: [document({ nationality })],
      });
      expect(answer, nationality).toMatchObject({
        status: 400,
        fields: { 'documents.0.nationality': 'errors.invalid_nationality' },
      });
    }
  });

  it('NUL in a reservation lookup reference is a field error, never reaches the database', async () => {
    const answer = await refused(visitor, '/api/reservation-lookup', {
      referenceCode: 'AB\u0000CD',
      lastName: 'Muñoz',
    });
    expect(answer).toMatchObject({ status: 400, fields: { referenceCode: 'errors.invalid_characters' } });
  });

  it('NUL in a login username is a field error', async () => {
    const answer = await refused(cookieJar(), '/api/login', { username: 'admin\u0000', password: 'x' });
    expect(answer).toMatchObject({ status: 400, fields: { username: 'errors.invalid_characters' } });
  });

  it('a report up to 9999-12-31 is out of range, not a database overflow', async () => {
    const answer = await refused(admin, '/api/agency/report', { from: '2026-01-01', to: '9999-12-31' });
    expect(answer).toMatchObject({ status: 400, fields: { to: 'errors.invalid_date' } });
  });

  it('an agent id beyond a 32-bit integer is out of range', async () => {
    for (const id of [9007199254740992, 2147483648, 1e308]) {
      const answer = await refused(admin, '/api/agency/agents/reset-password', {
        id,
        password: 'a-long-new-password-42',
      });
      expect(answer, String(id)).toMatchObject({ status: 400, fields: { id: 'errors.out_of_range' } });
    }
  });
});

describe('the same class elsewhere', () => {
  it('control characters are refused in any string of any request, with the field path', async () => {
    const answer = await refused(visitor, '/api/claims', {
      name: 'Ana\u0007Muñoz',
      email: 'ana@example.com',
      description: 'ok',
    });
    expect(answer.status).toBe(400);
    expect(answer.fields?.name).toBe('errors.invalid_characters');
  });

  it('newlines and tabs stay allowed where text is free (a claim message)', async () => {
    const answer = await refused(visitor, '/api/claims', {
      description: `${'line one is long enough\n'.repeat(3)}and\ttabbed`,
    });
    expect(answer.status).toBe(400);
    expect(answer.fields?.description).toBeUndefined();
  });

  it('JSON nested deeper than any request needs is refused with 400', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const response = await fetch(`${server.url}/api/get-domain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"domainId":${deep}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'errors.validation' });
  });
});
