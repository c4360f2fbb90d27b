import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExtrasResponse,
  Hold,
  Order,
  SearchFlightsResponse,
  SeatMapResponse,
} from '@skybook/api-contract';
import { formatTime } from '@skybook/i18n';
import { addDays, localDate } from '@skybook/inventory';
import type { MailMessage } from '@skybook/mail';
import { createOrder, createSandboxGateway, viewOrder, type OrderDeps } from '@skybook/orders';
import { createLogger } from '../http/logger.ts';
import { cardToken } from '../testing/bookings.ts';
import { callApi, cookieJar, type CookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';

const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  funds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
};
const digitsOf = (n: string) => n.replace(/ /g, '');

let server: Awaited<ReturnType<typeof startTestServer>>;
const gateway = createSandboxGateway();
const mails: MailMessage[] = [];
let logText = '';
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logText += chunk.toString();
      done();
    },
  });
  server = await startTestServer({
    paymentGateway: gateway,
    mailer: { send: async (m) => (mails.push(m), { messageId: String(mails.length) }) },
    logger: createLogger('debug', sink),
  });
  // One visitor for the whole file, as a browser with its identity cookie (orders belong to it).
  await callApi(server.url, visitor, 'GET', '/api/_auth/session');
});
afterAll(() => server.close());

const visitor = cookieJar();
const post = (path: string, body: unknown, jar: CookieJar = visitor) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar.header() },
    body: JSON.stringify(body),
  });
const ok = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await post(path, body);
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};
const failure = async (path: string, body: unknown) => {
  const response = await post(path, body);
  return {
    status: response.status,
    body: (await response.json()) as {
      error: string;
      fields?: Record<string, string>;
      details?: { total?: { amount: number } };
    },
  };
};
const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

const inAMonth = addDays(new Date().toISOString().slice(0, 10), 30);
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${keySeq++}`;

/** A fresh order on a direct MAD → CUN flight. */
async function newOrder(
  opts: {
    currency?: string;
    adults?: number;
    children?: number;
    infants?: number;
    family?: 'basic' | 'classic' | 'flex';
    origin?: string;
  } = {},
): Promise<Order> {
  const { outbound } = await ok<SearchFlightsResponse>('/api/search-flights', {
    origin: opts.origin ?? 'MAD',
    destination: 'CUN',
    departDate: inAMonth,
    adults: opts.adults ?? 1,
    children: opts.children ?? 0,
    infants: opts.infants ?? 0,
    currency: opts.currency ?? 'EUR',
  });
  const journey = outbound.find((j) => j.stops === 0) ?? outbound[0]!;
  const fare = journey.fares.find((f) => f.family === (opts.family ?? 'basic'))!;
  const hold = await ok<Hold>('/api/holds', { offerIds: [fare.offerId], idempotencyKey: newKey() });
  return ok<Order>('/api/orders', { holdId: hold.holdId });
}
const sumOf = (order: Order) => order.lines.reduce((s, l) => s + l.amount, 0);
const card = (number = CARDS.ok) => ({
  number,
  expiryMonth: 12,
  expiryYear: new Date().getFullYear() + 2,
  cvc: '123',
  holderName: 'Ana Muñoz',
});
/** A token for the card from the gateway's own port, as the hosted card field gets one. */
const token = (number = CARDS.ok) => cardToken(server.gatewayUrl, card(number));
const tokenize = (body: unknown) =>
  fetch(`${server.gatewayUrl}/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.gatewayUrl },
    body: JSON.stringify(body),
  });
const firstFreeSeat = (map: SeatMapResponse, exit = false) =>
  map.seats.find((s) => s.available && !s.heldBy && s.exit === exit && s.category !== 'SBUS')!;

async function withPassengers(order: Order): Promise<Order> {
  const first = order.flights[0]!;
  const departureDate = localDate(new Date(first.departureUtc), first.departureTimeZone);
  const adult = order.passengers.find((p) => p.type === 'adult')!;
  return ok<Order>('/api/order-passengers', {
    orderId: order.orderId,
    details: {
      departureDate,
      passengers: order.passengers.map((p) =>
        p.type === 'adult'
          ? { id: p.ref, type: 'adult', firstName: 'Ana', lastName: 'Muñoz' }
          : p.type === 'child'
            ? {
                id: p.ref,
                type: 'child',
                firstName: 'Íñigo',
                lastName: 'Muñoz',
                dateOfBirth: addDays(departureDate, -6 * 366),
              }
            : {
                id: p.ref,
                type: 'infant',
                firstName: 'Sofía',
                lastName: 'Muñoz',
                dateOfBirth: addDays(departureDate, -200),
                adultId: adult.ref,
              },
      ),
      contact: { email: 'ana@example.com', phone: '+34600123456' },
    },
  });
}

describe('POST /api/orders and /api/get-order', () => {
  it('makes one draft order per hold with every price line, and reloads it', async () => {
    const order = await newOrder({ adults: 2, children: 1, infants: 1 });
    expect(order.status).toBe('HELD');
    expect(order.expired).toBe(false);
    expect(order.passengers.map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(order.lines.map((l) => l.code)).toEqual(
      expect.arrayContaining(['base_fare', 'taxes', 'fees', 'infant_fee']),
    );
    expect(order.total.amount).toBe(sumOf(order));
    const hold = await ok<Hold>('/api/get-hold', {
      holdId: (
        await rows<{ hold_id: string }>(
          sql`select hold_id::text from orders where id = ${order.orderId}::uuid`,
        )
      )[0]!.hold_id,
    });
    expect(order.total).toEqual(hold.total);
    expect(await ok<Order>('/api/get-order', { orderId: order.orderId })).toEqual(order);
  });

  it('belongs to the visitor who made it: another visitor gets a 404', async () => {
    const order = await newOrder({ adults: 1, children: 0, infants: 0 });
    const stranger = cookieJar();
    await callApi(server.url, stranger, 'GET', '/api/_auth/session');
    expect((await post('/api/get-order', { orderId: order.orderId }, stranger)).status).toBe(404);
    expect((await post('/api/get-order', { orderId: order.orderId })).status).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await failure('/api/get-order', { orderId: crypto.randomUUID() })).status).toBe(404);
    expect((await failure('/api/get-order', { orderId: 'nope' })).body.fields).toEqual({
      orderId: 'errors.invalid',
    });
  });
});

describe('totals: always the sum of the lines', () => {
  for (const currency of ['EUR', 'USD', 'MXN']) {
    it(`in ${currency}, with extras and a paid seat`, async () => {
      let order = await newOrder({ currency, adults: 2, children: 1, infants: 1 });
      const flightRef = order.flights[0]!.flightRef;
      order = await ok<Order>('/api/order-extras', {
        orderId: order.orderId,
        items: [
          { serviceId: 'bag-checked', passengerRef: 'p1', flightRef, quantity: 2 },
          { serviceId: 'priority', passengerRef: 'p2', flightRef, quantity: 1 },
          { serviceId: 'sports', passengerRef: 'p3', flightRef, quantity: 1 },
        ],
      });
      const map = await ok<SeatMapResponse>('/api/seat-map', { orderId: order.orderId, flightRef });
      const paid = map.seats.find((s) => s.available && !s.exit && s.price.amount > 0)!;
      expect(paid.price.currency).toBe(currency);
      order = await ok<Order>('/api/order-seat', {
        orderId: order.orderId,
        passengerRef: 'p2',
        flightRef,
        seat: paid.seat,
      });
      expect(order.currency).toBe(currency);
      expect(order.lines.filter((l) => l.kind === 'extra')).toHaveLength(3);
      expect(order.lines.find((l) => l.kind === 'seat')!.amount).toBe(paid.price.amount);
      expect(order.lines.every((l) => Number.isInteger(l.amount))).toBe(true);
      expect(order.total.amount).toBe(sumOf(order));
    });
  }
});

describe('POST /api/order-extras', () => {
  it('keeps the fare’s included bags, caps at maxQuantity and refuses what a passenger type cannot have', async () => {
    const order = await newOrder({ family: 'classic', adults: 1, infants: 1 });
    const flightRef = order.flights[0]!.flightRef;
    const bad = await failure('/api/order-extras', {
      orderId: order.orderId,
      items: [
        { serviceId: 'bag-checked', passengerRef: 'p1', flightRef, quantity: 0 },
        { serviceId: 'priority', passengerRef: 'p1', flightRef, quantity: 2 },
        { serviceId: 'priority', passengerRef: 'p2', flightRef, quantity: 1 },
        { serviceId: 'caviar', passengerRef: 'p1', flightRef, quantity: 1 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'items.0.quantity': 'errors.below_included',
      'items.1.quantity': 'errors.out_of_range',
      'items.2.serviceId': 'errors.not_available',
      'items.3.serviceId': 'errors.invalid_service',
    });
    // Classic includes one checked bag: the first is free, the second is charged.
    const one = await ok<Order>('/api/order-extras', {
      orderId: order.orderId,
      items: [{ serviceId: 'bag-checked', passengerRef: 'p1', flightRef, quantity: 1 }],
    });
    expect(one.lines.filter((l) => l.kind === 'extra')).toEqual([]);
    const two = await ok<Order>('/api/order-extras', {
      orderId: order.orderId,
      items: [{ serviceId: 'bag-checked', passengerRef: 'p1', flightRef, quantity: 2 }],
    });
    expect(two.lines.filter((l) => l.kind === 'extra')).toEqual([
      { kind: 'extra', code: 'bag-checked', passenger: 'p1', flight: flightRef, quantity: 1, amount: 3_500 },
    ]);
  });
});

describe('POST /api/order-extras-catalog', () => {
  it('lists each service per flight with the passenger’s included and chosen units, in the order currency', async () => {
    const order = await newOrder({ family: 'classic', currency: 'USD', adults: 1, infants: 1 });
    const flight = order.flights[0]!;
    const before = await ok<ExtrasResponse>('/api/order-extras-catalog', {
      orderId: order.orderId,
      language: 'es',
    });
    expect(before.currency).toBe('USD');
    expect(before.groups.map((g) => g.ssrId)).toEqual(['BAGS', 'PRIO', 'SPEQ']);
    const checked = before.groups[0]!.services.find((s) => s.code === 'BG23')!;
    expect(checked).toMatchObject({
      route: `${flight.origin}-${flight.destination}`,
      description: 'Maleta facturada, 23 kg',
      maxQuantity: 3,
    });
    const unit = checked.amount;
    expect(checked.passengers).toEqual([
      {
        id: 'p1',
        count: 1,
        totalCost: 0,
        included: 1,
        bundled: 0,
        minimum: 1,
        quotes: [
          { count: 1, totalCost: 0 },
          { count: 2, totalCost: unit },
          { count: 3, totalCost: unit * 2 },
        ],
      },
      {
        id: 'p2',
        count: 0,
        totalCost: 0,
        included: 0,
        bundled: 0,
        minimum: 0,
        quotes: [0, 1, 2, 3].map((count) => ({ count, totalCost: unit * count })),
      },
    ]);
    // Every fare includes a 10 kg cabin bag: offered at 0 for it, sold only above it.
    const cabin = before.groups[0]!.services.find((s) => s.code === 'CBAG')!;
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
    // Priority boarding is not sold to infants.
    expect(before.groups[1]!.services[0]!.passengers.map((p) => p.id)).toEqual(['p1']);
    await ok<Order>('/api/order-extras', {
      orderId: order.orderId,
      items: [{ serviceId: checked.serviceId, passengerRef: 'p1', flightRef: flight.flightRef, quantity: 3 }],
    });
    const after = await ok<ExtrasResponse>('/api/order-extras-catalog', { orderId: order.orderId });
    const bag = after.groups[0]!.services.find((s) => s.code === 'BG23')!.passengers[0]!;
    expect(bag).toMatchObject({ id: 'p1', count: 3, totalCost: checked.amount * 2, included: 1, minimum: 1 });
  });
});

describe('seats', () => {
  it('keeps infants and the adults carrying them out of exit rows, and releases a changed seat', async () => {
    const order = await newOrder({ adults: 2, infants: 1 });
    const flightRef = order.flights[0]!.flightRef;
    const map = await ok<SeatMapResponse>('/api/seat-map', { orderId: order.orderId, flightRef });
    const exit = firstFreeSeat(map, true);
    expect(exit).toBeDefined();
    const infant = await failure('/api/order-seat', {
      orderId: order.orderId,
      passengerRef: 'p3',
      flightRef,
      seat: exit.seat,
    });
    expect(infant).toMatchObject({
      status: 400,
      body: { fields: { passengerRef: 'errors.infant_no_seat' } },
    });
    const carrier = await failure('/api/order-seat', {
      orderId: order.orderId,
      passengerRef: 'p1',
      flightRef,
      seat: exit.seat,
    });
    expect(carrier).toMatchObject({ status: 400, body: { fields: { seat: 'errors.exit_row_not_allowed' } } });
    // The adult without an infant may sit there; then moves, and the exit seat is free again.
    await ok<Order>('/api/order-seat', {
      orderId: order.orderId,
      passengerRef: 'p2',
      flightRef,
      seat: exit.seat,
    });
    const taken = await ok<SeatMapResponse>('/api/seat-map', { orderId: order.orderId, flightRef });
    // This order's own seat stays choosable for it, marked as whose it is.
    expect(taken.seats.find((s) => s.seat === exit.seat)).toMatchObject({ available: true, heldBy: 'p2' });
    expect(taken.passengers).toEqual([
      { ref: 'p1', exitRow: false, selectable: true },
      { ref: 'p2', exitRow: true, selectable: true },
    ]);
    const other = firstFreeSeat(taken);
    const moved = await ok<Order>('/api/order-seat', {
      orderId: order.orderId,
      passengerRef: 'p2',
      flightRef,
      seat: other.seat,
    });
    expect(moved.seats).toEqual([
      { passengerRef: 'p2', flightRef, seat: other.seat, category: other.category },
    ]);
    expect(moved.lines.filter((l) => l.kind === 'seat')).toHaveLength(1);
    const after = await ok<SeatMapResponse>('/api/seat-map', { orderId: order.orderId, flightRef });
    expect(after.seats.find((s) => s.seat === exit.seat)).toMatchObject({ available: true });
    expect(after.seats.find((s) => s.seat === exit.seat)!.heldBy).toBeUndefined();
    expect(
      (
        await failure('/api/order-seat', {
          orderId: order.orderId,
          passengerRef: 'p2',
          flightRef,
          seat: '99Z',
        })
      ).status,
    ).toBe(400);
  });

  it('frees the seat of an order whose hold ran out for the next order', async () => {
    const first = await newOrder();
    const flightRef = first.flights[0]!.flightRef;
    const seat = firstFreeSeat(
      await ok<SeatMapResponse>('/api/seat-map', { orderId: first.orderId, flightRef }),
    ).seat;
    await ok<Order>('/api/order-seat', { orderId: first.orderId, passengerRef: 'p1', flightRef, seat });
    const second = await newOrder();
    expect(second.flights[0]!.flightRef).toBe(flightRef);
    const busy = await failure('/api/order-seat', {
      orderId: second.orderId,
      passengerRef: 'p1',
      flightRef,
      seat,
    });
    expect(busy).toMatchObject({ status: 409, body: { fields: { seat: 'errors.seat_taken' } } });
    await server.database.db.execute(sql`update holds set expires_at = now() - interval '1 second'
      where id = (select hold_id from orders where id = ${first.orderId}::uuid)`);
    const map = await ok<SeatMapResponse>('/api/seat-map', { orderId: second.orderId, flightRef });
    expect(map.seats.find((s) => s.seat === seat)!.available).toBe(true);
    const taken = await ok<Order>('/api/order-seat', {
      orderId: second.orderId,
      passengerRef: 'p1',
      flightRef,
      seat,
    });
    expect(taken.seats.map((s) => s.seat)).toEqual([seat]);
  });

  it('gives one seat to exactly one of 50 concurrent orders', async () => {
    const orders: Order[] = [];
    for (let i = 0; i < 50; i++) orders.push(await newOrder({ origin: 'LIS' }));
    const flightRef = orders[0]!.flights[0]!.flightRef;
    expect(orders.every((o) => o.flights[0]!.flightRef === flightRef)).toBe(true);
    const map = await ok<SeatMapResponse>('/api/seat-map', { orderId: orders[0]!.orderId, flightRef });
    const seat = firstFreeSeat(map).seat;
    const results = await Promise.all(
      orders.map((o) => post('/api/order-seat', { orderId: o.orderId, passengerRef: 'p1', flightRef, seat })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [assigned] = await rows<{ n: number }>(
      sql`select count(*)::int as n from seat_assignments where dated_flight_id = ${Number(flightRef)} and seat = ${seat}`,
    );
    expect(assigned!.n).toBe(1);
  });
});

describe('POST /api/order-passengers', () => {
  it('stores ICAO ticket names and checks the departure date against the order', async () => {
    const order = await newOrder({ adults: 1, children: 1, infants: 1 });
    const named = await withPassengers(order);
    expect(named.passengers[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Muñoz',
      ticketFirstName: 'ANA',
      ticketLastName: 'MUNOZ',
    });
    expect(named.passengers[1]).toMatchObject({ ticketFirstName: 'INIGO' });
    const wrongDay = await failure('/api/order-passengers', {
      orderId: order.orderId,
      details: {
        departureDate: addDays(inAMonth, 3),
        passengers: [{ id: 'p1', type: 'adult', firstName: 'Ana', lastName: 'Muñoz' }],
        contact: { email: 'ana@example.com', phone: '+34600123456' },
      },
    });
    expect(wrongDay).toMatchObject({
      status: 400,
      body: { fields: { 'details.departureDate': 'errors.departure_mismatch' } },
    });
  });
});

describe('POST /api/pay', () => {
  it('refuses a booking without the terms accepted (422 on acceptTerms), charging nothing; records the acceptance', async () => {
    const order = await withPassengers(await newOrder());
    const body = { orderId: order.orderId, expectedTotal: order.total.amount, cardToken: await token() };
    for (const acceptTerms of [undefined, false]) {
      const refused = await failure('/api/pay', { ...body, idempotencyKey: newKey(), acceptTerms });
      expect(refused).toMatchObject({
        status: 422,
        body: { error: 'errors.terms_required', fields: { acceptTerms: 'errors.terms_required' } },
      });
    }
    // Nothing was tried at the gateway: no attempt, the order still HELD, the card's token unspent.
    const attempts = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_attempts where order_id = ${order.orderId}::uuid`,
    );
    expect(attempts).toEqual([{ n: 0 }]);
    const unpaid = await rows<{ status: string; termsAcceptedAt: string | null }>(
      sql`select status, terms_accepted_at as "termsAcceptedAt" from orders where id = ${order.orderId}::uuid`,
    );
    expect(unpaid).toEqual([{ status: 'HELD', termsAcceptedAt: null }]);

    const paid = await ok<Order>('/api/pay', { ...body, idempotencyKey: newKey(), acceptTerms: true });
    expect(paid.status).toBe('CONFIRMED');
    const [booked] = await rows<{ termsAcceptedAt: Date | string | null }>(
      sql`select terms_accepted_at as "termsAcceptedAt" from orders where id = ${order.orderId}::uuid`,
    );
    expect(booked!.termsAcceptedAt).not.toBeNull();
  });

  it('asks to confirm a changed price, refuses a declined card and keeps the order payable, then confirms', async () => {
    const order = await withPassengers(await newOrder());
    const changed = await failure('/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: order.total.amount - 1,
      cardToken: await token(),
      acceptTerms: true,
    });
    expect(changed).toMatchObject({
      status: 409,
      body: { error: 'errors.price_changed', details: { total: order.total } },
    });

    for (const [number, key] of [
      [CARDS.declined, 'errors.card_declined'],
      [CARDS.funds, 'errors.insufficient_funds'],
      [CARDS.expired, 'errors.card_expired'],
    ] as const) {
      const refused = await failure('/api/pay', {
        orderId: order.orderId,
        idempotencyKey: newKey(),
        expectedTotal: order.total.amount,
        cardToken: await token(number),
        acceptTerms: true,
      });
      expect(refused).toMatchObject({ status: 402, body: { error: key } });
    }
    expect((await ok<Order>('/api/get-order', { orderId: order.orderId })).status).toBe('HELD');
    // A mistyped number or a past expiry is refused by the gateway's card field, before any token.
    const badLuhn = await tokenize(card('4242 4242 4242 4241'));
    expect(badLuhn.status).toBe(400);
    expect(await badLuhn.json()).toMatchObject({ fields: { number: 'errors.invalid_card_number' } });
    const pastExpiry = await tokenize({ ...card(), expiryYear: 2020 });
    expect(pastExpiry.status).toBe(400);
    expect(await pastExpiry.json()).toMatchObject({ fields: { expiry: 'errors.card_expired' } });

    const [before] = await rows<{ sold: number; held: number }>(
      sql`select sold, held from flight_inventory where dated_flight_id = ${Number(order.flights[0]!.flightRef)}`,
    );
    await server.drainMailOutbox();
    const mailsBefore = mails.length;
    const paid = await ok<Order>('/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: order.total.amount,
      cardToken: await token(),
      acceptTerms: true,
      language: 'es',
    });
    expect(paid.status).toBe('CONFIRMED');
    expect(paid.bookingReference).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const [after] = await rows<{ sold: number; held: number }>(
      sql`select sold, held from flight_inventory where dated_flight_id = ${Number(order.flights[0]!.flightRef)}`,
    );
    expect(after).toEqual({ sold: before!.sold + 1, held: before!.held - 1 });
    const events = await rows<{ type: string }>(
      sql`select type from order_events where order_id = ${order.orderId}::uuid order by id`,
    );
    expect(events.map((e) => e.type)).toEqual([
      'created',
      'passengers_set',
      'payment_declined',
      'payment_declined',
      'payment_declined',
      'confirmed',
    ]);

    await server.drainMailOutbox();
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toContain(paid.bookingReference!);
    // The manage link is signed and names nobody: no reference and no last name (decision 117).
    const access = /\/es\/manage\?access=([\w-]+\.[\w-]+)(?:\s|$)/.exec(mail.text)?.[1];
    expect(access).toBeDefined();
    expect(mail.text).not.toMatch(/manage\?\S*(referenceCode|lastName|Mu%C3%B1oz|Muñoz)/);
    // Another browser that follows it may manage the booking; with the token altered, it may not.
    const reader = cookieJar();
    await callApi(server.url, reader, 'GET', '/api/_auth/session');
    const [payload, mac] = access!.split('.') as [string, string];
    const altered = `${payload.slice(0, 5)}${payload[5] === 'A' ? 'B' : 'A'}${payload.slice(6)}.${mac}`;
    const refused = await post('/api/manage-link', { token: altered }, reader);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: 'reservation.not_found' });
    expect((await post('/api/manage-booking', { orderId: order.orderId }, reader)).status).toBe(404);
    const opened = await post('/api/manage-link', { token: access }, reader);
    expect(await opened.json()).toEqual({ orderId: order.orderId });
    const managed = await post('/api/manage-booking', { orderId: order.orderId }, reader);
    expect(managed.status).toBe(200);
    expect((await managed.json()).order.bookingReference).toBe(paid.bookingReference);
    expect(mail.text).toContain('MUNOZ/ANA');
    expect(mail.text).toContain(order.flights[0]!.flightNumber);
    const departure = order.flights[0]!;
    // Madrid local time, as the airport shows it.
    expect(mail.text).toContain(
      formatTime(new Date(departure.departureUtc), 'es', departure.departureTimeZone),
    );

    const holdId = (
      await rows<{ id: string }>(
        sql`select hold_id::text as id from orders where id = ${order.orderId}::uuid`,
      )
    )[0]!.id;
    expect((await ok<Hold>('/api/get-hold', { holdId })).status).toBe('sold');
    expect(await failure('/api/release-hold', { holdId })).toMatchObject({
      status: 409,
      body: { error: 'errors.hold_sold' },
    });

    const again = await failure('/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: order.total.amount,
      cardToken: await token(),
      acceptTerms: true,
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'errors.order_not_payable' } });
    // Decision 044: a booked order takes extras as a change to pay; an empty selection adds nothing.
    const unchanged = await ok<Order>('/api/order-extras', { orderId: order.orderId, items: [] });
    expect(unchanged).toMatchObject({ status: 'CONFIRMED', amountDue: { amount: 0 }, total: order.total });
  });

  it('needs the passengers named first', async () => {
    const order = await newOrder();
    const early = await failure('/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: order.total.amount,
      cardToken: await token(),
      acceptTerms: true,
    });
    expect(early).toMatchObject({ status: 409, body: { error: 'errors.passengers_required' } });
  });

  it('charges once for 20 concurrent payments with one key, and 422s the key reused with another body', async () => {
    const named = await withPassengers(await newOrder({ currency: 'USD' }));
    const flightRef = named.flights[0]!.flightRef;
    const seat = firstFreeSeat(
      await ok<SeatMapResponse>('/api/seat-map', { orderId: named.orderId, flightRef }),
    ).seat;
    const order = await ok<Order>('/api/order-seat', {
      orderId: named.orderId,
      passengerRef: 'p1',
      flightRef,
      seat,
    });
    const idempotencyKey = newKey();
    const body = {
      orderId: order.orderId,
      idempotencyKey,
      expectedTotal: order.total.amount,
      cardToken: await token(),
      acceptTerms: true,
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('/api/pay', body)));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const orders = (await Promise.all(responses.map((r) => r.json()))) as Order[];
    expect(new Set(orders.map((o) => o.bookingReference)).size).toBe(1);
    const attempts = await rows<{ id: string }>(
      sql`select id::text from payment_attempts where order_id = ${order.orderId}::uuid`,
    );
    expect(attempts).toHaveLength(1);
    // The gateway is called with the attempt's own key, once.
    const gatewayKey = `pay:${attempts[0]!.id}`;
    expect(gateway.charges.filter((c) => c.idempotencyKey === gatewayKey)).toEqual([
      { amount: order.total.amount, currency: 'USD', idempotencyKey: gatewayKey },
    ]);
    // The booked seat stays taken for everyone else.
    const other = await newOrder();
    const map = await ok<SeatMapResponse>('/api/seat-map', { orderId: other.orderId, flightRef });
    expect(map.seats.find((s) => s.seat === seat)!.available).toBe(false);
    const mismatch = await failure('/api/pay', { ...body, expectedTotal: order.total.amount + 100 });
    expect(mismatch).toMatchObject({ status: 422, body: { error: 'errors.idempotency_mismatch' } });
  });
});

describe('an order whose hold expired', () => {
  it('says so and can no longer be changed or paid', async () => {
    const order = await newOrder();
    await server.database.db.execute(sql`update holds set expires_at = now() - interval '1 second'
      where id = (select hold_id from orders where id = ${order.orderId}::uuid)`);
    const reloaded = await ok<Order>('/api/get-order', { orderId: order.orderId });
    expect(reloaded).toMatchObject({ status: 'HELD', expired: true });
    const pay = await failure('/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: order.total.amount,
      cardToken: await token(),
      acceptTerms: true,
    });
    expect(pay).toMatchObject({ status: 410, body: { error: 'errors.order_expired' } });
    const seat = await failure('/api/order-seat', {
      orderId: order.orderId,
      passengerRef: 'p1',
      flightRef: order.flights[0]!.flightRef,
      seat: '10A',
    });
    expect(seat.status).toBe(410);
  });
});

describe('bad input', () => {
  it('is always a 4xx with a key, never a 5xx', async () => {
    const order = await newOrder();
    const flightRef = order.flights[0]!.flightRef;
    const orderId = order.orderId;
    const cases: Array<[string, unknown]> = [
      ['/api/orders', { holdId: crypto.randomUUID() }],
      ['/api/orders', {}],
      ['/api/seat-map', { orderId, flightRef: 'x' }],
      ['/api/order-seat', { orderId, passengerRef: 'p1', flightRef, seat: '0A' }],
      ['/api/order-seat', { orderId, passengerRef: 'p9', flightRef, seat: '10A' }],
      ['/api/order-seat', { orderId, passengerRef: 'p1', flightRef: '999999999', seat: '10A' }],
      [
        '/api/order-extras',
        { orderId, items: [{ serviceId: 'priority', passengerRef: 'p1', flightRef: 'x', quantity: 1 }] },
      ],
      [
        '/api/order-extras',
        { orderId, items: [{ serviceId: 'priority', passengerRef: 'p1', flightRef, quantity: 1e9 }] },
      ],
      ['/api/order-extras', { orderId, items: 'all' }],
      ['/api/order-passengers', { orderId, details: { passengers: [] } }],
      ['/api/pay', { orderId, idempotencyKey: 'short', expectedTotal: 1, cardToken: 'tok_sandbox_x' }],
      ['/api/pay', { orderId, idempotencyKey: newKey(), expectedTotal: -1, cardToken: '<script>' }],
      ['/api/order-extras-catalog', { orderId: crypto.randomUUID() }],
    ];
    for (const [path, body] of cases) {
      const { status, body: answer } = await failure(path, body);
      expect({ path, status, hasKey: answer.error.startsWith('errors.') }).toEqual({
        path,
        status: expect.toSatisfy((s: number) => s >= 400 && s < 500) as number,
        hasKey: true,
      });
    }
  });
});

describe('ownership', () => {
  it('hides an order from another known visitor, and shows it to its owner', async () => {
    const orders: OrderDeps = { db: server.database.db, gateway: createSandboxGateway() };
    const { outbound } = await ok<SearchFlightsResponse>('/api/search-flights', {
      origin: 'MAD',
      destination: 'CUN',
      departDate: inAMonth,
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'EUR',
    });
    const offerId = outbound[0]!.fares[0]!.offerId;
    const hold = await ok<Hold>('/api/holds', { offerIds: [offerId], idempotencyKey: newKey() });
    // The hold is the visitor's own (decision 052): only they may book it.
    const owner = visitor.get('user-uid')!;
    await expect(createOrder(orders, hold.holdId, 'visitor-b')).rejects.toMatchObject({ status: 404 });
    const order = await createOrder(orders, hold.holdId, owner);
    expect((await viewOrder(orders.db, order.orderId, owner)).orderId).toBe(order.orderId);
    await expect(viewOrder(orders.db, order.orderId, 'visitor-b')).rejects.toMatchObject({
      status: 404,
      key: 'errors.order_not_found',
    });
    const [row] = await rows<{ owner_uid: string }>(
      sql`select owner_uid from orders where id = ${order.orderId}::uuid`,
    );
    expect(row!.owner_uid).toBe(owner);
  });
});

describe('card data never reaches /api (decision 020)', () => {
  it('refuses a card number posted to /api/pay, with or without a token, and charges nothing', async () => {
    const order = await withPassengers(await newOrder());
    const charged = gateway.charges.length;
    const base = { orderId: order.orderId, expectedTotal: order.total.amount };
    expect(await failure('/api/pay', { ...base, idempotencyKey: newKey(), card: card() })).toMatchObject({
      status: 400,
      body: { fields: { card: 'errors.unknown_field', cardToken: 'errors.required' } },
    });
    const alongside = await failure('/api/pay', {
      ...base,
      idempotencyKey: newKey(),
      cardToken: await token(),
      acceptTerms: true,
      cardNumber: digitsOf(CARDS.ok),
      cvc: '123',
    });
    expect(alongside).toMatchObject({
      status: 400,
      // The first unknown field is named (the schema stops there).
      body: { error: 'errors.validation', fields: { cardNumber: 'errors.unknown_field' } },
    });
    expect(gateway.charges.length).toBe(charged);
    expect((await ok<Order>('/api/get-order', { orderId: order.orderId })).status).toBe('HELD');
  });

  it('takes a token once: spent or unknown is a 400 on cardToken, a refused charge spends it too', async () => {
    const first = await withPassengers(await newOrder());
    const second = await withPassengers(await newOrder());
    const used = await token();
    const body = {
      orderId: first.orderId,
      idempotencyKey: newKey(),
      expectedTotal: first.total.amount,
      cardToken: used,
      acceptTerms: true,
    };
    const paid = await ok<Order>('/api/pay', body);
    expect(paid.status).toBe('CONFIRMED');
    // A retry with its key is the same payment, not a second use of the token.
    expect((await ok<Order>('/api/pay', body)).bookingReference).toBe(paid.bookingReference);
    const paySecond = (cardToken: string) =>
      post('/api/pay', {
        orderId: second.orderId,
        idempotencyKey: newKey(),
        expectedTotal: second.total.amount,
        cardToken,
        acceptTerms: true,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    const invalid = { status: 400, body: { fields: { cardToken: 'errors.invalid_card_token' } } };
    expect(await paySecond(used)).toMatchObject(invalid);
    expect(await paySecond('tok_sandbox_never_issued_by_the_gateway')).toMatchObject(invalid);
    const declined = await token(CARDS.declined);
    expect(await paySecond(declined)).toMatchObject({ status: 402, body: { error: 'errors.card_declined' } });
    expect(await paySecond(declined)).toMatchObject(invalid);
    expect(await paySecond(await token())).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
  });

  it('serves the card field only to the declared site, translated, and mints tokens only for its own origin', async () => {
    const field = (parent: string, lang = 'es') =>
      fetch(`${server.gatewayUrl}/card-field?${new URLSearchParams({ parent, lang }).toString()}`);
    for (const foreign of ['http://evil.example', `${server.url}.evil.example`, 'null', '']) {
      const refused = await field(foreign);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const refusal = await refused.text();
      expect(refusal).not.toContain('<input');
      expect(refusal).toBe('Este sitio no puede mostrar el campo de la tarjeta.');
    }
    const page = await field(server.url);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`frame-ancestors ${server.url}(;|$)`));
    const html = await page.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain('Número de tarjeta');
    // The script answers only its parent window, from the declared origin, and tells only it.
    expect(html).toContain(`"parent":"${server.url}"`);
    expect(html).toContain('event.source !== window.parent || event.origin !== C.parent');
    expect(html).toContain('window.parent.postMessage(message, C.parent)');

    const foreignMint = await fetch(`${server.gatewayUrl}/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify(card()),
    });
    expect(foreignMint.status).toBe(403);
    // The site's pages may frame the gateway's origin, and only it.
    const site = await fetch(`${server.url}/api/_auth/session`);
    expect(site.headers.get('content-security-policy')).toContain('frame-src http://localhost:4000');
  });
});

describe('card data after the suite', () => {
  it('appears in no text column of the database and in no log line', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character', 'character varying', 'jsonb', 'json')`);
    expect(columns.length).toBeGreaterThan(10);
    let dump = '';
    for (const c of columns) {
      const values = await rows<{ v: string | null }>(
        sql.raw(`select "${c.column_name}"::text as v from "${c.table_name}"`),
      );
      dump += values.map((r) => r.v ?? '').join('\n');
    }
    expect(dump).toContain('4242'); // last four are kept…
    expect(logText.length).toBeGreaterThan(0);
    for (const number of Object.values(CARDS)) {
      expect(dump).not.toContain(digitsOf(number)); // …never the number
      expect(logText).not.toContain(digitsOf(number));
      expect(logText).not.toContain(number);
    }
    expect(logText).not.toContain('"cvc"');
  });
});
