import { PASSENGER_TYPE_IDS, type PassengerType } from '@skybook/api-contract';

/**
 * What a fare family includes, from its conditions (the fare_families row the search priced).
 * Snapshots held before cabin bags were a column lack `cabinBags`: every fare has always
 * included one, so they count as 1.
 */
export interface FareInclusions {
  checkedBags: number;
  cabinBags?: number;
}

/** A bag's allowance, drawn in the bag-size guide: its kind, weight and outer size. */
export interface BagAllowanceSpec {
  kind: 'cabin' | 'checked' | 'extra-weight';
  weightKg: number;
  dimensionsCm?: { length: number; width: number; height: number };
}

/** One bookable extra, priced per unit per flight in EUR minor units. */
export interface CatalogService {
  serviceId: string;
  ssrId: string;
  code: string;
  priceEur: number;
  maxQuantity: number;
  /** Spec §3 passenger-type ids (adults 1, children 6, infants 5) it is sold to. */
  passengerTypes: readonly number[];
  /** Units the fare includes: free, and the count may not go below them. */
  included(fare: FareInclusions, type: PassengerType): number;
  /** For bags: what one unit allows (the bag-size guide shows these). */
  allowance?: BagAllowanceSpec;
}

const seated = [PASSENGER_TYPE_IDS.adult, PASSENGER_TYPE_IDS.child];
const none = () => 0;

/** The extras on sale: bags, priority boarding, sports equipment. */
export const EXTRAS_CATALOG: readonly CatalogService[] = [
  {
    serviceId: 'bag-cabin',
    ssrId: 'BAGS',
    code: 'CBAG',
    priceEur: 1_500,
    maxQuantity: 1,
    passengerTypes: seated,
    // The fare family's cabin bag (every family includes one): sold only above it.
    included: (fare, type) => (type === 'infant' ? 0 : (fare.cabinBags ?? 1)),
    allowance: { kind: 'cabin', weightKg: 10, dimensionsCm: { length: 55, width: 40, height: 20 } },
  },
  {
    serviceId: 'bag-checked',
    ssrId: 'BAGS',
    code: 'BG23',
    priceEur: 3_500,
    maxQuantity: 3,
    passengerTypes: [...seated, PASSENGER_TYPE_IDS.infant],
    // The fare family's checked bags, for seated passengers only.
    included: (fare, type) => (type === 'infant' ? 0 : fare.checkedBags),
    allowance: { kind: 'checked', weightKg: 23, dimensionsCm: { length: 78, width: 52, height: 28 } },
  },
  {
    serviceId: 'bag-extra-weight',
    ssrId: 'BAGS',
    code: 'XWGT',
    priceEur: 2_500,
    maxQuantity: 2,
    passengerTypes: seated,
    included: none,
    allowance: { kind: 'extra-weight', weightKg: 9 },
  },
  {
    serviceId: 'priority',
    ssrId: 'PRIO',
    code: 'PRIO',
    priceEur: 900,
    maxQuantity: 1,
    passengerTypes: seated,
    included: none,
  },
  {
    serviceId: 'sports',
    ssrId: 'SPEQ',
    code: 'SPEQ',
    priceEur: 6_000,
    maxQuantity: 1,
    passengerTypes: seated,
    included: none,
  },
];

export const serviceById = (id: string): CatalogService | undefined =>
  EXTRAS_CATALOG.find((s) => s.serviceId === id);

/**
 * The counts a passenger may choose of a service: never below what the fare includes or what
 * a booked order already paid for, never above the service's maximum (or the inclusion, if higher).
 */
export function quantityRange(
  included: number,
  booked: number,
  maxQuantity: number,
): { min: number; max: number } {
  const min = included + booked;
  return { min, max: Math.max(min, included, maxQuantity) };
}
