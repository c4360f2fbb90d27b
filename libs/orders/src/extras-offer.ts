import {
  PASSENGER_TYPE_IDS,
  type ExtraBundle,
  type ExtrasResponse,
  type ExtraServiceGroup,
  type Order,
} from '@skybook/api-contract';
import { convertEurMinor } from '@skybook/inventory';
import type { I18n } from '@lingui/core';
import { bundleDescription, extraName } from './extras-names.ts';
import {
  EXTRAS_BUNDLES,
  bundledUnits,
  bundleLineCode,
  bundleOfLine,
  bundleQuote,
  bundleUnavailable,
  type BundleDefinition,
} from './extras-bundles.ts';
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
 * `<catalog id>@<flightRef>`), with each eligible passenger's count, cost, included and bundled
 * units and a quote for every count they may choose; the bundles each passenger may choose per
 * flight, priced (decision 122); and the bag allowances for the size guide. The browser shows
 * these and computes no price itself.
 */
export function extrasOffer(
  order: Pick<Order, 'status' | 'currency' | 'flights' | 'passengers' | 'lines' | 'journeys'>,
  microRate: number,
  i18n: I18n,
  fareOf: (flightRef: string) => FareInclusions,
): ExtrasResponse {
  const booked = order.status === 'CONFIRMED' || order.status === 'CHANGED';
  const bundlesOf = (passenger: string, flight: string) =>
    order.lines.flatMap((l) => {
      const bundle =
        l.kind === 'extra' && l.passenger === passenger && l.flight === flight && bundleOfLine(l.code);
      return bundle ? [bundle] : [];
    });
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
          const bundled = bundledUnits(bundlesOf(p.ref, flight.flightRef), service.serviceId);
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
          // A bundle's units are paid on its own line: they count like included ones here.
          const { min, max } = quantityRange(included + bundled, keptUnits, service.maxQuantity);
          const quotes = [];
          for (let count = min; count <= max; count++)
            quotes.push({ count, totalCost: keptCost + (count - min) * amount });
          return {
            id: p.ref,
            count: included + bundled + lines.reduce((n, l) => n + l.quantity, 0),
            totalCost: lines.reduce((n, l) => n + l.amount, 0),
            included,
            bundled,
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
  return {
    currency: order.currency,
    flights: order.flights.map(({ flightRef, origin, destination, direction }) => ({
      flightRef,
      origin,
      destination,
      direction,
    })),
    groups: [...groups.values()],
    bundles: bundleOffers(order, booked, microRate, i18n, fareOf, bundlesOf),
    bagGuide: EXTRAS_CATALOG.flatMap(({ serviceId, allowance }) =>
      allowance ? [{ serviceId, name: extraName(i18n, serviceId), ...allowance }] : [],
    ),
  };
}

/**
 * Each bundle per flight, for the passengers whose type it is sold to. A booked order lists only
 * the bundles it paid for: bundles are chosen while booking, not added afterwards (decision 122).
 */
function bundleOffers(
  order: Pick<Order, 'flights' | 'passengers'>,
  booked: boolean,
  microRate: number,
  i18n: I18n,
  fareOf: (flightRef: string) => FareInclusions,
  bundlesOf: (passenger: string, flight: string) => BundleDefinition[],
): ExtraBundle[] {
  return EXTRAS_BUNDLES.flatMap((bundle) => {
    const code = bundleLineCode(bundle.bundleId);
    const quote = bundleQuote(bundle, microRate);
    return order.flights.flatMap((flight) => {
      const passengers = order.passengers.flatMap((p) => {
        const chosen = bundlesOf(p.ref, flight.flightRef).includes(bundle);
        // After booking a paid bundle is kept as it is: shown, but neither removed nor added.
        const unavailable = booked
          ? 'errors.bundle_not_after_booking'
          : bundleUnavailable(bundle, p.type, fareOf(flight.flightRef));
        if (booked ? !chosen : unavailable === 'errors.bundle_not_for_passenger') return [];
        return [{ id: p.ref, chosen, ...(unavailable ? { unavailable } : {}), ...quote }];
      });
      if (passengers.length === 0) return [];
      return [
        {
          bundleId: `${code}@${flight.flightRef}`,
          flightRef: flight.flightRef,
          name: extraName(i18n, code),
          description: bundleDescription(i18n, code),
          icon: bundle.icon,
          contents: bundle.contents.map((c) => ({ ...c, name: extraName(i18n, c.serviceId) })),
          passengers,
        },
      ];
    });
  });
}
