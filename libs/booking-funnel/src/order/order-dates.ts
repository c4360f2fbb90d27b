import type { Order } from '@skybook/api-contract';
import { localDay } from '@skybook/i18n';

/** The outbound's first local departure day: ages on the passengers step are measured on it. */
export function firstDepartureDay(order: Pick<Order, 'flights'>): string {
  const first = order.flights[0];
  return first ? localDay(first.departureUtc, first.departureTimeZone) : '';
}

/** Origin, destination and local days of the trip, for headings and analytics. */
export function tripOf(order: Pick<Order, 'flights'>) {
  const outbound = order.flights.filter((f) => f.direction === 'outbound');
  const inbound = order.flights.filter((f) => f.direction === 'inbound');
  const first = outbound[0];
  const back = inbound[0];
  return {
    origin: first?.origin ?? '',
    destination: outbound[outbound.length - 1]?.destination ?? '',
    checkIn: first ? localDay(first.departureUtc, first.departureTimeZone) : '',
    checkOut: back ? localDay(back.departureUtc, back.departureTimeZone) : undefined,
  };
}
