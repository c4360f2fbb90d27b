import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hold, Order, SearchFlightsResponse } from '@skybook/api-contract';
import { schema } from '@skybook/db';
import { addDays, localDate } from '@skybook/inventory';
import type { MailMessage } from '@skybook/mail';
import { callApi, cookieJar, type CookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
const mails: MailMessage[] = [];
const PASSWORD = 'Skybook-demo-2026';
const admin = cookieJar();
const other = cookieJar();
const visitor = cookieJar();

beforeAll(async () => {
  server = await startTestServer({
    mailer: { send: async (m) => (mails.push(m), { messageId: String(mails.length) }) },
  });
  for (const [jar, username] of [
    [admin, 'admin@andes.example'],
    [other, 'admin@lusitania.example'],
  ] as const) {
    const response = await callApi(server.url, jar, 'POST', '/api/login', { username, password: PASSWORD });
    if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  }
  await callApi(server.url, visitor, 'GET', '/api/_auth/session');
});
afterAll(() => server.close());

const post = (jar: CookieJar, path: string, body: unknown) => callApi(server.url, jar, 'POST', path, body);
async function ok<T>(jar: CookieJar, path: string, body: unknown): Promise<T> {
  const response = await post(jar, path, body);
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const inAMonth = addDays(new Date().toISOString().slice(0, 10), 30);
let seq = 0;

/** A named one-adult order MAD → CUN made by `jar`, ready to pay. */
async function readyOrder(jar: CookieJar, currency = 'EUR'): Promise<Order> {
  const { outbound } = await ok<SearchFlightsResponse>(jar, '/api/search-flights', {
    origin: 'MAD',
    destination: 'CUN',
    departDate: inAMonth,
    adults: 1,
    children: 0,
    infants: 0,
    currency,
  });
  const fare = (outbound.find((j) => j.stops === 0) ?? outbound[0]!).fares[0]!;
  const hold = await ok<Hold>(jar, '/api/holds', {
    offerIds: [fare.offerId],
    idempotencyKey: `on-account-${seq++}-${Date.now()}`,
  });
  const order = await ok<Order>(jar, '/api/orders', { holdId: hold.holdId });
  const first = order.flights[0]!;
  return ok<Order>(jar, '/api/order-passengers', {
    orderId: order.orderId,
    details: {
      departureDate: localDate(new Date(first.departureUtc), first.departureTimeZone),
      passengers: [{ id: order.passengers[0]!.ref, type: 'adult', firstName: 'Inés', lastName: 'Ibáñez' }],
      contact: { email: 'ines@example.com', phone: '+34600123456' },
    },
  });
}

const dashboard = async (jar: CookieJar) =>
  await ok<{ available: number; recent: Array<{ reference: string; status: string; total: number }> }>(
    jar,
    '/api/agency/dashboard',
    { currency: 'EUR' },
  );
const ledgerOf = (orderId: string) =>
  server.database.db.select().from(schema.creditLedger).where(eq(schema.creditLedger.holdId, orderId));

describe('paying on account', () => {
  it('refuses an order without the terms accepted (422 on acceptTerms), taking no credit (decision 121)', async () => {
    const before = (await dashboard(admin)).available;
    const order = await readyOrder(admin);
    const refused = await post(admin, '/api/pay-on-account', {
      orderId: order.orderId,
      expectedTotal: order.total.amount,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: 'errors.terms_required',
      fields: { acceptTerms: 'errors.terms_required' },
    });
    expect((await ok<Order>(admin, '/api/get-order', { orderId: order.orderId })).status).toBe('HELD');
    expect((await dashboard(admin)).available).toBe(before);
    expect(await ledgerOf(order.orderId)).toEqual([]);
  });

  it('confirms the order, books it for the agency and lowers its available credit by the total', async () => {
    const before = (await dashboard(admin)).available;
    const order = await readyOrder(admin);
    const paid = await ok<Order>(admin, '/api/pay-on-account', {
      orderId: order.orderId,
      expectedTotal: order.total.amount,
      acceptTerms: true,
      language: 'es',
    });
    expect(paid.status).toBe('CONFIRMED');
    expect(paid.bookingReference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const after = await dashboard(admin);
    expect(after.available).toBe(before - order.total.amount);
    expect(after.recent[0]).toMatchObject({
      reference: paid.bookingReference,
      status: 'confirmed',
      total: order.total.amount,
    });
    expect((await ledgerOf(order.orderId)).map((r) => r.kind).sort()).toEqual(['confirm', 'reserve']);
    await server.drainMailOutbox();
    expect(mails.at(-1)?.to).toBe('ines@example.com');

    // Paying again is refused and takes nothing more.
    const again = await post(admin, '/api/pay-on-account', {
      orderId: order.orderId,
      expectedTotal: order.total.amount,
      acceptTerms: true,
    });
    expect(again.status).toBe(409);
    expect((await dashboard(admin)).available).toBe(after.available);
  });

  it('is for signed-in agencies only', async () => {
    const order = await readyOrder(visitor);
    const response = await post(visitor, '/api/pay-on-account', {
      orderId: order.orderId,
      expectedTotal: order.total.amount,
      acceptTerms: true,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'agency.unauthorized' });
    expect((await ok<Order>(visitor, '/api/get-order', { orderId: order.orderId })).status).toBe('HELD');
  });

  it('refuses an order beyond the credit or in another currency, leaving no ticket and no debit', async () => {
    // 1.00 left: the demo bookings on account already take the rest of the limit.
    await server.database.db
      .update(schema.agencies)
      .set({ creditLimit: sql`credit_reserved + 100` })
      .where(eq(schema.agencies.code, 'lusitania'));
    const order = await readyOrder(other);
    const short = await post(other, '/api/pay-on-account', {
      orderId: order.orderId,
      expectedTotal: order.total.amount,
      acceptTerms: true,
    });
    expect(short.status).toBe(402);
    expect(await short.json()).toMatchObject({ error: 'errors.insufficient_credit' });
    const still = await ok<Order>(other, '/api/get-order', { orderId: order.orderId });
    expect(still).toMatchObject({ status: 'HELD', bookingReference: null, expired: false });
    expect(await ledgerOf(order.orderId)).toEqual([]);

    // Defence in depth (decision 014): an order held in EUR, then the agency's contract moved to USD.
    const euros = await readyOrder(admin);
    await server.database.db
      .update(schema.agencies)
      .set({ currency: 'USD' })
      .where(eq(schema.agencies.code, 'andes'));
    try {
      const wrong = await post(admin, '/api/pay-on-account', {
        orderId: euros.orderId,
        expectedTotal: euros.total.amount,
        acceptTerms: true,
      });
      expect(wrong.status).toBe(409);
      expect(await wrong.json()).toMatchObject({
        error: 'errors.invalid_currency',
        fields: { currency: 'errors.invalid_currency' },
        details: { currency: 'USD' },
      });
    } finally {
      await server.database.db
        .update(schema.agencies)
        .set({ currency: 'EUR' })
        .where(eq(schema.agencies.code, 'andes'));
    }
    const rows = await server.database.db.execute(
      sql`select count(*)::int as n from agency_bookings where order_id = ${euros.orderId}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    expect(await ledgerOf(euros.orderId)).toEqual([]);
    expect((await ok<Order>(admin, '/api/get-order', { orderId: euros.orderId })).status).toBe('HELD');
  });

  it("prices a signed-in agency's searches in its own currency, so it books on account from a search in another", async () => {
    const search = {
      origin: 'MAD',
      destination: 'CUN',
      departDate: inAMonth,
      adults: 1,
      children: 0,
      infants: 0,
    };
    const currenciesOf = (response: SearchFlightsResponse) =>
      new Set(response.outbound.flatMap((j) => j.fares.map((f) => f.total.currency)));
    // The Mexico site's currency, asked by the agency (EUR) and by a visitor.
    const asAgency = await ok<SearchFlightsResponse>(admin, '/api/search-flights', {
      ...search,
      currency: 'MXN',
    });
    expect(currenciesOf(asAgency)).toEqual(new Set(['EUR']));
    const asVisitor = await ok<SearchFlightsResponse>(visitor, '/api/search-flights', {
      ...search,
      currency: 'MXN',
    });
    expect(currenciesOf(asVisitor)).toEqual(new Set(['MXN']));
    const calendar = await ok<Array<{ minTotal: { currency: string } | null }>>(admin, '/api/fare-calendar', {
      origin: 'MAD',
      destination: 'CUN',
      from: inAMonth,
      days: 7,
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'MXN',
    });
    const priced = calendar.filter((d) => d.minTotal !== null);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((d) => d.minTotal!.currency === 'EUR')).toBe(true);

    const order = await readyOrder(admin, 'MXN');
    expect(order.currency).toBe('EUR');
    const paid = await post(admin, '/api/pay-on-account', {
      orderId: order.orderId,
      expectedTotal: order.total.amount,
      acceptTerms: true,
    });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as Order).status).toBe('CONFIRMED');
  });

  it('takes the credit once for 10 concurrent attempts on one order', async () => {
    const before = (await dashboard(admin)).available;
    const order = await readyOrder(admin);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(admin, '/api/pay-on-account', {
          orderId: order.orderId,
          expectedTotal: order.total.amount,
          acceptTerms: true,
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect((await dashboard(admin)).available).toBe(before - order.total.amount);
    expect((await ledgerOf(order.orderId)).filter((r) => r.kind === 'reserve')).toHaveLength(1);
  });

  it('gives the refund of a cancelled booking on account back to the credit, and keeps the rest used', async () => {
    const order = await readyOrder(admin);
    await ok<Order>(admin, '/api/pay-on-account', {
      orderId: order.orderId,
      expectedTotal: order.total.amount,
      acceptTerms: true,
    });
    const afterBooking = (await dashboard(admin)).available;
    const quote = await ok<{ refund: number; kept: number; paid: number }>(admin, '/api/cancel-quote', {
      orderId: order.orderId,
    });
    expect(quote.paid).toBe(order.total.amount);
    expect(quote.refund + quote.kept).toBe(quote.paid);
    await ok(admin, '/api/manage-otp', { orderId: order.orderId, purpose: 'cancel', language: 'en' });
    await server.drainMailOutbox();
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const cancelled = await ok<{ order: Order; refund: { amount: number; refunded: number } }>(
      admin,
      '/api/cancel-booking',
      {
        orderId: order.orderId,
        otp: code,
      },
    );
    expect(cancelled.refund).toMatchObject({ amount: quote.refund, refunded: quote.refund });
    expect(cancelled.order.status).toBe(quote.refund > 0 ? 'REFUNDED' : 'CANCELLED');
    const after = await dashboard(admin);
    expect(after.available).toBe(afterBooking + quote.refund);
    expect(after.recent.find((b) => b.reference === cancelled.order.bookingReference)?.status).toBe(
      'cancelled',
    );
    expect((await ledgerOf(order.orderId)).find((r) => r.kind === 'release')?.amount).toBe(quote.refund);
  });
});
