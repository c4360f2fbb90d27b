import { useQuery } from '@tanstack/react-query';
import type { FareCalendarRequest } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { fareCalendarQuery } from '../api/search-queries.ts';
import { addDays } from '../search/iso-date.ts';
import type { FlightSearch } from '../search/select-search.ts';

/** Lowest fares for the 7 days around `day`, never asking for days before `min`. */
export function useFareCalendar(
  request: FlightSearch,
  leg: 'outbound' | 'inbound',
  day: string,
  min: string,
  enabled = true,
) {
  const { api } = useAppContext();
  const first = addDays(day, -3) < min ? min : addDays(day, -3);
  const days = Math.round((Date.parse(addDays(day, 3)) - Date.parse(first)) / 86_400_000) + 1;
  const input: FareCalendarRequest = {
    origin: leg === 'outbound' ? request.origin : request.destination,
    destination: leg === 'outbound' ? request.destination : request.origin,
    from: first,
    days,
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    currency: request.currency,
  };
  return useQuery({ ...fareCalendarQuery(api, input), enabled });
}
