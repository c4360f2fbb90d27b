import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, Order } from '@skybook/api-contract';

// One factory per resource and one cache key each (decision 080). The funnel, manage and check-in
// pages all read and write an order through these, so they share its cache entry on purpose.

/** The draft or confirmed order: the server is the only copy, so every step reads it from here. */
export function orderQuery(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['order', orderId] as const,
    queryFn: () => api.getOrder({ orderId }),
    staleTime: 15_000,
  });
}

/**
 * The order when a page already holds a copy read at `readAt` (manage's answer carries it): the
 * copy seeds `orderQuery`'s cache entry, which the extras and seat sections then keep up to date.
 */
export function seededOrderQuery(api: ApiClient, order: Order, readAt: number) {
  return queryOptions({
    ...orderQuery(api, order.orderId),
    initialData: order,
    initialDataUpdatedAt: readAt,
  });
}

export function extrasCatalogQuery(api: ApiClient, orderId: string, language: 'en' | 'es' | 'pt') {
  return queryOptions({
    queryKey: ['order', orderId, 'extras', language] as const,
    queryFn: () => api.extrasCatalog({ orderId, language }),
    staleTime: 15_000,
  });
}

export function seatMapQuery(
  api: ApiClient,
  orderId: string,
  flightRef: string,
  purpose: 'booking' | 'checkin' = 'booking',
) {
  return queryOptions({
    queryKey: ['order', orderId, 'seats', flightRef, purpose] as const,
    queryFn: () => api.seatMap({ orderId, flightRef, purpose }),
    staleTime: 10_000,
  });
}

/**
 * Finds the booking and grants this visitor access to it (decision 041). It is a POST with an
 * effect, so it runs once per reference and name in the page's life: no retry (a failure counts
 * toward the rate limit), no refetch on focus.
 */
export function reservationLookupQuery(api: ApiClient, input: { referenceCode: string; lastName: string }) {
  return queryOptions({
    queryKey: ['reservation-lookup', input.referenceCode.toUpperCase(), input.lastName] as const,
    queryFn: () => api.reservationLookup(input),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
