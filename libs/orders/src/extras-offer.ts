import {
  PASSENGER_TYPE_IDS,
  type ExtrasResponse,
  type ExtraServiceGroup,
  type Order,
} from '@skybook/api-contract';
import { convertEurMinor } from '@skybook/inventory';
import type { I18n } from '@lingui/core';
import { extraName } from './extras-names.ts';
import { EXTRAS_CATALOG, quantityRange, type FareInclusions } from './extras-catalog.ts';

/** Icons by SSR group, named as content names them (`set:name`, decision 104). */
export const EXTRA_ICONS: Record<string, string> = {
  BAGS: 'lucide:luggage',
  PRIO: 'lucide:ticket-check',
  SPEQ: 'lucide:bike',
};
export const DEFAULT_EXTRA_ICON = 'lucide:package';

/**
 * Spec §3 extras of an order: per group, one service per flight (route `MAD-CUN`, `serviceId`
 * `<catalog id>@<flightRef>`), with each eligible passenger's count, cost, included units and a
 * quote for every count they may choose: the browser shows these and computes no price itself.
 */
export function extrasOffer(
  order: Pick<Order, 'status' | 'currency' | 'flights' | 'passengers' | 'lines' | 'journeys'>,
  microRate: number,
  i18n: I18n,
  fareOf: (flightRef: string) => FareInclusions,
): ExtrasResponse {
  const booked = order.status === 'CONFIRMED' || order.status === 'CHANGED';
  const groups = new Map<string, ExtraServiceGroup>();
  EXTRAS_CATALOG.forEach((service, index) => {
    const group =
      groups.get(service.ssrId) ??
      groups
        .set(service.ssrId, {
          id: service.ssrId.toLowerCase(),
          ssrId: service.ssrId,
          name: extraName(i18n, service.ssrId),
          services: [],
        })
        .get(service.ssrId)!;
    for (const flight of order.flights) {
      const amount = convertEurMinor(service.priceEur, microRate);
      const passengers = order.passengers
        .filter((p) => service.passengerTypes.includes(PASSENGER_TYPE_IDS[p.type]))
        .map((p) => {
          const included = service.included(fareOf(flight.flightRef), p.type);
          // A booked order may have a paid line and a pending one for the same extra (decision 044).
          const lines = order.lines.filter(
            (l) =>
              l.kind === 'extra' &&
              l.code === service.serviceId &&
              l.passenger === p.ref &&
              l.flight === flight.flightRef,
          );
          // Units a booked order paid for stay (decision 044); a draft's lines are all replaceable.
          const kept = booked ? lines.filter((l) => !l.pending) : [];
          const keptUnits = kept.reduce((n, l) => n + l.quantity, 0);
          const keptCost = kept.reduce((n, l) => n + l.amount, 0);
          const { min, max } = quantityRange(included, keptUnits, service.maxQuantity);
          const quotes = [];
          for (let count = min; count <= max; count++)
            quotes.push({ count, totalCost: keptCost + (count - min) * amount });
          return {
            id: p.ref,
            count: included + lines.reduce((n, l) => n + l.quantity, 0),
            totalCost: lines.reduce((n, l) => n + l.amount, 0),
            included,
            minimum: min,
            quotes,
          };
        });
      if (passengers.length === 0) continue;
      group.services.push({
        code: service.code,
        route: `${flight.origin}-${flight.destination}`,
        amount,
        categoryId: index + 1,
        commissionable: false,
        description: extraName(i18n, service.serviceId),
        icon: EXTRA_ICONS[service.ssrId] ?? DEFAULT_EXTRA_ICON,
        maxQuantity: service.maxQuantity,
        refundable: false,
        serviceId: `${service.serviceId}@${flight.flightRef}`,
        passengers,
      });
    }
  });
  return { currency: order.currency, groups: [...groups.values()] };
}
