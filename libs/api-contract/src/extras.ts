import * as v from 'valibot';
import { IconName } from './icons.ts';
import { CurrencyCodeField } from './content.ts';
import { PASSENGER_TYPE_IDS, type PassengerType } from './passengers.ts';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Money is integer minor units in the booking currency. */
const MinorUnits = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Spec §3: one passenger's quantity of a service, what it costs them and what the fare includes. */
export const ExtraServicePassenger = v.object({
  id: v.string(),
  count: Count,
  totalCost: MinorUnits,
  /** Units the fare already includes: free, and never removed. */
  included: Count,
  /** Units a chosen bundle gives them (part of `count`; removed with the bundle, decision 122). */
  bundled: Count,
  /**
   * The lowest count they may choose: the included and bundled units plus any a booked order
   * paid for.
   */
  minimum: Count,
  /**
   * The server's price of every count they may choose, lowest first: what choosing `count`
   * makes this passenger's line cost. The browser shows these and never computes one.
   */
  quotes: v.array(v.object({ count: Count, totalCost: MinorUnits })),
});
export type ExtraServicePassenger = v.InferOutput<typeof ExtraServicePassenger>;

/** Spec §3: one bookable service of a group (a route's checked bag, a meal…). */
export const ExtraService = v.object({
  code: v.string(),
  /** The flight it applies to, e.g. `MAD-LIS`. */
  route: v.string(),
  /** Price of one unit, minor units. */
  amount: MinorUnits,
  categoryId: v.number(),
  commissionable: v.boolean(),
  description: v.string(),
  /** Shown from the icon endpoint (decision 104). */
  icon: IconName,
  maxQuantity: Count,
  refundable: v.boolean(),
  serviceId: v.string(),
  passengers: v.array(ExtraServicePassenger),
});
export type ExtraService = v.InferOutput<typeof ExtraService>;

/** Spec §3: services grouped by their SSR code (BAGS, MEAL, PETC…). */
export const ExtraServiceGroup = v.object({
  id: v.string(),
  ssrId: v.string(),
  name: v.string(),
  services: v.array(ExtraService),
});
export type ExtraServiceGroup = v.InferOutput<typeof ExtraServiceGroup>;

/** One passenger's offer of a bundle on one flight, as the server priced and checked it. */
const ExtraBundlePassenger = v.object({
  id: v.string(),
  /** Whether this passenger has it on this flight. */
  chosen: v.boolean(),
  /** Why they cannot have it (an `errors.*` key), or absent when they can. */
  unavailable: v.optional(v.string()),
  /** The bundle's price for them, minor units (what its line costs). */
  price: MinorUnits,
  /** What its services cost one by one, minor units, and what the bundle saves on that. */
  separately: MinorUnits,
  saving: MinorUnits,
});

/** Decision 122: services sold together at a discount, per passenger and flight. */
export const ExtraBundle = v.object({
  /** `<bundle id>@<flightRef>`, sent back in the order's `bundles`. */
  bundleId: v.string(),
  flightRef: v.string(),
  name: v.string(),
  description: v.string(),
  icon: IconName,
  /** What it holds: catalog service ids (as order lines name them) and units. */
  contents: v.array(v.object({ serviceId: v.string(), quantity: Count, name: v.string() })),
  passengers: v.array(ExtraBundlePassenger),
});
export type ExtraBundle = v.InferOutput<typeof ExtraBundle>;

/** A bag allowance drawn in the bag-size guide; sizes from the server's catalog. */
export const BagAllowance = v.object({
  serviceId: v.string(),
  kind: v.picklist(['cabin', 'checked', 'extra-weight']),
  name: v.string(),
  weightKg: Count,
  /** Outer size, absent for an allowance that is only weight. */
  dimensionsCm: v.optional(v.object({ length: Count, width: Count, height: Count })),
});
export type BagAllowance = v.InferOutput<typeof BagAllowance>;

/** One flight of the order, as the extras step tabs them. */
export const ExtrasFlight = v.object({
  flightRef: v.string(),
  origin: v.string(),
  destination: v.string(),
  direction: v.picklist(['outbound', 'inbound']),
});
export type ExtrasFlight = v.InferOutput<typeof ExtrasFlight>;

export const ExtrasResponse = v.object({
  currency: CurrencyCodeField,
  flights: v.array(ExtrasFlight),
  groups: v.array(ExtraServiceGroup),
  bundles: v.array(ExtraBundle),
  bagGuide: v.array(BagAllowance),
});
export type ExtrasResponse = v.InferOutput<typeof ExtrasResponse>;

/** Spec §3 passengerTypesAvailable / passengersIncluded use the passenger-type ids (adults 1, children 6, infants 5). */
const PassengerTypeId = v.picklist(Object.values(PASSENGER_TYPE_IDS));

/** Spec §3 "Extras": one extra offered on the extras step, per flight. */
export const ExtraOffer = v.object({
  title: v.string(),
  type: v.string(),
  /** Shown from the icon endpoint (decision 104). */
  icon: IconName,
  ssrId: v.string(),
  included: v.boolean(),
  shortDescription: v.string(),
  flights: v.array(
    v.object({
      logicalFlightID: v.string(),
      passengerTypesAvailable: v.array(PassengerTypeId),
      passengersIncluded: v.array(PassengerTypeId),
      options: v.array(v.object({ serviceId: v.string(), code: v.string(), amount: MinorUnits })),
    }),
  ),
});
export type ExtraOffer = v.InferOutput<typeof ExtraOffer>;

/** Whether an extra's flight offers it to, or includes it for, a passenger type. */
export function extraFor(
  flight: ExtraOffer['flights'][number],
  type: PassengerType,
): { available: boolean; included: boolean } {
  const id = PASSENGER_TYPE_IDS[type];
  return {
    available: flight.passengerTypesAvailable.includes(id),
    included: flight.passengersIncluded.includes(id),
  };
}

/** Spec §3 passengerData seats: a seat held per route, with its service and price. */
export const PassengerSeat = v.object({
  seat: v.pipe(v.string(), v.regex(/^\d{1,3}[A-Z]$/)),
  serviceId: v.string(),
  serviceCode: v.string(),
  categoryId: v.string(),
  price: MinorUnits,
  currency: CurrencyCodeField,
});
export type PassengerSeat = v.InferOutput<typeof PassengerSeat>;
