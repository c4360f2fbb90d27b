import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';

/** A failed call is an answer here (not found, window closed…): asking again would not change it. */
const once = { retry: false, refetchOnWindowFocus: false } as const;

/** The booking's check-in: window, flights, passengers with documents, seats and sequences. */
export function checkinQuery(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['checkin', orderId] as const,
    queryFn: () => api.checkinStart({ orderId }),
    staleTime: 15_000,
    ...once,
  });
}

/**
 * Checks the chosen passengers in. A query rather than a mutation: the page asks for it on
 * arrival, and the server hands out nothing new when asked again (reload, double render).
 */
export function checkinCompleteQuery(
  api: ApiClient,
  orderId: string,
  passengerRefs: readonly string[],
  /** The confirmation mail's language. */
  language: Locale,
) {
  return queryOptions({
    queryKey: ['checkin', orderId, 'complete', passengerRefs.join(',')] as const,
    queryFn: () => api.checkinComplete({ orderId, passengerRefs: [...passengerRefs], language }),
    staleTime: Infinity,
    ...once,
  });
}

export function boardingPassesQuery(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['checkin', orderId, 'boarding-passes'] as const,
    queryFn: () => api.boardingPasses({ orderId }),
    staleTime: 60_000,
    ...once,
  });
}
