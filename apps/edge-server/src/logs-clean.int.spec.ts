import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './http/logger.ts';
import { bookThroughApi, dayFromToday, newVisitor, okAs, postAs } from './testing/bookings.ts';
import { callApi, cookieJar } from './testing/cookie-jar.ts';
import { startTestServer } from './testing/test-server.ts';

/** Every line the server logs, at every level, while the flows below run. */
let logged = '';
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    logged += chunk.toString();
    done();
  },
});
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ logger: createLogger('trace', sink) });
});
afterAll(() => server.close());

const PASSWORD = 'Skybook-demo-2026';
const NEW_PASSWORD = 'Brand-new-secret-91';
const EMAIL = 'traveller.logs@example.com';
const DOCUMENT_NUMBERS = ['LOGX123456', 'LOGY765432'];

const signIn = async (username: string, password = PASSWORD) => {
  const jar = cookieJar();
  const response = await callApi(server.url, jar, 'POST', '/api/login', { username, password });
  expect(response.status).toBe(200);
  return jar;
};

describe('the logs of real flows (decision 048)', () => {
  it('carry no card number, password or hash, token, email or document number', async () => {
    // Sign-in, a wrong password, a password change and an admin resetting an agent's password.
    const admin = await signIn('admin@azteca.example');
    expect(
      (
        await callApi(server.url, cookieJar(), 'POST', '/api/login', {
          username: 'admin@azteca.example',
          password: 'Wrong-one-123',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await callApi(server.url, admin, 'POST', '/api/agency/password', {
          current: PASSWORD,
          next: NEW_PASSWORD,
          repeat: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const agents = (await (await callApi(server.url, admin, 'POST', '/api/agency/agents', {})).json()) as {
      id: number;
      username: string;
    }[];
    const agent = agents.find((a) => a.username === 'agent@azteca.example')!;
    expect(
      (
        await callApi(server.url, admin, 'POST', '/api/agency/agents/reset-password', {
          id: agent.id,
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);

    // A failing statement whose parameters hold a fresh argon2 hash, and whose failing row holds
    // the username: the constraint refuses every new password of the Lusitania admin.
    const lusitania = await signIn('admin@lusitania.example');
    await server.database.db.execute(
      sql`alter table agency_users add constraint logs_test_no_change check (password_hash <> '' and username <> 'admin@lusitania.example') not valid`,
    );
    const failing = await callApi(server.url, lusitania, 'POST', '/api/agency/password', {
      current: PASSWORD,
      next: NEW_PASSWORD,
      repeat: NEW_PASSWORD,
    });
    expect(failing.status).toBe(500);
    await server.database.db.execute(sql`alter table agency_users drop constraint logs_test_no_change`);

    // A booking paid by card, looked up, with travel documents at check-in.
    const visitor = await newVisitor(server.url);
    const order = await bookThroughApi(server, visitor, {
      date: dayFromToday(1),
      adults: 2,
      email: EMAIL,
      lastName: 'Logsdottir',
    });
    await okAs(server.url, visitor, '/api/reservation-lookup', {
      referenceCode: order.bookingReference,
      lastName: 'Logsdottir',
    });
    await okAs(server.url, visitor, '/api/checkin', { orderId: order.orderId });
    const saved = await postAs(server.url, visitor, '/api/checkin-documents', {
      orderId: order.orderId,
      documents: order.passengers.map((p, i) => ({
        passengerRef: p.ref,
        type: 'passport',
        number: DOCUMENT_NUMBERS[i],
        expiryDate: dayFromToday(3000),
        nationality: 'ES',
        dateOfBirth: p.dateOfBirth ?? '1990-05-17',
      })),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    // A newsletter sign-up, and an unsubscribe link (its token in the query string).
    expect(
      (
        await postAs(server.url, visitor, '/api/newsletter', {
          name: 'Ana Logs',
          email: EMAIL,
          language: 'en',
        })
      ).status,
    ).toBe(200);
    const unsubscribeToken = 'unsubscribeToken123456789abcdef';
    await fetch(`${server.url}/newsletter/unsubscribe?token=${unsubscribeToken}`);

    const token = visitor.jar.get('sb_token')!;
    const forbidden: [string, RegExp | string][] = [
      ['card number', /4242[ -]?4242[ -]?4242[ -]?4242/],
      ['password', PASSWORD],
      ['new password', NEW_PASSWORD],
      ['argon2 hash', /\$argon2/],
      ['identity token', token],
      ['JWT-shaped token', /eyJ[\w-]+\.eyJ/],
      ['unsubscribe token', unsubscribeToken],
      ['email', /[\w.+-]+@[\w-]+\.(example|com)/],
      ['document number', new RegExp(DOCUMENT_NUMBERS.join('|'))],
      ['booking reference in a URL', `referenceCode=${order.bookingReference}`],
    ];
    expect(logged.split('\n').length).toBeGreaterThan(15); // the flows were logged at all
    expect(logged).toMatch(/api handler failed/); // and so was the failing statement
    for (const [what, pattern] of forbidden) {
      const hit = typeof pattern === 'string' ? logged.includes(pattern) : pattern.test(logged);
      expect(
        hit,
        `${what} in the logs:\n${logged.split('\n').find((l) => (typeof pattern === 'string' ? l.includes(pattern) : pattern.test(l)))}`,
      ).toBe(false);
    }
  });
});
