import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Banner,
  ContentPage,
  ExtrasResponse,
  Hold,
  Order,
  SearchFlightsResponse,
  SeatMapResponse,
} from '@skybook/api-contract';
import { addDays } from '@skybook/inventory';
import {
  newKey,
  newVisitor,
  okAs,
  passengerDetails,
  postAs,
  cardToken,
  type Visitor,
} from '../testing/bookings.ts';
import { startTestServer } from '../testing/test-server.ts';

/**
 * Issue 11's findings, each held at the API: a seat priced for its own journey's fare, the
 * included cabin bag, the exit-row rule re-checked when the infant's adult changes and at
 * payment, and content that states inclusions from the same fare family rows.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let v: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  v = await newVisitor(server.url);
});
afterAll(() => server.close());

const inDays = (n: number) => addDays(new Date().toISOString().slice(0, 10), n);

async function draft(opts: {
  origin?: string;
  destination?: string;
  families: Array<'basic' | 'classic' | 'flex'>;
  adults?: number;
  infants?: number;
  day?: number;
}): Promise<Order> {
  const departDate = inDays(opts.day ?? 40);
  const search = await okAs<SearchFlightsResponse>(server.url, v, '/api/search-flights', {
    origin: opts.origin ?? 'MAD',
    destination: opts.destination ?? 'LIS',
    departDate,
    ...(opts.families.length > 1 ? { returnDate: addDays(departDate, 4) } : {}),
    adults: opts.adults ?? 1,
    children: 0,
    infants: opts.infants ?? 0,
    currency: 'EUR',
  });
  const journeys = [search.outbound, search.inbound ?? []];
  const offerIds = opts.families.map(
    (family, i) =>
      journeys[i]!.filter((j) => j.stops === 0)
        .flatMap((j) => j.fares)
        .find((f) => f.family === family)!.offerId,
  );
  const hold = await okAs<Hold>(server.url, v, '/api/holds', { offerIds, idempotencyKey: newKey() });
  return okAs<Order>(server.url, v, '/api/orders', { holdId: hold.holdId });
}

const post = async (path: string, body: unknown) => {
  const response = await postAs(server.url, v, path, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('found 1: a seat costs what its own journey’s fare says', () => {
  it('MAD⇄LIS Basic out, Classic back: standard centre is 20.00 out and free back, as shown and as charged', async () => {
    const order = await draft({ families: ['basic', 'classic'] });
    const [out, back] = order.flights;
    const mapOf = (flightRef: string) =>
      okAs<SeatMapResponse>(server.url, v, '/api/seat-map', { orderId: order.orderId, flightRef });
    const centre = (m: SeatMapResponse) =>
      m.seats.find((s) => s.category === 'STC2' && s.available && !s.exit)!;
    const outSeat = centre(await mapOf(out!.flightRef));
    const backSeat = centre(await mapOf(back!.flightRef));
    expect(outSeat.price).toEqual({ amount: 2_000, currency: 'EUR' });
    expect(backSeat.price).toEqual({ amount: 0, currency: 'EUR' });
    for (const [flight, seat] of [
      [out!, outSeat],
      [back!, backSeat],
    ] as const)
      await okAs<Order>(server.url, v, '/api/order-seat', {
        orderId: order.orderId,
        passengerRef: 'p1',
        flightRef: flight.flightRef,
        seat: seat.seat,
      });
    const after = await okAs<Order>(server.url, v, '/api/get-order', { orderId: order.orderId });
    const seatLine = (flightRef: string) =>
      after.lines.find((l) => l.kind === 'seat' && l.flight === flightRef)?.amount;
    expect(seatLine(out!.flightRef)).toBe(2_000);
    expect(seatLine(back!.flightRef)).toBe(0);
  });
});

describe('found 2: the cabin bag every fare includes is never sold', () => {
  it.each(['basic', 'classic', 'flex'] as const)(
    '%s: one cabin bag included at 0, and choosing it adds no line',
    async (family) => {
      const order = await draft({ families: [family] });
      const offer = await okAs<ExtrasResponse>(server.url, v, '/api/order-extras-catalog', {
        orderId: order.orderId,
        language: 'en',
      });
      const cabin = offer.groups
        .flatMap((g) => g.services)
        .find((s) => s.serviceId.startsWith('bag-cabin@'))!;
      expect(cabin.passengers).toEqual([
        {
          id: 'p1',
          count: 1,
          totalCost: 0,
          included: 1,
          bundled: 0,
          minimum: 1,
          quotes: [{ count: 1, totalCost: 0 }],
        },
      ]);
      const flightRef = order.flights[0]!.flightRef;
      const saved = await okAs<Order>(server.url, v, '/api/order-extras', {
        orderId: order.orderId,
        items: [{ serviceId: cabin.serviceId, passengerRef: 'p1', flightRef, quantity: 1 }],
      });
      expect(saved.lines.filter((l) => l.kind === 'extra')).toEqual([]);
      expect(
        (
          await post('/api/order-extras', {
            orderId: order.orderId,
            items: [{ serviceId: cabin.serviceId, passengerRef: 'p1', flightRef, quantity: 2 }],
          })
        ).status,
      ).toBe(400);
    },
  );

  it('the baggage page and the home tile state what the fare families include', async () => {
    const search = await okAs<SearchFlightsResponse>(server.url, v, '/api/search-flights', {
      origin: 'MAD',
      destination: 'LIS',
      departDate: inDays(41),
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'EUR',
    });
    const families = search.outbound[0]!.fares.map((f) => ({
      code: f.family,
      checkedBags: f.conditions.checkedBags,
      cabinBags: f.conditions.cabinBags,
    }));
    expect(families.every((f) => f.cabinBags === 1)).toBe(true);
    const page = await okAs<ContentPage>(server.url, v, '/api/get-page', {
      domain_id: 9,
      language_id: 1,
      link: 'baggage',
    });
    // Lazy like every tools import of the server's code (see test-server.ts).
    const { fareInclusionText } = await import('@skybook/tools/seed');
    const text = fareInclusionText(families, 'en');
    expect(page.body.join(' ')).toContain(text.cabin);
    for (const sentence of text.checked) expect(page.body.join(' ')).toContain(sentence);
    const banners = await okAs<Banner[]>(server.url, v, '/api/get-banners', { domain_id: 9, language_id: 1 });
    expect(banners.map((b) => b.text)).toContain(text.tile);
  });
});

/** 2 adults + 1 infant on p1's lap; p2 in an exit-row seat on the (one) flight. */
async function exitRowDraft() {
  const order = await draft({
    families: ['basic'],
    adults: 2,
    infants: 1,
    origin: 'MAD',
    destination: 'CUN',
    day: 45,
  });
  const flightRef = order.flights[0]!.flightRef;
  const map = await okAs<SeatMapResponse>(server.url, v, '/api/seat-map', {
    orderId: order.orderId,
    flightRef,
  });
  expect(map.passengers).toEqual([
    { ref: 'p1', exitRow: false, selectable: true },
    { ref: 'p2', exitRow: true, selectable: true },
  ]);
  const exit = map.seats.find((s) => s.exit && s.available && !s.heldBy)!;
  await okAs<Order>(server.url, v, '/api/order-seat', {
    orderId: order.orderId,
    passengerRef: 'p2',
    flightRef,
    seat: exit.seat,
  });
  const details = (lapOf: string) => passengerDetails(order, { lapOf: { p3: lapOf } });
  return { order, flightRef, exit, details };
}

describe('found 3: the exit-row rule is checked again when its inputs change, and at payment', () => {
  it('refuses moving the infant onto the lap of the adult in the exit row, naming the field', async () => {
    const { order, details, exit, flightRef } = await exitRowDraft();
    const moved = await post('/api/order-passengers', { orderId: order.orderId, details: details('p2') });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({
      error: 'errors.exit_row_infant',
      fields: { 'details.passengers.2.adultId': 'errors.exit_row_infant' },
      details: { seats: [{ passengerRef: 'p2', flightRef, seat: exit.seat }] },
    });
    // Nothing was saved: the infant is still on p1's lap and no name was taken.
    const kept = await okAs<Order>(server.url, v, '/api/get-order', { orderId: order.orderId });
    expect(kept.passengers.find((p) => p.ref === 'p3')).toMatchObject({ adultRef: 'p1', lastName: null });
    // The way out: the infant stays with p1 (or p2 moves seat), and the booking goes on.
    const named = await okAs<Order>(server.url, v, '/api/order-passengers', {
      orderId: order.orderId,
      details: details('p1'),
    });
    const paid = await okAs<Order>(server.url, v, '/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: named.total.amount,
      cardToken: await cardToken(server.gatewayUrl),
      acceptTerms: true,
    });
    expect(paid.status).toBe('CONFIRMED');
  });

  it('a seat map quoted after the move bars the new lap-holder from exit rows', async () => {
    const order = await draft({
      families: ['basic'],
      adults: 2,
      infants: 1,
      origin: 'MAD',
      destination: 'CUN',
      day: 46,
    });
    const first = order.flights[0]!;
    await okAs<Order>(server.url, v, '/api/order-passengers', {
      orderId: order.orderId,
      details: passengerDetails(order, { lapOf: { p3: 'p2' } }),
    });
    const map = await okAs<SeatMapResponse>(server.url, v, '/api/seat-map', {
      orderId: order.orderId,
      flightRef: first.flightRef,
    });
    expect(map.passengers).toEqual([
      { ref: 'p1', exitRow: true, selectable: true },
      { ref: 'p2', exitRow: false, selectable: true },
    ]);
    const exit = map.seats.find((s) => s.exit && s.available && !s.heldBy)!;
    const refused = await post('/api/order-seat', {
      orderId: order.orderId,
      passengerRef: 'p2',
      flightRef: first.flightRef,
      seat: exit.seat,
    });
    expect(refused).toMatchObject({ status: 400, body: { fields: { seat: 'errors.exit_row_not_allowed' } } });
  });

  it('payment re-checks every rule: a breach left in the data is refused, never confirmed', async () => {
    const { order, details, flightRef } = await exitRowDraft();
    const named = await okAs<Order>(server.url, v, '/api/order-passengers', {
      orderId: order.orderId,
      details: details('p1'),
    });
    // As if a path that skipped the rule had written it (an old server, a manual fix…).
    await server.database.db.execute(
      sql`update order_passengers set adult_ref = 'p2' where order_id = ${order.orderId}::uuid and ref = 'p3'`,
    );
    const refused = await post('/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: named.total.amount,
      cardToken: await cardToken(server.gatewayUrl),
      acceptTerms: true,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: 'errors.booking_rules',
        fields: { [`seats.p2.${flightRef}`]: 'errors.exit_row_not_allowed' },
      },
    });
    const still = await okAs<Order>(server.url, v, '/api/get-order', { orderId: order.orderId });
    expect(still.status).toBe('HELD');
    const attempts = (await server.database.db.execute(
      sql`select count(*)::int as n from payment_attempts where order_id = ${order.orderId}::uuid`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(attempts.rows[0]!.n).toBe(0);
  });
});

describe('found 6: manage offers no change of a seat already paid for', () => {
  it('a booked passenger with a seat is not selectable on that flight; one without a seat is', async () => {
    const order = await draft({ families: ['basic'], adults: 2, day: 47 });
    const flightRef = order.flights[0]!.flightRef;
    const map = await okAs<SeatMapResponse>(server.url, v, '/api/seat-map', {
      orderId: order.orderId,
      flightRef,
    });
    const seat = map.seats.find((s) => s.available && !s.exit && !s.heldBy)!;
    await okAs<Order>(server.url, v, '/api/order-seat', {
      orderId: order.orderId,
      passengerRef: 'p1',
      flightRef,
      seat: seat.seat,
    });
    const named = await okAs<Order>(server.url, v, '/api/order-passengers', {
      orderId: order.orderId,
      details: passengerDetails(order),
    });
    await okAs<Order>(server.url, v, '/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: named.total.amount,
      cardToken: await cardToken(server.gatewayUrl),
      acceptTerms: true,
    });
    const booked = await okAs<SeatMapResponse>(server.url, v, '/api/seat-map', {
      orderId: order.orderId,
      flightRef,
    });
    expect(booked.passengers).toEqual([
      { ref: 'p1', exitRow: true, selectable: false },
      { ref: 'p2', exitRow: true, selectable: true },
    ]);
    expect(booked.seats.find((s) => s.seat === seat.seat)).toMatchObject({ heldBy: 'p1', available: true });
  });
});
