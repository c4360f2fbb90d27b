import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelBookingOnAccount,
  COMMISSION_RATE,
  confirmBookingOnAccount,
  hashPassword,
  holdBookingOnAccount,
  refundBookingOnAccount,
  releaseExpiredHolds,
} from '@skybook/agency';
import type { DashboardResponse, ReportResponse } from '@skybook/api-contract';
import { schema } from '@skybook/db';
import { callApi, cookieJar, type CookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';

/**
 * Issue 11 item 5: the portal's money figures, read through the real handlers, equal the sums
 * of the credit ledger (available = limit − reserved − used); sales and commission count ticketed
 * bookings only, held ones apart; every amount carries its own currency.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const PASSWORD = 'Ledger-test-2026';
const today = new Date().toISOString().slice(0, 10);
const longAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);

interface TestAgency {
  id: number;
  by: { agencyId: number; userId: number };
  jar: CookieJar;
  currency: string;
}
const agencies: Record<'eur' | 'mxn', TestAgency> = {} as never;

async function createAgency(code: string, currency: string, creditLimit: number): Promise<TestAgency> {
  const { db } = server.database;
  const [agency] = await db
    .insert(schema.agencies)
    .values({ code, name: `Agency ${code}`, currency, creditLimit })
    .returning();
  const username = `admin@${code}.example`;
  const [user] = await db
    .insert(schema.agencyUsers)
    .values({
      agencyId: agency!.id,
      username,
      name: `Admin ${code}`,
      uid: `${code}Admin`.padEnd(20, '0'),
      role: 'admin',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  const jar = cookieJar();
  const login = await callApi(server.url, jar, 'POST', '/api/login', { username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in of ${username} failed: ${login.status}`);
  return { id: agency!.id, by: { agencyId: agency!.id, userId: user!.id }, jar, currency };
}

let seq = 0;
/** A booking on account of `total` held by `agency`, its hold ending in an hour (or `expiresAt`). */
async function hold(agency: TestAgency, total: number, expiresAt = new Date(Date.now() + 3_600_000)) {
  seq += 1;
  const orderId = `money-${seq}`;
  const outcome = await holdBookingOnAccount(server.database.db, agency.by, {
    orderId,
    reference: `MY${String(seq).padStart(4, '0')}`,
    passengerName: 'PEREZ/ANA',
    route: 'MAD-MEX',
    currency: agency.currency,
    total,
    commission: Math.round(total * COMMISSION_RATE),
    expiresAt,
  });
  if (!outcome.ok) throw new Error(`hold of ${total} refused: ${outcome.reason}`);
  return orderId;
}
const ticketed = async (agency: TestAgency, total: number) => {
  const orderId = await hold(agency, total);
  expect(await confirmBookingOnAccount(server.database.db, orderId)).toBe(true);
  return orderId;
};

/** `currency` is the site's selected one, which the dashboard must not use for the agency's money. */
async function dashboard(agency: TestAgency, currency = agency.currency): Promise<DashboardResponse> {
  const response = await callApi(server.url, agency.jar, 'POST', '/api/agency/dashboard', { currency });
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardResponse;
}
async function report(agency: TestAgency): Promise<ReportResponse> {
  const response = await callApi(server.url, agency.jar, 'POST', '/api/agency/report', {
    from: longAgo,
    to: today,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ReportResponse;
}

/** The ledger's own sums for an agency, straight from its rows. */
async function ledgerSums(agencyId: number) {
  const result = await server.database.db.execute(sql`
    select
      coalesce(sum(net) filter (where not ticketed), 0)::int as reserved,
      coalesce(sum(net) filter (where ticketed), 0)::int as used
    from (
      select sum(case kind when 'reserve' then amount when 'release' then -amount else 0 end) as net,
             bool_or(kind = 'confirm') as ticketed
      from credit_ledger where agency_id = ${agencyId} group by hold_id) per_hold`);
  const [row] = (result as unknown as { rows: Array<{ reserved: number; used: number }> }).rows;
  const [agency] = await server.database.db
    .select({ limit: schema.agencies.creditLimit, runningTotal: schema.agencies.creditReserved })
    .from(schema.agencies)
    .where(eq(schema.agencies.id, agencyId));
  return { ...row!, ...agency! };
}

beforeAll(async () => {
  server = await startTestServer();
  agencies.eur = await createAgency('ledgereur', 'EUR', 1_000_000);
  agencies.mxn = await createAgency('ledgermxn', 'MXN', 20_000_000);

  const { eur, mxn } = agencies;
  const past = new Date(Date.now() - 60_000);
  // EUR: held 100.00; ticketed 250.00; ticketed 400.00 then cancelled with 150.00 refunded (250.00
  // kept); a held one cancelled; a ticketed one cancelled in full; a hold that expired.
  await hold(eur, 10_000);
  await ticketed(eur, 25_000);
  expect(await refundBookingOnAccount(server.database.db, await ticketed(eur, 40_000), 15_000)).toBe(true);
  expect(await cancelBookingOnAccount(server.database.db, await hold(eur, 30_000))).toBe(true);
  expect(await cancelBookingOnAccount(server.database.db, await ticketed(eur, 12_000))).toBe(true);
  await hold(eur, 50_000, past);
  // MXN: held 5,000.00; ticketed 9,000.00 and 1,250.00; a hold that expired; a held one cancelled.
  await hold(mxn, 500_000);
  await ticketed(mxn, 900_000);
  await ticketed(mxn, 125_000);
  await hold(mxn, 300_000, past);
  expect(await cancelBookingOnAccount(server.database.db, await hold(mxn, 200_000))).toBe(true);
  // What the server's sweeper does every minute.
  expect(await releaseExpiredHolds(server.database.db)).toBeGreaterThanOrEqual(2);
});
afterAll(() => server.close());

describe('the agency dashboard from the credit ledger', () => {
  it('shows available = limit − reserved − used, equal to the ledger sums, per agency and currency', async () => {
    for (const [agency, expected] of [
      [
        agencies.eur,
        { currency: 'EUR', creditLimit: 1_000_000, reserved: 10_000, used: 50_000, available: 940_000 },
      ],
      [
        agencies.mxn,
        {
          currency: 'MXN',
          creditLimit: 20_000_000,
          reserved: 500_000,
          used: 1_025_000,
          available: 18_475_000,
        },
      ],
    ] as const) {
      const body = await dashboard(agency);
      expect(body).toMatchObject(expected);
      const ledger = await ledgerSums(agency.id);
      expect(body.reserved).toBe(ledger.reserved);
      expect(body.used).toBe(ledger.used);
      expect(body.available).toBe(ledger.limit - ledger.reserved - ledger.used);
      // The running total the atomic reservation checks agrees with the ledger.
      expect(ledger.runningTotal).toBe(ledger.reserved + ledger.used);
    }
  });

  it('counts sales and commission of ticketed bookings only and shows held ones apart', async () => {
    expect((await dashboard(agencies.eur)).totals).toEqual([
      {
        currency: 'EUR',
        count: 6,
        ticketed: 1,
        sales: 25_000,
        commission: 2_000,
        held: 1,
        heldAmount: 10_000,
      },
    ]);
    expect((await dashboard(agencies.mxn)).totals).toEqual([
      {
        currency: 'MXN',
        count: 5,
        ticketed: 2,
        sales: 1_025_000,
        commission: 82_000,
        held: 1,
        heldAmount: 500_000,
      },
    ]);
    const eurReport = await report(agencies.eur);
    expect(eurReport.totals).toEqual((await dashboard(agencies.eur)).totals);
    // The chart's days carry ticketed sales only, in their currency.
    expect(eurReport.byDay).toEqual([{ date: today, currency: 'EUR', count: 1, sales: 25_000 }]);
  });

  it("keeps the credit in the agency's currency whatever the site's currency, and each booking in its own", async () => {
    const shownInPesos = await dashboard(agencies.eur, 'MXN');
    expect(shownInPesos).toMatchObject({ currency: 'EUR', creditLimit: 1_000_000, available: 940_000 });
    expect(shownInPesos.recent.length).toBeGreaterThan(0);
    expect(shownInPesos.recent.every((b) => b.currency === 'EUR')).toBe(true);
    const pesos = await dashboard(agencies.mxn, 'EUR');
    expect(pesos).toMatchObject({ currency: 'MXN', available: 18_475_000 });
    expect(pesos.recent.every((b) => b.currency === 'MXN')).toBe(true);
  });

  it('reflects the seeded demo bookings on account: available is below the limit by their ledger rows', async () => {
    const andes = cookieJar();
    await callApi(server.url, andes, 'POST', '/api/login', {
      username: 'admin@andes.example',
      password: 'Skybook-demo-2026',
    });
    const response = await callApi(server.url, andes, 'POST', '/api/agency/dashboard', { currency: 'EUR' });
    const body = (await response.json()) as DashboardResponse;
    const [agency] = await server.database.db
      .select()
      .from(schema.agencies)
      .where(eq(schema.agencies.code, 'andes'));
    const bookings = await server.database.db
      .select()
      .from(schema.agencyBookings)
      .where(eq(schema.agencyBookings.agencyId, agency!.id));
    const sum = (status: string) =>
      bookings.filter((b) => b.status === status).reduce((n, b) => n + b.total, 0);
    expect(sum('confirmed')).toBeGreaterThan(0);
    expect(sum('held')).toBeGreaterThan(0);
    expect(body.available).toBe(agency!.creditLimit - sum('held') - sum('confirmed'));
    expect(body.available).toBeLessThan(body.creditLimit);
    // Every seeded booking on account has its hold in the ledger.
    const ledger = await ledgerSums(agency!.id);
    expect(ledger).toMatchObject({ reserved: sum('held'), used: sum('confirmed') });
    expect(bookings.every((b) => b.orderId !== null)).toBe(true);
  });
});
