import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, LowestFareRequest } from '@skybook/api-contract';

/**
 * A destination's "from" price, as the server's low-fare calendar finds it (decision 125). The
 * currency is the shell's or the store's code as a string; the server checks it (400 otherwise).
 */
export function lowestFareQuery(
  api: ApiClient,
  route: { origin: string; destination: string; currency: string },
) {
  return queryOptions({
    queryKey: ['lowest-fare', route.origin, route.destination, route.currency] as const,
    queryFn: () => api.lowestFare({ ...route, currency: route.currency as LowestFareRequest['currency'] }),
    staleTime: 5 * 60_000,
  });
}
