import type {
  ExtrasResponse,
  Hold,
  Order,
  OrderLine,
  SearchFlightsResponse,
  SeatMapResponse,
} from '@skybook/api-contract';
import { addDays } from '@skybook/inventory';
import { cardToken, passengerDetails } from './bookings.ts';
import { callApi, type CookieJar } from './cookie-jar.ts';

/** One traveller's trip as the property test draws it. */
export interface TripSample {
  origin: string;
  destination: string;
  /** Days from today of the outbound; the return (if any) `nights` later. */
  daysAhead: number;
  nights: number | null;
  families: { outbound: FamilyCode; inbound: FamilyCode };
  party: { adults: number; children: number; infants: number };
  currency: 'EUR' | 'USD' | 'MXN';
  /** Per seated passenger (in order) and flight (in order): a seat category to try, or none. */
  seatCategories: Array<string | null>;
  /** Per extra (service × passenger, in the offer's order): which of its quoted counts to take. */
  extraPicks: number[];
}
export type FamilyCode = 'basic' | 'classic' | 'flex';

/** A price the API showed before payment, keyed like the order line it must become. */
export interface ShownPrice {
  source: 'search' | 'seat-map' | 'extras-offer';
  key: string;
  amount: number;
}

export interface DrivenBooking {
  /** `null` when the draw has no bookable flight (e.g. none left that day): the sample is discarded. */
  paid: Order | null;
  shown: ShownPrice[];
  /** The order as the summary showed it right before payment. */
  summary: Order | null;
}

const lineKey = (l: Pick<OrderLine, 'kind' | 'code' | 'passenger' | 'flight'>) =>
  `${l.kind}|${l.code}|${l.passenger}|${l.flight}`;
export { lineKey };

class Api {
  constructor(
    private readonly base: string,
    private readonly jar: CookieJar,
  ) {}
  async ok<T>(path: string, body: unknown): Promise<T> {
    const response = await callApi(this.base, this.jar, 'POST', path, body);
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/**
 * Books one drawn trip through the real API as a browser would: search, hold the drawn fare
 * family per direction, take seats of the drawn categories from each flight's own seat map
 * (only seats its rules allow), extras at the counts the offer quoted, passengers, then pay the
 * summary's total. Every price shown on the way is recorded, to be held against what was charged.
 */
export async function driveBooking(
  server: { url: string; gatewayUrl: string },
  jar: CookieJar,
  sample: TripSample,
): Promise<DrivenBooking> {
  const api = new Api(server.url, jar);
  const shown: ShownPrice[] = [];
  const fares = await searchFares(api, sample, shown);
  if (!fares) return { paid: null, shown, summary: null };
  const hold = await api.ok<Hold>('/api/holds', {
    offerIds: fares.map((f) => f.fare.offerId),
    idempotencyKey: `prop-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  let order = await api.ok<Order>('/api/orders', { holdId: hold.holdId });
  order = await takeSeats(api, order, sample, shown);
  order = await takeExtras(api, order, sample, shown);
  // The laps the order started with, which the seat maps' rules were quoted for.
  const summary = await api.ok<Order>('/api/order-passengers', {
    orderId: order.orderId,
    details: passengerDetails(order),
  });
  const paid = await api.ok<Order>('/api/pay', {
    orderId: summary.orderId,
    idempotencyKey: `prop-pay-${summary.orderId}`,
    expectedTotal: summary.total.amount,
    // The card goes to the gateway's own port, as the hosted card field sends it; the API gets a token.
    cardToken: await cardToken(server.gatewayUrl),
    acceptTerms: true,
  });
  return { paid, shown, summary };
}

type Fare = SearchFlightsResponse['outbound'][number]['fares'][number];

/** The drawn family's nonstop fare per direction, or null when the draw has none to book. */
async function searchFares(
  api: Api,
  sample: TripSample,
  shown: ShownPrice[],
): Promise<Array<{ direction: string; fare: Fare }> | null> {
  const today = new Date().toISOString().slice(0, 10);
  const departDate = addDays(today, sample.daysAhead);
  const returnDate = sample.nights === null ? undefined : addDays(departDate, sample.nights);
  const search = await api.ok<SearchFlightsResponse>('/api/search-flights', {
    origin: sample.origin,
    destination: sample.destination,
    departDate,
    ...(returnDate ? { returnDate } : {}),
    ...sample.party,
    currency: sample.currency,
  });
  const pick = (journeys: SearchFlightsResponse['outbound'], family: FamilyCode) =>
    journeys.filter((j) => j.stops === 0).flatMap((j) => j.fares.filter((f) => f.family === family))[0];
  const outFare = pick(search.outbound, sample.families.outbound);
  const backFare = returnDate ? pick(search.inbound ?? [], sample.families.inbound) : undefined;
  if (!outFare || (returnDate && !backFare)) return null;
  const fares = [
    { direction: 'outbound', fare: outFare },
    ...(backFare ? [{ direction: 'inbound', fare: backFare }] : []),
  ];
  for (const { direction, fare } of fares) {
    shown.push({ source: 'search', key: `fare-total|${direction}`, amount: fare.total.amount });
    for (const line of fare.lines)
      shown.push({
        source: 'search',
        key: `fare|${line.code}|${line.passengerType}|${direction}`,
        amount: line.amount,
      });
  }
  return fares;
}

/** Seats: each flight's own map, each seated passenger a seat of the drawn category it may take. */
async function takeSeats(api: Api, start: Order, sample: TripSample, shown: ShownPrice[]): Promise<Order> {
  let order = start;
  const seated = order.passengers.filter((p) => p.type !== 'infant');
  let draw = 0;
  for (const flight of order.flights) {
    const map = await api.ok<SeatMapResponse>('/api/seat-map', {
      orderId: order.orderId,
      flightRef: flight.flightRef,
    });
    const taken = new Set<string>();
    for (const passenger of seated) {
      const category = sample.seatCategories[draw++ % Math.max(1, sample.seatCategories.length)] ?? null;
      if (category === null) continue;
      const rules = map.passengers.find((p) => p.ref === passenger.ref);
      const seat = map.seats.find(
        (s) =>
          s.category === category &&
          s.available &&
          !s.heldBy &&
          !taken.has(s.seat) &&
          (!s.exit || rules?.exitRow === true),
      );
      if (!seat || !rules?.selectable) continue;
      taken.add(seat.seat);
      const key = lineKey({
        kind: 'seat',
        code: seat.category,
        passenger: passenger.ref,
        flight: flight.flightRef,
      });
      shown.push({ source: 'seat-map', key, amount: seat.price.amount });
      order = await api.ok<Order>('/api/order-seat', {
        orderId: order.orderId,
        passengerRef: passenger.ref,
        flightRef: flight.flightRef,
        seat: seat.seat,
      });
    }
  }
  return order;
}

/** Extras: a count the offer quoted per service and passenger, saved as one selection. */
async function takeExtras(api: Api, order: Order, sample: TripSample, shown: ShownPrice[]): Promise<Order> {
  const offer = await api.ok<ExtrasResponse>('/api/order-extras-catalog', {
    orderId: order.orderId,
    language: 'en',
  });
  const items: Array<{ serviceId: string; passengerRef: string; flightRef: string; quantity: number }> = [];
  let extra = 0;
  for (const group of offer.groups)
    for (const service of group.services)
      for (const p of service.passengers) {
        const choice = sample.extraPicks[extra++ % Math.max(1, sample.extraPicks.length)] ?? 0;
        const quote = p.quotes[choice % p.quotes.length]!;
        const [code, flightRef] = service.serviceId.split('@') as [string, string];
        if (quote.count > 0)
          items.push({ serviceId: service.serviceId, passengerRef: p.id, flightRef, quantity: quote.count });
        // Counts above the minimum become a line of the order, priced as quoted.
        if (quote.count > p.minimum)
          shown.push({
            source: 'extras-offer',
            key: lineKey({ kind: 'extra', code, passenger: p.id, flight: flightRef }),
            amount: quote.totalCost,
          });
      }
  return api.ok<Order>('/api/order-extras', { orderId: order.orderId, items });
}
