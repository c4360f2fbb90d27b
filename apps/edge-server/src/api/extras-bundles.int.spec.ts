import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtrasResponse, Hold, Order, SearchFlightsResponse } from '@skybook/api-contract';
import { addDays, localDate } from '@skybook/inventory';
import { createSandboxGateway } from '@skybook/orders';
import { cardToken } from '../testing/bookings.ts';
import { callApi, cookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';

// Decision 122: bundles are priced, checked and re-checked at payment by the server.
let server: Awaited<ReturnType<typeof startTestServer>>;
const visitor = cookieJar();
beforeAll(async () => {
  server = await startTestServer({ paymentGateway: createSandboxGateway() });
  await callApi(server.url, visitor, 'GET', '/api/_auth/session');
});
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: visitor.header() },
    body: JSON.stringify(body),
  });
async function ok<T>(path: string, body: unknown): Promise<T> {
  const response = await post(path, body);
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
async function failure(path: string, body: unknown) {
  const response = await post(path, body);
  return {
    status: response.status,
    body: (await response.json()) as { error: string; fields?: Record<string, string> },
  };
}

let keys = 0;
const newKey = () => `bundle-test-${Date.now()}-${keys++}`;

/** A fresh order for an adult and an infant on a direct MAD → CUN flight in `family`. */
async function newOrder(family: 'basic' | 'classic', currency = 'EUR'): Promise<Order> {
  const { outbound } = await ok<SearchFlightsResponse>('/api/search-flights', {
    origin: 'MAD',
    destination: 'CUN',
    departDate: addDays(new Date().toISOString().slice(0, 10), 30),
    adults: 1,
    children: 0,
    infants: 1,
    currency,
  });
  const journey = outbound.find((j) => j.stops === 0) ?? outbound[0]!;
  const fare = journey.fares.find((f) => f.family === family)!;
  const hold = await ok<Hold>('/api/holds', { offerIds: [fare.offerId], idempotencyKey: newKey() });
  return ok<Order>('/api/orders', { holdId: hold.holdId });
}

async function named(order: Order): Promise<Order> {
  const first = order.flights[0]!;
  const departureDate = localDate(new Date(first.departureUtc), first.departureTimeZone);
  return ok<Order>('/api/order-passengers', {
    orderId: order.orderId,
    details: {
      departureDate,
      passengers: [
        { id: 'p1', type: 'adult', firstName: 'Ana', lastName: 'Muñoz' },
        {
          id: 'p2',
          type: 'infant',
          firstName: 'Sofía',
          lastName: 'Muñoz',
          dateOfBirth: addDays(departureDate, -200),
          adultId: 'p1',
        },
      ],
      contact: { email: 'ana@example.com', phone: '+34600123456' },
    },
  });
}

const offerOf = (order: Order) => ok<ExtrasResponse>('/api/order-extras-catalog', { orderId: order.orderId });
const extraLines = (order: Order) => order.lines.filter((l) => l.kind === 'extra');

describe('bundles', () => {
  it('are offered priced by the server, and a chosen one is one line at that price', async () => {
    const order = await newOrder('basic', 'USD');
    const flightRef = order.flights[0]!.flightRef;
    const offer = await offerOf(order);
    const comfort = offer.bundles.find((b) => b.bundleId === `bundle-comfort@${flightRef}`)!;
    // The infant may not have priority boarding: Comfort is only offered to the adult.
    expect(comfort.passengers.map((p) => p.id)).toEqual(['p1']);
    const quote = comfort.passengers[0]!;
    const bag = offer.groups[0]!.services.find((s) => s.serviceId === `bag-checked@${flightRef}`)!;
    const priority = offer.groups[1]!.services.find((s) => s.serviceId === `priority@${flightRef}`)!;
    expect(quote).toMatchObject({ chosen: false, separately: bag.amount + priority.amount });
    expect(quote.price).toBeLessThan(quote.separately);
    expect(quote.saving).toBe(quote.separately - quote.price);

    // A checked bag bought one by one first is taken into the bundle, not paid twice.
    await ok<Order>('/api/order-extras', {
      orderId: order.orderId,
      items: [{ serviceId: bag.serviceId, passengerRef: 'p1', flightRef, quantity: 1 }],
    });
    const withBundle = await ok<Order>('/api/order-extras', {
      orderId: order.orderId,
      items: [{ serviceId: bag.serviceId, passengerRef: 'p1', flightRef, quantity: 1 }],
      bundles: [{ bundleId: comfort.bundleId, passengerRef: 'p1', flightRef }],
    });
    expect(extraLines(withBundle)).toEqual([
      {
        kind: 'extra',
        code: 'bundle-comfort',
        passenger: 'p1',
        flight: flightRef,
        quantity: 1,
        amount: quote.price,
      },
    ]);
    expect(withBundle.total.amount).toBe(order.total.amount + quote.price);

    // The offer now counts the bundle's units: a second bag is sold one by one above them.
    const after = await offerOf(withBundle);
    const mine = after.groups[0]!.services.find((s) => s.serviceId === bag.serviceId)!.passengers[0]!;
    expect(mine).toMatchObject({ count: 1, bundled: 1, minimum: 1, totalCost: 0 });
    expect(mine.quotes[1]).toEqual({ count: 2, totalCost: bag.amount });
    expect(after.bundles.find((b) => b.bundleId === comfort.bundleId)!.passengers[0]!.chosen).toBe(true);
    const two = await ok<Order>('/api/order-extras', {
      orderId: order.orderId,
      items: [{ serviceId: bag.serviceId, passengerRef: 'p1', flightRef, quantity: 2 }],
      bundles: [{ bundleId: comfort.bundleId, passengerRef: 'p1', flightRef }],
    });
    expect(extraLines(two).map((l) => [l.code, l.quantity, l.amount])).toEqual([
      ['bag-checked', 1, bag.amount],
      ['bundle-comfort', 1, quote.price],
    ]);
  });

  it('refuses an ineligible bundle with a 400 and a field key', async () => {
    const order = await newOrder('classic');
    const flightRef = order.flights[0]!.flightRef;
    const bad = await failure('/api/order-extras', {
      orderId: order.orderId,
      items: [],
      bundles: [
        // Classic includes a checked bag; an infant may not board first; one bundle per flight.
        { bundleId: `bundle-comfort@${flightRef}`, passengerRef: 'p1', flightRef },
        { bundleId: 'bundle-sport', passengerRef: 'p2', flightRef },
        { bundleId: 'bundle-caviar', passengerRef: 'p1', flightRef },
      ],
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: 'errors.validation',
        fields: {
          'bundles.0.bundleId': 'errors.bundle_already_included',
          'bundles.1.bundleId': 'errors.bundle_not_for_passenger',
          'bundles.2.bundleId': 'errors.invalid_service',
        },
      },
    });
    const twice = await failure('/api/order-extras', {
      orderId: order.orderId,
      items: [],
      bundles: [
        { bundleId: 'bundle-sport', passengerRef: 'p1', flightRef },
        { bundleId: 'bundle-sport', passengerRef: 'p1', flightRef },
      ],
    });
    expect(twice).toMatchObject({
      status: 400,
      body: { fields: { 'bundles.1.bundleId': 'errors.one_bundle' } },
    });
    expect(extraLines(await ok<Order>('/api/get-order', { orderId: order.orderId }))).toEqual([]);
    // The offer says so too: Comfort is shown unavailable, with the reason.
    const comfort = (await offerOf(order)).bundles.find((b) => b.bundleId.startsWith('bundle-comfort@'))!;
    expect(comfort.passengers).toEqual([
      expect.objectContaining({ id: 'p1', unavailable: 'errors.bundle_already_included' }),
    ]);
  });

  it('are checked again at payment: a bundle the fare no longer allows stops it with a field key', async () => {
    const order = await named(await newOrder('basic'));
    const flightRef = order.flights[0]!.flightRef;
    const chosen = await ok<Order>('/api/order-extras', {
      orderId: order.orderId,
      items: [],
      bundles: [{ bundleId: `bundle-comfort@${flightRef}`, passengerRef: 'p1', flightRef }],
    });
    // What the fare includes changes under the order (a re-priced snapshot): it now has a bag.
    await server.database.db.execute(
      sql`update holds set snapshot = jsonb_set(snapshot, '{journeys,0,conditions,checkedBags}', '1')
          where id = (select hold_id from orders where id = ${order.orderId}::uuid)`,
    );
    const refused = await failure('/api/pay', {
      orderId: order.orderId,
      idempotencyKey: newKey(),
      expectedTotal: chosen.total.amount,
      acceptTerms: true,
      cardToken: await cardToken(server.gatewayUrl, {
        number: '4242 4242 4242 4242',
        expiryMonth: 12,
        expiryYear: new Date().getFullYear() + 2,
        cvc: '123',
        holderName: 'Ana Muñoz',
      }),
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: 'errors.booking_rules',
        fields: { [`bundles.p1.${flightRef}`]: 'errors.bundle_already_included' },
      },
    });
    expect((await ok<Order>('/api/get-order', { orderId: order.orderId })).status).toBe('HELD');
  });
});
