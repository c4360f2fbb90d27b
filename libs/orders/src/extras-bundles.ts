import { PASSENGER_TYPE_IDS, type PassengerType } from '@skybook/api-contract';
import { convertEurMinor } from '@skybook/inventory';
import { quantityRange, serviceById, type CatalogService, type FareInclusions } from './extras-catalog.ts';

/** Decision 122: catalog services sold together, per passenger and flight, for less. */
export interface BundleDefinition {
  bundleId: string;
  contents: ReadonlyArray<{ serviceId: string; quantity: number }>;
  /** Off what its services cost one by one, in whole percent. */
  discountPercent: number;
  icon: string;
}

/** The bundles on sale. An order line names one by its line code (`bundle-<id>`). */
export const EXTRAS_BUNDLES: readonly BundleDefinition[] = [
  {
    bundleId: 'comfort',
    contents: [
      { serviceId: 'bag-checked', quantity: 1 },
      { serviceId: 'priority', quantity: 1 },
    ],
    discountPercent: 20,
    icon: 'lucide:armchair',
  },
  {
    bundleId: 'sport',
    contents: [
      { serviceId: 'sports', quantity: 1 },
      { serviceId: 'bag-extra-weight', quantity: 1 },
    ],
    discountPercent: 15,
    icon: 'lucide:bike',
  },
];

const LINE_PREFIX = 'bundle-';

/** The order-line code of a bundle: one line per passenger and flight, quantity 1. */
export const bundleLineCode = (bundleId: string) => `${LINE_PREFIX}${bundleId}`;

/** The bundle an order line's code stands for, if it is a bundle's line. */
export function bundleOfLine(code: string, bundles = EXTRAS_BUNDLES): BundleDefinition | undefined {
  if (!code.startsWith(LINE_PREFIX)) return undefined;
  return bundles.find((b) => b.bundleId === code.slice(LINE_PREFIX.length));
}

/** Whether an order line's code is a bundle's, known or not (a retired bundle stays one). */
export const isBundleLine = (code: string) => code.startsWith(LINE_PREFIX);

/**
 * Whether an extra line gives its passenger a service: the service's own line, or a bundle's
 * that holds it (a Comfort bundle boards first as priority boarding does).
 */
export const lineGives = (code: string, serviceId: string) =>
  code === serviceId || Boolean(bundleOfLine(code)?.contents.some((c) => c.serviceId === serviceId));

export interface BundleQuote {
  /** What the bundle costs, minor units of the order's currency. */
  price: number;
  /** What its services cost one by one (as the extras step quotes them), and the difference. */
  separately: number;
  saving: number;
}

/**
 * A bundle's price: its services' EUR prices less its discount, rounded to the cent, then
 * converted like every other extra. Shown beside what the same units cost one by one.
 */
export function bundleQuote(
  bundle: BundleDefinition,
  microRate: number,
  catalog: (id: string) => CatalogService | undefined = serviceById,
): BundleQuote {
  let separatelyEur = 0;
  let separately = 0;
  for (const { serviceId, quantity } of bundle.contents) {
    const service = catalog(serviceId);
    if (!service) throw new Error(`bundle ${bundle.bundleId} holds unknown service ${serviceId}`);
    separatelyEur += service.priceEur * quantity;
    separately += convertEurMinor(service.priceEur, microRate) * quantity;
  }
  const price = convertEurMinor(
    Math.round((separatelyEur * (100 - bundle.discountPercent)) / 100),
    microRate,
  );
  return { price, separately, saving: Math.max(0, separately - price) };
}

/**
 * Why a passenger of `type` on a fare with `fare`'s inclusions may not have the bundle (an error
 * key), or undefined when they may: every service must be sold to them, none already included in
 * their fare (they would pay for what they have), and its units within each service's maximum.
 */
export function bundleUnavailable(
  bundle: BundleDefinition,
  type: PassengerType,
  fare: FareInclusions,
  catalog: (id: string) => CatalogService | undefined = serviceById,
): string | undefined {
  for (const { serviceId, quantity } of bundle.contents) {
    const service = catalog(serviceId);
    if (!service || !service.passengerTypes.includes(PASSENGER_TYPE_IDS[type]))
      return 'errors.bundle_not_for_passenger';
    const included = service.included(fare, type);
    if (included > 0) return 'errors.bundle_already_included';
    if (quantity > quantityRange(included, 0, service.maxQuantity).max - included)
      return 'errors.bundle_over_limit';
  }
  return undefined;
}

/** Units of `serviceId` that the given bundles give (for one passenger and flight). */
export const bundledUnits = (bundles: readonly BundleDefinition[], serviceId: string) =>
  bundles.reduce(
    (n, b) => n + b.contents.filter((c) => c.serviceId === serviceId).reduce((m, c) => m + c.quantity, 0),
    0,
  );
