import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, FareCalendarRequest } from '@skybook/api-contract';
import type { FlightSearch } from '../search/select-search.ts';

/** The network's airports: they change rarely, so one fetch serves the whole visit. */
export function airportsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['airports'] as const,
    queryFn: () => api.airports({}),
    staleTime: 30 * 60_000,
  });
}

/** Journeys and priced fare options. Offers expire, so results go stale after a minute. */
export function searchFlightsQuery(api: ApiClient, request: FlightSearch) {
  return queryOptions({
    queryKey: ['search-flights', request] as const,
    queryFn: () => api.searchFlights(request),
    staleTime: 60_000,
  });
}

/** Lowest total per day, for the ±3-day strip around a chosen date. */
export function fareCalendarQuery(api: ApiClient, request: FareCalendarRequest) {
  return queryOptions({
    queryKey: ['fare-calendar', request] as const,
    queryFn: () => api.fareCalendar(request),
    staleTime: 5 * 60_000,
  });
}
