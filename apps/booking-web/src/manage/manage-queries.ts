import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';

/**
 * The lookup that grants this visitor the booking (decision 011). It is a POST with an effect,
 * so it runs once per reference and name in the page's life: no retry (a failure counts toward
 * the rate limit), no refetch on focus.
 */
export function reservationLookupQuery(api: ApiClient, referenceCode: string, lastName: string) {
  return queryOptions({
    queryKey: ['reservation-lookup', referenceCode.toUpperCase(), lastName] as const,
    queryFn: () => api.reservationLookup({ referenceCode, lastName }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The booking as /manage shows it: order, masked contact, history, check-in window, cancellability. */
export function manageBookingQuery(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['manage-booking', orderId] as const,
    queryFn: () => api.manageBooking({ orderId }),
    staleTime: 15_000,
    retry: false,
  });
}
