import { useQuery } from '@tanstack/react-query';
import type { FareCalendarRequest } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { fareCalendarQuery } from '../api/search-queries.ts';
import { addDays, addMonths, startOfMonth } from '../search/iso-date.ts';
import type { FlightSearch } from '../search/select-search.ts';

const DAY_MS = 86_400_000;
const daysFrom = (first: string, last: string) =>
  Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;

/** The calendar request for `leg` of `request` over the days `first`–`last`. */
function calendarRequest(
  request: FlightSearch,
  leg: 'outbound' | 'inbound',
  first: string,
  last: string,
): FareCalendarRequest {
  return {
    origin: leg === 'outbound' ? request.origin : request.destination,
    destination: leg === 'outbound' ? request.destination : request.origin,
    from: first,
    days: daysFrom(first, last),
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    currency: request.currency,
  };
}

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
  const input = calendarRequest(request, leg, first, addDays(day, 3));
  return useQuery({ ...fareCalendarQuery(api, input), enabled });
}

/**
 * Lowest fares for the month holding `day`, from `min` on (one request of at most 31 days; a
 * month wholly before `min` asks for nothing).
 */
export function useFareMonth(
  request: FlightSearch,
  leg: 'outbound' | 'inbound',
  day: string,
  min: string,
  enabled = true,
) {
  const { api } = useAppContext();
  const last = addDays(addMonths(startOfMonth(day), 1), -1);
  const first = startOfMonth(day) < min ? min : startOfMonth(day);
  const input = calendarRequest(request, leg, first > last ? last : first, last);
  return useQuery({ ...fareCalendarQuery(api, input), enabled: enabled && first <= last });
}
