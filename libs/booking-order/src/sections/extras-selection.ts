import type { ApiClient, ExtrasResponse } from '@skybook/api-contract';
import type { BundleToggle, ExtraQuantityChange } from '../checkout/extras-passenger-card.tsx';

type Request = Parameters<ApiClient['orderExtras']>[0];
interface Selection {
  items: Request['items'];
  bundles: NonNullable<Request['bundles']>;
}

/** `<catalog id>@<flightRef>`: a service or bundle is sold per flight. */
const flightOf = (id: string) => id.split('@')[1] ?? '';

/** The bundles the offer shows chosen, as the request names them. */
const chosenBundles = (offer: ExtrasResponse) =>
  offer.bundles.flatMap((b) =>
    b.passengers
      .filter((p) => p.chosen)
      .map((p) => ({ bundleId: b.bundleId, passengerRef: p.id, flightRef: b.flightRef })),
  );

/**
 * The offer's whole selection with one count changed: an order's extras are replaced as a whole.
 * Counts include what the fare and any bundle give, as the server expects (decision 122).
 */
export function extrasSelection(
  offer: ExtrasResponse,
  change?: Pick<ExtraQuantityChange, 'serviceId' | 'passengerId' | 'count'>,
  /** Units to leave out of one passenger's counts on one flight (a bundle being dropped). */
  without?: { passengerId: string; flightRef: string },
): Selection {
  const items = offer.groups.flatMap((group) =>
    group.services.flatMap((service) =>
      service.passengers.flatMap((p) => {
        const flightRef = flightOf(service.serviceId);
        let quantity =
          service.serviceId === change?.serviceId && p.id === change.passengerId ? change.count : p.count;
        if (without && without.passengerId === p.id && without.flightRef === flightRef) quantity -= p.bundled;
        return quantity > 0
          ? [{ serviceId: service.serviceId, passengerRef: p.id, flightRef, quantity }]
          : [];
      }),
    ),
  );
  return { items, bundles: chosenBundles(offer) };
}

/**
 * The selection with a bundle chosen or dropped. A passenger has at most one bundle per flight,
 * so choosing one replaces theirs; a dropped bundle takes its units with it, while units bought
 * one by one before a bundle are taken into it by the server rather than paid twice.
 */
export function bundleSelection(offer: ExtrasResponse, toggle: BundleToggle): Selection {
  const pair = { passengerId: toggle.passengerId, flightRef: toggle.flightRef };
  const { items, bundles } = extrasSelection(offer, undefined, pair);
  const others = bundles.filter(
    (b) => b.passengerRef !== toggle.passengerId || b.flightRef !== toggle.flightRef,
  );
  return {
    items,
    bundles: toggle.chosen
      ? [
          ...others,
          { bundleId: toggle.bundleId, passengerRef: toggle.passengerId, flightRef: toggle.flightRef },
        ]
      : others,
  };
}
