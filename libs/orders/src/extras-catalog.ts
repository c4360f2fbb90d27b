import { PASSENGER_TYPE_IDS, type PassengerType } from '@skybook/api-contract';

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
  included(fare: { checkedBags: number }, type: PassengerType): number;
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
    included: none,
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
  },
  {
    serviceId: 'bag-extra-weight',
    ssrId: 'BAGS',
    code: 'XWGT',
    priceEur: 2_500,
    maxQuantity: 2,
    passengerTypes: seated,
    included: none,
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
