import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';

/** The draft or confirmed order: the server is the only copy, so every step reads it from here. */
export function orderQuery(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['order', orderId] as const,
    queryFn: () => api.getOrder({ orderId }),
    staleTime: 15_000,
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
