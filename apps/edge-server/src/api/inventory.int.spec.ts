import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FareCalendarDay,
  FareOption,
  Hold,
  Journey,
  SearchFlightsResponse,
} from '@skybook/api-contract';
import { addDays, signOffer, sweepExpiredHolds } from '@skybook/inventory';
import { callApi, cookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';
import { TEST_SECRETS } from '../secrets.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// One visitor throughout: a hold is found only by the visitor who took it (decision 052).
const visitor = cookieJar();
const post = (path: string, body: unknown) => callApi(server.url, visitor, 'POST', path, body);
const ok = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await post(path, body);
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};
const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

const today = new Date().toISOString().slice(0, 10);
const inAMonth = addDays(today, 30);
const party = { adults: 1, children: 0, infants: 0 };
const search = (body: Record<string, unknown>) =>
  ok<SearchFlightsResponse>('/api/search-flights', {
    origin: 'MAD',
    destination: 'CUN',
    departDate: inAMonth,
    ...party,
    currency: 'EUR',
    ...body,
  });
const localTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** The dated flight of a direct journey, with its inventory. */
async function inventoryOf(journey: Journey) {
  const [segment] = journey.segments;
  const [row] = await rows<{ id: number; capacity: number; sold: number; held: number }>(sql`
    select df.id, fi.capacity, fi.sold, fi.held from dated_flights df join flight_inventory fi on fi.dated_flight_id = df.id
    where df.flight_number = ${segment!.flightNumber} and df.departure_utc = ${segment!.departureUtc}::timestamptz`);
  return row!;
}
const basic = (journey: Journey): FareOption => journey.fares.find((f) => f.family === 'basic')!;

describe('POST /api/airports', () => {
  it('lists the network with names in three languages and IANA zones', async () => {
    const airports = await ok<Array<{ code: string; name: { es: string }; timeZone: string }>>(
      '/api/airports',
      {},
    );
    expect(airports.map((a) => a.code)).toEqual(
      expect.arrayContaining(['MAD', 'LIS', 'OPO', 'PUJ', 'CUN', 'MEX', 'SJO', 'SAP', 'SDQ', 'MIA', 'JFK']),
    );
    expect(airports.find((a) => a.code === 'MEX')).toMatchObject({
      timeZone: 'America/Mexico_City',
      name: { es: 'Internacional de la Ciudad de México' },
    });
  });
});

describe('POST /api/search-flights: passenger mix and other bad input', () => {
  const base = {
    origin: 'MAD',
    destination: 'CUN',
    departDate: inAMonth,
    adults: 1,
    children: 0,
    infants: 0,
    currency: 'EUR',
  };
  it.each([
    ['no adults', { adults: 0 }, { adults: 'errors.min_adults' }],
    ['ten adults', { adults: 10 }, { adults: 'errors.too_many_passengers' }],
    ['more than nine seats', { adults: 5, children: 5 }, { children: 'errors.too_many_passengers' }],
    ['more infants than adults', { adults: 2, infants: 3 }, { infants: 'errors.infants_exceed_adults' }],
    ['a fractional child', { children: 1.5 }, { children: 'errors.invalid_type' }],
    ['the same airport twice', { destination: 'MAD' }, { destination: 'errors.same_airport' }],
    ['an unknown airport', { origin: 'XXX' }, { origin: 'errors.invalid_airport' }],
    ['a lower-case code', { origin: 'mad' }, { origin: 'errors.invalid_airport' }],
    [
      'a return before departure',
      { returnDate: addDays(inAMonth, -1) },
      { returnDate: 'errors.return_before_departure' },
    ],
    ['a departure in the past', { departDate: addDays(today, -2) }, { departDate: 'errors.date_in_past' }],
    ['an impossible date', { departDate: '2027-02-30' }, { departDate: 'errors.invalid_date' }],
    ['an unknown currency', { currency: 'GBP' }, { currency: 'errors.invalid_currency' }],
    ['a missing date', { departDate: undefined }, { departDate: 'errors.required' }],
  ])('rejects %s with 400 and the field key', async (_name, change, fields) => {
    const response = await post('/api/search-flights', { ...base, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'errors.validation', fields });
  });

  it('accepts the largest legal party: nine seats and as many infants as adults', async () => {
    const result = await search({ adults: 5, children: 4, infants: 5 });
    expect(result.outbound.length).toBeGreaterThan(0);
  });
});

describe('POST /api/search-flights', () => {
  it('finds the direct flight with local times, duration and three fare families', async () => {
    const { outbound, inbound } = await search({});
    expect(inbound).toBeNull();
    const direct = outbound.find((j) => j.stops === 0)!;
    expect(direct.segments).toHaveLength(1);
    const [segment] = direct.segments;
    expect(segment).toMatchObject({
      flightNumber: 'SK101',
      origin: 'MAD',
      destination: 'CUN',
      departureTimeZone: 'Europe/Madrid',
      arrivalTimeZone: 'America/Cancun',
      aircraft: 'Airbus A350-900',
    });
    expect(localTime(segment!.departureUtc, 'Europe/Madrid')).toBe('12:15');
    expect(direct.durationMinutes).toBe(
      (Date.parse(segment!.arrivalUtc) - Date.parse(segment!.departureUtc)) / 60_000,
    );
    expect(direct.fares.map((f) => f.family)).toEqual(['basic', 'classic', 'flex']);
    expect(direct.fares.map((f) => f.seatsLeft)).toEqual([null, null, null]);
    expect(basic(direct).conditions).toEqual({
      changeable: false,
      changeFee: null,
      refundable: false,
      checkedBags: 0,
      cabinBags: 1,
      seatCategory: 'STC1',
    });
    expect(direct.fares[1]!.conditions.changeFee).toEqual({ amount: 7_000, currency: 'EUR' });
    expect(direct.fares[0]!.total.amount).toBeLessThan(direct.fares[1]!.total.amount);
  });

  it('builds one-stop journeys through a hub with at least an hour to connect', async () => {
    const { outbound } = await search({ origin: 'OPO' });
    expect(outbound.length).toBeGreaterThan(0);
    for (const journey of outbound) {
      expect(journey.stops).toBe(1);
      const [first, second] = journey.segments;
      expect(first!.destination).toBe(second!.origin);
      expect(['MAD', 'LIS', 'MIA']).toContain(first!.destination);
      const wait = (Date.parse(second!.departureUtc) - Date.parse(first!.arrivalUtc)) / 60_000;
      expect(wait).toBeGreaterThanOrEqual(60);
      expect(wait).toBeLessThanOrEqual(24 * 60);
    }
    expect(outbound.some((j) => j.segments.map((s) => s.flightNumber).join('+') === 'SK301+SK101')).toBe(
      true,
    );
  });

  it('searches the return trip too', async () => {
    const { outbound, inbound } = await search({ returnDate: addDays(inAMonth, 7) });
    expect(outbound.length).toBeGreaterThan(0);
    expect(inbound!.length).toBeGreaterThan(0);
    expect(inbound![0]!.segments[0]!.origin).toBe('CUN');
    expect(inbound!.find((j) => j.stops === 0)!.segments[0]!.flightNumber).toBe('SK102');
  });

  it.each(['EUR', 'USD', 'MXN'])('prices add up to the total for the whole party in %s', async (currency) => {
    const { outbound } = await search({ adults: 2, children: 1, infants: 1, currency, origin: 'LIS' });
    expect(outbound.length).toBeGreaterThan(0);
    for (const fare of outbound.flatMap((j) => j.fares)) {
      expect(fare.total.currency).toBe(currency);
      for (const line of fare.lines) expect(Number.isInteger(line.amount)).toBe(true);
      expect(fare.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(fare.total.amount);
      expect(new Set(fare.lines.map((l) => l.passengerType))).toEqual(new Set(['adult', 'child', 'infant']));
    }
  });

  it('converts with the stored rates: the same fare in USD is about 1.0833 times EUR', async () => {
    const [eur, usd] = await Promise.all([search({ currency: 'EUR' }), search({ currency: 'USD' })]);
    const e = basic(eur.outbound.find((j) => j.stops === 0)!).total.amount;
    const u = basic(usd.outbound.find((j) => j.stops === 0)!).total.amount;
    expect(Math.abs(u - e * 1.0833)).toBeLessThanOrEqual(3);
  });
});

describe('POST /api/fare-calendar', () => {
  it('gives the cheapest total for ±3 days and for a month', async () => {
    const week = await ok<Array<{ date: string; minTotal: { amount: number; currency: string } | null }>>(
      '/api/fare-calendar',
      {
        origin: 'MAD',
        destination: 'CUN',
        from: addDays(inAMonth, -3),
        days: 7,
        ...party,
        currency: 'MXN',
      },
    );
    expect(week.map((d) => d.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(inAMonth, n)));
    for (const day of week) expect(day.minTotal?.currency).toBe('MXN');
    const { outbound } = await search({ currency: 'MXN' });
    const cheapest = Math.min(...outbound.map((j) => basic(j).total.amount));
    expect(week[3]!.minTotal!.amount).toBe(cheapest);

    const month = await ok<unknown[]>('/api/fare-calendar', {
      origin: 'OPO',
      destination: 'SJO',
      from: inAMonth,
      days: 31,
      ...party,
      currency: 'EUR',
    });
    expect(month).toHaveLength(31);
  });

  it("gives each day of a month the party's cheapest offer that day, with its family; none without flights", async () => {
    // JFK → SAP connects over MIA only on the days MAD → SAP does not fly: a month has empty days.
    const family = { adults: 2, children: 1, infants: 1, currency: 'MXN' };
    const month = await ok<FareCalendarDay[]>('/api/fare-calendar', {
      origin: 'JFK',
      destination: 'SAP',
      from: inAMonth,
      days: 31,
      ...family,
    });
    expect(month.map((d) => d.date)).toEqual(Array.from({ length: 31 }, (_, i) => addDays(inAMonth, i)));
    for (const day of month) {
      const { outbound } = await search({
        origin: 'JFK',
        destination: 'SAP',
        departDate: day.date,
        ...family,
      });
      const fares = outbound.flatMap((j) => j.fares);
      if (fares.length === 0) {
        expect(day, day.date).toEqual({ date: day.date, minTotal: null, family: null, conditions: null });
        continue;
      }
      const cheapest = fares.reduce((a, b) => (b.total.amount < a.total.amount ? b : a));
      expect(day, day.date).toEqual({
        date: day.date,
        minTotal: cheapest.total,
        family: cheapest.family,
        conditions: cheapest.conditions,
      });
    }
    expect(month.some((d) => d.minTotal === null)).toBe(true);
    expect(month.filter((d) => d.minTotal !== null).length).toBeGreaterThan(10);
  });

  it('shows no price for days already past', async () => {
    const days = await ok<Array<{ minTotal: unknown }>>('/api/fare-calendar', {
      origin: 'MAD',
      destination: 'CUN',
      from: addDays(today, -5),
      days: 3,
      ...party,
      currency: 'EUR',
    });
    expect(days.map((d) => d.minTotal)).toEqual([null, null, null]);
  });

  it('rejects more than 31 days and a bad party', async () => {
    const request = {
      origin: 'MAD',
      destination: 'CUN',
      from: inAMonth,
      days: 32,
      adults: 1,
      children: 0,
      infants: 2,
      currency: 'EUR',
    };
    const response = await post('/api/fare-calendar', request);
    expect(response.status).toBe(400);
    // Cross-field rules run once every field is valid (decision 021: pipes stop at the first failure).
    expect(await response.json()).toEqual({
      error: 'errors.validation',
      fields: { days: 'errors.out_of_range' },
    });
    const party = await post('/api/fare-calendar', { ...request, days: 31 });
    expect(party.status).toBe(400);
    expect(await party.json()).toMatchObject({ fields: { infants: 'errors.infants_exceed_adults' } });
  });
});

describe('holds', () => {
  it('holds a return trip, answers a repeat with the same hold, and releases repeatably', async () => {
    const { outbound, inbound } = await search({
      adults: 2,
      departDate: addDays(inAMonth, 1),
      returnDate: addDays(inAMonth, 8),
    });
    const out = outbound.find((j) => j.stops === 0)!;
    const back = inbound!.find((j) => j.stops === 0)!;
    const offerIds = [basic(out).offerId, back.fares[2]!.offerId];
    const before = await inventoryOf(out);

    const hold = await ok<Hold>('/api/holds', { offerIds });
    expect(hold.status).toBe('active');
    expect(hold.journeys.map((j) => [j.direction, j.family])).toEqual([
      ['outbound', 'basic'],
      ['inbound', 'flex'],
    ]);
    expect(hold.total).toEqual({
      amount: basic(out).total.amount + back.fares[2]!.total.amount,
      currency: 'EUR',
    });
    expect(Date.parse(hold.expiresAt) - Date.now()).toBeGreaterThan(19 * 60_000);
    expect((await inventoryOf(out)).held).toBe(before.held + 2);

    const again = await ok<Hold>('/api/holds', { offerIds });
    expect(again.holdId).toBe(hold.holdId);
    expect((await inventoryOf(out)).held).toBe(before.held + 2);

    expect(await ok('/api/release-hold', { holdId: hold.holdId })).toEqual({ released: true });
    expect(await ok('/api/release-hold', { holdId: hold.holdId })).toEqual({ released: true });
    expect((await inventoryOf(out)).held).toBe(before.held);
    expect((await inventoryOf(back)).held).toBe(0);
    expect(await ok<Hold>('/api/get-hold', { holdId: hold.holdId })).toMatchObject({
      status: 'released',
      holdId: hold.holdId,
    });
  });

  it('uses the client idempotency key', async () => {
    const { outbound } = await search({ departDate: addDays(inAMonth, 2) });
    const offer = basic(outbound[0]!);
    const a = await ok<Hold>('/api/holds', { offerIds: [offer.offerId], idempotencyKey: 'key-0000001' });
    const b = await ok<Hold>('/api/holds', { offerIds: [offer.offerId], idempotencyKey: 'key-0000001' });
    const c = await ok<Hold>('/api/holds', { offerIds: [offer.offerId], idempotencyKey: 'key-0000002' });
    expect(b.holdId).toBe(a.holdId);
    expect(c.holdId).not.toBe(a.holdId);
  });

  it('refuses forged, expired and mismatched offers', async () => {
    const forged = await post('/api/holds', { offerIds: ['abc.def'] });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ fields: { 'offerIds.0': 'errors.invalid_offer' } });

    const [flight] = await rows<{ id: number }>(
      sql`select id from dated_flights where departure_date = ${inAMonth}::date limit 1`,
    );
    const expired = signOffer(
      {
        direction: 'outbound',
        flights: [flight!.id],
        family: 'basic',
        party,
        currency: 'EUR',
        total: 100,
        lines: [{ code: 'base_fare', passengerType: 'adult', amount: 100 }],
        conditions: {
          changeable: false,
          changeFee: null,
          refundable: false,
          checkedBags: 0,
          cabinBags: 1,
          seatCategory: 'STC1',
        },
        expiresAt: Date.now() - 1000,
      },
      TEST_SECRETS.OFFER_SECRET,
    );
    const gone = await post('/api/holds', { offerIds: [expired] });
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ error: 'errors.offer_expired' });

    const { outbound } = await search({ departDate: addDays(inAMonth, 3) });
    const two = await post('/api/holds', {
      offerIds: [basic(outbound[0]!).offerId, outbound[0]!.fares[1]!.offerId],
    });
    expect(two.status).toBe(400);
    expect(await two.json()).toMatchObject({ fields: { 'offerIds.1': 'errors.offers_mismatch' } });

    const none = await post('/api/get-hold', { holdId: '00000000-0000-4000-8000-000000000000' });
    expect(none.status).toBe(404);
  });

  it('gives 200 concurrent requests for the last 3 seats exactly 3 holds', async () => {
    const { outbound } = await search({ departDate: addDays(inAMonth, 4) });
    const direct = outbound.find((j) => j.stops === 0)!;
    const inv = await inventoryOf(direct);
    await server.database.db.execute(
      sql`update flight_inventory set sold = capacity - held - 3 where dated_flight_id = ${inv.id}`,
    );
    const offerId = basic(
      (await search({ departDate: addDays(inAMonth, 4) })).outbound.find((j) => j.key === direct.key)!,
    ).offerId;

    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/holds', { offerIds: [offerId], idempotencyKey: `race-${String(i).padStart(4, '0')}` }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    const bodies = await Promise.all(
      responses.map((r) => r.json() as Promise<{ error?: string; holdId?: string }>),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(197);
    expect(new Set(bodies.filter((b) => b.error).map((b) => b.error))).toEqual(new Set(['errors.sold_out']));
    const after = await inventoryOf(direct);
    expect(after.sold + after.held).toBe(after.capacity);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from hold_segments where dated_flight_id = ${inv.id} and released_at is null`,
    );
    expect(count!.n).toBe(3);
  });

  it('holds connections all or nothing when they race direct bookings for the last seats', async () => {
    const date = addDays(inAMonth, 6);
    const direct = (await search({ departDate: date })).outbound.find((j) => j.stops === 0)!;
    const longHaul = await inventoryOf(direct);
    await server.database.db.execute(
      sql`update flight_inventory set sold = capacity - held - 3 where dated_flight_id = ${longHaul.id}`,
    );
    const viaMadrid = (await search({ origin: 'OPO', departDate: date })).outbound.find(
      (j) => j.segments[1]!.flightNumber === direct.segments[0]!.flightNumber,
    )!;
    const feeder = await inventoryOf({ ...viaMadrid, segments: [viaMadrid.segments[0]!] });
    const directOffer = basic(
      (await search({ departDate: date })).outbound.find((j) => j.key === direct.key)!,
    ).offerId;
    const connectionOffer = basic(viaMadrid).offerId;

    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post('/api/holds', {
          offerIds: [i % 2 ? directOffer : connectionOffer],
          idempotencyKey: `mixed-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    const won = responses
      .map((r, i) => ({ status: r.status, connection: i % 2 === 0 }))
      .filter((r) => r.status === 200);
    expect(won).toHaveLength(3);
    expect(responses.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const after = await inventoryOf(direct);
    expect(after.sold + after.held).toBe(after.capacity);
    // Connections that lost released their feeder seats: only the winners hold any.
    expect((await inventoryOf({ ...viaMadrid, segments: [viaMadrid.segments[0]!] })).held).toBe(
      feeder.held + won.filter((w) => w.connection).length,
    );
  });

  it('lets 100 concurrent requests share the seats of an expired hold exactly once', async () => {
    const date = addDays(inAMonth, 9);
    const direct = (await search({ departDate: date })).outbound.find((j) => j.stops === 0)!;
    const inv = await inventoryOf(direct);
    await server.database.db.execute(
      sql`update flight_inventory set sold = capacity - held - 3 where dated_flight_id = ${inv.id}`,
    );
    const three = basic(
      (await search({ adults: 3, departDate: date })).outbound.find((j) => j.key === direct.key)!,
    );
    const lapsed = await ok<Hold>('/api/holds', { offerIds: [three.offerId] });
    await server.database.db.execute(sql`
      with h as (update holds set expires_at = now() - interval '1 second' where id = ${lapsed.holdId}::uuid returning id)
      update hold_segments set expires_at = now() - interval '1 second' where hold_id in (select id from h)`);

    const one = basic((await search({ departDate: date })).outbound.find((j) => j.key === direct.key)!);
    expect(one.seatsLeft).toBe(3);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/holds', {
          offerIds: [one.offerId],
          idempotencyKey: `lapsed-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(97);
    const after = await inventoryOf(direct);
    // The lapsed hold's 3 seats were freed once, not once per claimer.
    expect(after.held).toBe(inv.held + 3);
    expect(after.sold + after.held).toBe(after.capacity);
  });

  it('counts an expired hold as free at once, and the sweeper releases it', async () => {
    // Start from a clean slate: earlier tests leave lapsed holds behind.
    await sweepExpiredHolds(server.database.db);
    const date = addDays(inAMonth, 5);
    const { outbound } = await search({ departDate: date });
    const direct = outbound.find((j) => j.stops === 0)!;
    const inv = await inventoryOf(direct);
    await server.database.db.execute(
      sql`update flight_inventory set sold = capacity - held - 3 where dated_flight_id = ${inv.id}`,
    );
    const three = { adults: 3, departDate: date };
    const fare = basic((await search(three)).outbound.find((j) => j.key === direct.key)!);
    expect(fare.seatsLeft).toBe(3);
    const first = await ok<Hold>('/api/holds', { offerIds: [fare.offerId] });
    // Sold out for anyone else while it is held.
    expect((await search(three)).outbound.find((j) => j.key === direct.key)).toBeUndefined();
    const blocked = await post('/api/holds', { offerIds: [fare.offerId], idempotencyKey: 'blocked-0001' });
    expect(blocked.status).toBe(409);

    // Time passes: the hold's expiry is now behind us.
    const expire = (holdId: string) =>
      server.database.db.execute(sql`
        with h as (update holds set expires_at = now() - interval '1 second' where id = ${holdId}::uuid returning id)
        update hold_segments set expires_at = now() - interval '1 second' where hold_id in (select id from h)`);
    await expire(first.holdId);
    expect(await ok<Hold>('/api/get-hold', { holdId: first.holdId })).toMatchObject({ status: 'expired' });
    const again = basic((await search(three)).outbound.find((j) => j.key === direct.key)!);
    expect(again.seatsLeft).toBe(3);
    // The claim itself frees the expired seats: no sweep needed.
    const second = await ok<Hold>('/api/holds', { offerIds: [again.offerId] });
    expect(second.status).toBe('active');
    expect((await inventoryOf(direct)).held).toBe(inv.held + 3);

    await expire(second.holdId);
    // Both lapsed holds end now: the first (its seats already freed by the claim) and the second.
    expect(await sweepExpiredHolds(server.database.db)).toEqual({ holds: 2 });
    expect((await inventoryOf(direct)).held).toBe(inv.held);
    expect(await ok<Hold>('/api/get-hold', { holdId: second.holdId })).toMatchObject({ status: 'expired' });
    expect(await sweepExpiredHolds(server.database.db)).toEqual({ holds: 0 });
    // Releasing an expired hold is harmless and keeps it marked expired.
    expect(await ok('/api/release-hold', { holdId: second.holdId })).toEqual({ released: true });
    expect((await inventoryOf(direct)).held).toBe(inv.held);
    expect(await ok<Hold>('/api/get-hold', { holdId: second.holdId })).toMatchObject({ status: 'expired' });
  });
});
