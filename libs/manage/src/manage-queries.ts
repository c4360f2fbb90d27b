import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';

/** The booking as /manage shows it: order, masked contact, history, check-in window, cancellability. */
export function manageBookingQuery(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['manage-booking', orderId] as const,
    queryFn: () => api.manageBooking({ orderId }),
    staleTime: 15_000,
    retry: false,
  });
}

/** A mailed manage link, opened once per page load: the server grants this visitor the booking. */
export function manageLinkQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['manage-link', token] as const,
    queryFn: () => api.openManageLink({ token }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
