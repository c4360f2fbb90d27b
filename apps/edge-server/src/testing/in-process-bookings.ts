import type { ApiClient, Hold, Order } from '@skybook/api-contract';
import { addDays } from '@skybook/inventory';
import { newKey, passengerDetails } from './bookings.ts';
import type { InProcessApi } from './in-process-api.ts';

export interface TripOptions {
  origin?: string;
  destination?: string;
  /** Days from today (UTC) of the outbound flight. */
  daysAhead: number;
  /** Nights before the return flight; none: one way. */
  nights?: number;
  adults?: number;
  children?: number;
  infants?: number;
  family?: 'basic' | 'classic' | 'flex';
  /** The currency searched in (EUR unless given; a signed-in agency is priced in its own). */
  currency?: Parameters<ApiClient['searchFlights']>[0]['currency'];
  lastName?: string;
  email?: string;
}

/**
 * A paid booking made through the real API as its own visitor, as the funnel makes one: search,
 * hold the first direct flight(s) of the family, order, name the party, pay with a sandbox card.
 */
export async function bookThroughLocalApi(server: InProcessApi, trip: TripOptions): Promise<Order> {
  const api = server.visitor();
  const named = await namedOrderThroughLocalApi(api, trip);
  return api.pay({
    orderId: named.orderId,
    idempotencyKey: newKey(),
    expectedTotal: named.total.amount,
    cardToken: await server.cardToken(),
    acceptTerms: true,
  });
}

/** What `api`'s visitor holds after the search step: the first direct flight(s) of the family. */
export async function holdThroughLocalApi(api: ApiClient, trip: TripOptions): Promise<Hold> {
  const departDate = addDays(new Date().toISOString().slice(0, 10), trip.daysAhead);
  const found = await api.searchFlights({
    origin: trip.origin ?? 'MAD',
    destination: trip.destination ?? 'LIS',
    departDate,
    ...(trip.nights === undefined ? {} : { returnDate: addDays(departDate, trip.nights) }),
    adults: trip.adults ?? 1,
    children: trip.children ?? 0,
    infants: trip.infants ?? 0,
    currency: trip.currency ?? 'EUR',
  });
  const pick = (journeys: typeof found.outbound | null) => {
    const journey = journeys?.find((j) => j.stops === 0) ?? journeys?.[0];
    if (!journey) throw new Error(`no flight for ${JSON.stringify(trip)}`);
    return journey.fares.find((f) => f.family === (trip.family ?? 'basic'))!.offerId;
  };
  const offerIds = [pick(found.outbound), ...(trip.nights === undefined ? [] : [pick(found.inbound)])];
  return api.createHold({ offerIds, idempotencyKey: newKey() });
}

/** The draft order of `api`'s hold, as the extras step makes it: nobody named yet. */
export async function orderThroughLocalApi(api: ApiClient, trip: TripOptions): Promise<Order> {
  const hold = await holdThroughLocalApi(api, trip);
  return api.createOrder({ holdId: hold.holdId });
}

/** `api`'s order with the party named and a contact, as the passengers step leaves it: ready to pay. */
export async function namedOrderThroughLocalApi(api: ApiClient, trip: TripOptions): Promise<Order> {
  const order = await orderThroughLocalApi(api, trip);
  return api.orderPassengers({
    orderId: order.orderId,
    details: passengerDetails(order, {
      ...(trip.lastName ? { lastName: trip.lastName } : {}),
      ...(trip.email ? { email: trip.email } : {}),
    }),
  });
}
