import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAT_CATEGORIES } from '@skybook/api-contract';
import { newVisitor } from '../testing/bookings.ts';
import { driveBooking, lineKey, type TripSample } from '../testing/funnel-driver.ts';
import { startTestServer } from '../testing/test-server.ts';

/**
 * Issue 11: what the traveller sees is what they pay. Random trips (one-way and return with a
 * fare family drawn per direction, party mixes within the rules, seats of every category,
 * extras at any quoted count, EUR/USD/MXN) are booked through the real API; every price it
 * showed before payment must be what was charged, line by line, and the total their sum.
 * Runs on PGlite in `npm test` and on PostgreSQL in CI (DATABASE_URL).
 */
const RUNS = Number(process.env['PRICE_PROPERTY_RUNS'] ?? 300);
const SEED = Number(process.env['PRICE_PROPERTY_SEED'] ?? 20261123);

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ROUTES: Array<[string, string]> = [
  ['MAD', 'LIS'],
  ['LIS', 'MAD'],
  ['MAD', 'CUN'],
  ['MAD', 'MIA'],
  ['LIS', 'JFK'],
  ['MAD', 'OPO'],
];
const family = fc.constantFrom('basic' as const, 'classic' as const, 'flex' as const);
const party = fc
  .record({ adults: fc.integer({ min: 1, max: 3 }), children: fc.integer({ min: 0, max: 2 }) })
  .chain(({ adults, children }) =>
    fc.record({
      adults: fc.constant(adults),
      children: fc.constant(children),
      // One infant per adult at most: each travels on its own adult's lap.
      infants: fc.integer({ min: 0, max: adults }),
    }),
  );
const trip: fc.Arbitrary<TripSample> = fc
  .record({
    route: fc.constantFrom(...ROUTES),
    daysAhead: fc.integer({ min: 7, max: 150 }),
    nights: fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }),
    families: fc.record({ outbound: family, inbound: family }),
    party,
    currency: fc.constantFrom('EUR' as const, 'USD' as const, 'MXN' as const),
    seatCategories: fc.array(fc.option(fc.constantFrom(...SEAT_CATEGORIES), { nil: null }), {
      minLength: 1,
      maxLength: 8,
    }),
    extraPicks: fc.array(fc.nat({ max: 3 }), { minLength: 1, maxLength: 12 }),
  })
  .map(({ route: [origin, destination], ...rest }) => ({ origin, destination, ...rest }));

const chargedOf = async (orderId: string) => {
  const result = (await server.database.db.execute(
    sql`select amount::int as amount, currency from payment_attempts where order_id = ${orderId}::uuid and status = 'approved'`,
  )) as unknown as { rows: Array<{ amount: number; currency: string }> };
  return result.rows;
};

describe('prices shown are prices charged (property)', () => {
  it(`holds for ${RUNS} random bookings`, { timeout: 1_800_000 }, async () => {
    let booked = 0;
    const visitor = await newVisitor(server.url);
    await fc.assert(
      fc.asyncProperty(trip, async (sample) => {
        const { paid, shown, summary } = await driveBooking(server, visitor.jar, sample);
        fc.pre(paid !== null && summary !== null);
        booked += 1;
        // Confirmed, and the total is the exact sum of its lines.
        expect(paid.status).toBe('CONFIRMED');
        expect(paid.total.amount).toBe(paid.lines.reduce((sum, l) => sum + l.amount, 0));
        // The summary before payment is the order after it, line by line.
        expect(paid.lines).toEqual(summary.lines);
        expect(paid.total).toEqual(summary.total);
        // The gateway took exactly that total, in the order's currency, once.
        expect(await chargedOf(paid.orderId)).toEqual([
          { amount: paid.total.amount, currency: sample.currency },
        ]);
        // Every seat and extra shown is a line at the amount shown; no line that was not shown.
        const byKey = new Map(paid.lines.filter((l) => l.kind !== 'fare').map((l) => [lineKey(l), l.amount]));
        const quoted = new Map(shown.filter((s) => s.source !== 'search').map((s) => [s.key, s.amount]));
        for (const [key, amount] of quoted) expect({ key, amount: byKey.get(key) }).toEqual({ key, amount });
        for (const [key, amount] of byKey) expect({ key, amount: quoted.get(key) }).toEqual({ key, amount });
        // The fares are what search showed for each direction.
        for (const direction of ['outbound', 'inbound'] as const) {
          const searched = shown.find((s) => s.key === `fare-total|${direction}`);
          const fareLines = paid.lines.filter((l) => l.kind === 'fare' && l.flight === direction);
          if (!searched) expect(fareLines).toEqual([]);
          else expect(fareLines.reduce((sum, l) => sum + l.amount, 0)).toBe(searched.amount);
        }
        // No fare is ever charged for the cabin bag every fare includes.
        expect(paid.lines.filter((l) => l.kind === 'extra' && l.code === 'bag-cabin')).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Discards are trips with no direct flight that day; most samples must be real bookings.
    expect(booked).toBeGreaterThanOrEqual(RUNS);
  });
});
