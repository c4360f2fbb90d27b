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
  /** The lowest count they may choose: the included units plus any a booked order paid for. */
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

export const ExtrasResponse = v.object({
  currency: CurrencyCodeField,
  groups: v.array(ExtraServiceGroup),
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
