import type { Hold, Order, SearchFlightsResponse } from '@skybook/api-contract';
import { addDays, localDate } from '@skybook/inventory';
import { callApi, cookieJar } from './cookie-jar.ts';

/** A visitor with an identity (as a browser gets on its first call), and an optional client address. */
export async function newVisitor(base: string, ip?: string) {
  const jar = cookieJar();
  await callApi(base, jar, 'GET', '/api/_auth/session');
  return { jar, ip };
}
export type Visitor = Awaited<ReturnType<typeof newVisitor>>;

/** POST as that visitor; `x-forwarded-for` is trusted from loopback, so it sets the client address. */
export async function postAs(base: string, visitor: Visitor, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: visitor.jar.header(),
      ...(visitor.ip ? { 'x-forwarded-for': visitor.ip } : {}),
    },
    body: JSON.stringify(body),
  });
  visitor.jar.take(response);
  return response;
}

export async function okAs<T>(base: string, visitor: Visitor, path: string, body: unknown): Promise<T> {
  const response = await postAs(base, visitor, path, body);
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const TEST_CARD = {
  number: '4242 4242 4242 4242',
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'Ana Muñoz',
};

/**
 * A single-use token for `card` from the sandbox gateway's own port, as the hosted card field in
 * the browser gets it (same-origin POST to its `/tokens`); `/api/pay` only ever sees the token.
 */
export async function cardToken(gatewayUrl: string, card: Partial<typeof TEST_CARD> = {}): Promise<string> {
  const response = await fetch(`${gatewayUrl}/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gatewayUrl },
    body: JSON.stringify({ ...TEST_CARD, ...card }),
  });
  if (response.status !== 200)
    throw new Error(`tokens answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { cardToken: string }).cardToken;
}

let keys = 0;
export const newKey = () => `test-${Date.now()}-${keys++}`;

/** Today's UTC date plus `days`: tomorrow's flights are always inside their 48 h check-in window. */
export const dayFromToday = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

export interface BookingOptions {
  origin?: string;
  destination?: string;
  date: string;
  adults?: number;
  children?: number;
  infants?: number;
  family?: 'basic' | 'classic' | 'flex';
  lastName?: string;
  email?: string;
  /** The currency searched and paid in (EUR unless given). */
  currency?: string;
  /** The visitor's language at payment: the confirmation mail is written in it. */
  language?: 'en' | 'es' | 'pt';
  /** Runs on the draft order before the passengers are named, as the extras and seats step does. */
  afterOrder?: (draft: Order) => Promise<void>;
}

/**
 * The passengers step's details for a draft order: every passenger named (a child of 6, an
 * infant of 200 days), each infant on the lap the order gives it unless `lapOf` says another.
 */
export function passengerDetails(
  order: Order,
  opts: { lastName?: string; lapOf?: Record<string, string>; email?: string } = {},
) {
  const first = order.flights[0]!;
  const departureDate = localDate(new Date(first.departureUtc), first.departureTimeZone);
  const lastName = opts.lastName ?? 'Muñoz';
  return {
    departureDate,
    passengers: order.passengers.map((p, i) =>
      p.type === 'adult'
        ? { id: p.ref, type: 'adult' as const, firstName: i === 0 ? 'Ana' : 'Eva', lastName }
        : p.type === 'child'
          ? {
              id: p.ref,
              type: 'child' as const,
              firstName: 'Íñigo',
              lastName,
              dateOfBirth: addDays(departureDate, -6 * 366),
            }
          : {
              id: p.ref,
              type: 'infant' as const,
              firstName: 'Sofía',
              lastName,
              dateOfBirth: addDays(departureDate, -200),
              adultId: opts.lapOf?.[p.ref] ?? p.adultRef ?? undefined,
            },
    ),
    contact: { email: opts.email ?? 'ana@example.com', phone: '+34600123456' },
  };
}

/**
 * An order ready to pay, made through the API as `visitor` (search → hold → order → passengers),
 * on the first direct flight of the day.
 */
export async function orderToPay(base: string, visitor: Visitor, opts: BookingOptions): Promise<Order> {
  const { outbound } = await okAs<SearchFlightsResponse>(base, visitor, '/api/search-flights', {
    origin: opts.origin ?? 'MAD',
    destination: opts.destination ?? 'CUN',
    departDate: opts.date,
    adults: opts.adults ?? 1,
    children: opts.children ?? 0,
    infants: opts.infants ?? 0,
    currency: opts.currency ?? 'EUR',
  });
  const journey = outbound.find((j) => j.stops === 0) ?? outbound[0];
  if (!journey)
    throw new Error(`no flight ${opts.origin ?? 'MAD'} → ${opts.destination ?? 'CUN'} on ${opts.date}`);
  const fare = journey.fares.find((f) => f.family === (opts.family ?? 'basic'))!;
  const hold = await okAs<Hold>(base, visitor, '/api/holds', {
    offerIds: [fare.offerId],
    idempotencyKey: newKey(),
  });
  const order = await okAs<Order>(base, visitor, '/api/orders', { holdId: hold.holdId });
  await opts.afterOrder?.(order);
  const named = await okAs<Order>(base, visitor, '/api/order-passengers', {
    orderId: order.orderId,
    details: passengerDetails(order, {
      ...(opts.lastName ? { lastName: opts.lastName } : {}),
      ...(opts.email ? { email: opts.email } : {}),
    }),
  });
  return named;
}

/** A paid booking made through the API as `visitor` (search → hold → order → passengers → pay). */
export async function bookThroughApi(
  server: { url: string; gatewayUrl: string },
  visitor: Visitor,
  opts: BookingOptions,
): Promise<Order> {
  const base = server.url;
  const named = await orderToPay(base, visitor, opts);
  return okAs<Order>(base, visitor, '/api/pay', {
    orderId: named.orderId,
    idempotencyKey: newKey(),
    expectedTotal: named.total.amount,
    cardToken: await cardToken(server.gatewayUrl),
    acceptTerms: true,
    ...(opts.language ? { language: opts.language } : {}),
  });
}
