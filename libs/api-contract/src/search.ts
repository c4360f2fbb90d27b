import * as v from 'valibot';
import { IsoDayField } from './fields.ts';

/**
 * Issue 4: network, flight search, low-fare calendar, offers and holds.
 * Money is always `{ amount (integer minor units), currency }`; times are UTC ISO strings
 * with the airport's IANA zone beside them so the page shows airport local time.
 */

/** Currencies a fare can be priced in (each with 2 minor units). */
export const CURRENCY_CODES = ['EUR', 'USD', 'MXN', 'HNL', 'CRC', 'DOP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const FARE_FAMILIES = ['basic', 'classic', 'flex'] as const;
export type FareFamily = (typeof FARE_FAMILIES)[number];

export const SEAT_CATEGORIES = [
  'SXL',
  'STUR',
  'STC1',
  'STC2',
  'STC3',
  'STC4',
  'STC5',
  'STC6',
  'SBUS',
] as const;
export type SeatCategory = (typeof SEAT_CATEGORIES)[number];

/** A party may hold at most this many seats (infants sit on a lap and take none). */
export const MAX_SEATED_PASSENGERS = 9;

const required = 'errors.required';

export const Iata = v.pipe(v.string(required), v.regex(/^[A-Z]{3}$/, 'errors.invalid_airport'));
const IsoDate = IsoDayField('errors.invalid_date', required);
const Count = (min: number, minKey: string) =>
  v.pipe(
    v.number(required),
    v.integer('errors.invalid_type'),
    v.minValue(min, minKey),
    v.maxValue(MAX_SEATED_PASSENGERS, 'errors.too_many_passengers'),
  );
export const Currency = v.picklist(CURRENCY_CODES, 'errors.invalid_currency');

export const Localized = v.object({ en: v.string(), es: v.string(), pt: v.string() });

export const Money = v.object({
  amount: v.pipe(v.number(), v.integer()),
  currency: v.string(),
});
export type Money = v.InferOutput<typeof Money>;

// ---------------------------------------------------------------------------------------------
// Passenger mix (shared with the UI's passenger selector)

const PassengerCountsEntries = {
  adults: Count(1, 'errors.min_adults'),
  children: Count(0, 'errors.out_of_range'),
  infants: Count(0, 'errors.out_of_range'),
};

type Party = { adults: number; children: number; infants: number };
/** Seated passengers (adults + children) ≤ 9; reported on `children`. */
// Ten adults is already the adults field's error; don't repeat it on children.
const seatsFit = (p: Party) =>
  p.adults > MAX_SEATED_PASSENGERS || p.adults + p.children <= MAX_SEATED_PASSENGERS;
/** Each infant sits on an adult's lap; reported on `infants`. */
const lapsFit = (p: Party) => p.infants <= p.adults;

/** `{ adults 1–9, children, infants }` with seats ≤ 9 and infants ≤ adults. */
export const PassengerCounts = v.pipe(
  v.object(PassengerCountsEntries, required),
  v.forward(v.partialCheck([['adults'], ['children']], seatsFit, 'errors.too_many_passengers'), ['children']),
  v.forward(v.partialCheck([['adults'], ['infants']], lapsFit, 'errors.infants_exceed_adults'), ['infants']),
);
export type PassengerCounts = v.InferOutput<typeof PassengerCounts>;

// ---------------------------------------------------------------------------------------------
// Airports

export const AirportsRequest = v.object({});

export const Airport = v.object({
  code: v.string(),
  name: Localized,
  city: Localized,
  country: v.string(),
  timeZone: v.string(),
});
export type Airport = v.InferOutput<typeof Airport>;
export const AirportList = v.array(Airport);

// ---------------------------------------------------------------------------------------------
// Search

export const SearchFlightsRequest = v.pipe(
  v.object(
    {
      origin: Iata,
      destination: Iata,
      departDate: IsoDate,
      returnDate: v.optional(IsoDate),
      ...PassengerCountsEntries,
      currency: Currency,
    },
    required,
  ),
  v.forward(
    v.partialCheck([['origin'], ['destination']], (r) => r.origin !== r.destination, 'errors.same_airport'),
    ['destination'],
  ),
  v.forward(
    v.partialCheck(
      [['departDate'], ['returnDate']],
      (r) => r.returnDate === undefined || r.returnDate >= r.departDate,
      'errors.return_before_departure',
    ),
    ['returnDate'],
  ),
  v.forward(v.partialCheck([['adults'], ['children']], seatsFit, 'errors.too_many_passengers'), ['children']),
  v.forward(v.partialCheck([['adults'], ['infants']], lapsFit, 'errors.infants_exceed_adults'), ['infants']),
);
export type SearchFlightsRequest = v.InferInput<typeof SearchFlightsRequest>;

export const PriceLine = v.object({
  /** `base_fare`, `taxes`, `fees`, `infant_fee`. */
  code: v.string(),
  passengerType: v.optional(v.picklist(['adult', 'child', 'infant'])),
  amount: v.pipe(v.number(), v.integer()),
});
export type PriceLine = v.InferOutput<typeof PriceLine>;

export const FareConditions = v.object({
  changeable: v.boolean(),
  /** Per passenger, in the offer's currency; null when changes are free or not allowed. */
  changeFee: v.nullable(Money),
  refundable: v.boolean(),
  checkedBags: v.number(),
  /** Cabin bags (10 kg) included per seated passenger. */
  cabinBags: v.number(),
  seatCategory: v.picklist(SEAT_CATEGORIES),
});
export type FareConditions = v.InferOutput<typeof FareConditions>;

export const FareOption = v.object({
  family: v.picklist(FARE_FAMILIES),
  /** Signed, immutable priced snapshot: pass it to `POST /api/holds`. */
  offerId: v.string(),
  expiresAt: v.string(),
  /** Whole party, whole journey; always the sum of `lines`. */
  total: Money,
  lines: v.array(PriceLine),
  /** Present only when few seats are left (≤ 9), else null. */
  seatsLeft: v.nullable(v.number()),
  conditions: FareConditions,
});
export type FareOption = v.InferOutput<typeof FareOption>;

export const Segment = v.object({
  flightNumber: v.string(),
  origin: v.string(),
  destination: v.string(),
  departureUtc: v.string(),
  departureTimeZone: v.string(),
  arrivalUtc: v.string(),
  arrivalTimeZone: v.string(),
  aircraft: v.string(),
});
export type Segment = v.InferOutput<typeof Segment>;

export const Journey = v.object({
  key: v.string(),
  segments: v.array(Segment),
  durationMinutes: v.number(),
  stops: v.number(),
  fares: v.array(FareOption),
});
export type Journey = v.InferOutput<typeof Journey>;

export const SearchFlightsResponse = v.object({
  outbound: v.array(Journey),
  inbound: v.nullable(v.array(Journey)),
});
export type SearchFlightsResponse = v.InferOutput<typeof SearchFlightsResponse>;

// ---------------------------------------------------------------------------------------------
// Low-fare calendar

export const FareCalendarRequest = v.pipe(
  v.object(
    {
      origin: Iata,
      destination: Iata,
      from: IsoDate,
      days: v.pipe(
        v.number(required),
        v.integer('errors.invalid_type'),
        v.minValue(1, 'errors.out_of_range'),
        v.maxValue(31, 'errors.out_of_range'),
      ),
      ...PassengerCountsEntries,
      currency: Currency,
    },
    required,
  ),
  v.forward(
    v.partialCheck([['origin'], ['destination']], (r) => r.origin !== r.destination, 'errors.same_airport'),
    ['destination'],
  ),
  v.forward(v.partialCheck([['adults'], ['children']], seatsFit, 'errors.too_many_passengers'), ['children']),
  v.forward(v.partialCheck([['adults'], ['infants']], lapsFit, 'errors.infants_exceed_adults'), ['infants']),
);
export type FareCalendarRequest = v.InferInput<typeof FareCalendarRequest>;

/**
 * A day's lowest total for the whole party (every passenger, taxes and fees) over every journey and
 * fare family the search would offer that day, with the family it is for and what that family
 * includes; all three are null on a day with nothing to sell (no flights, no seats, or past).
 */
export const FareCalendarDay = v.object({
  date: v.string(),
  minTotal: v.nullable(Money),
  family: v.nullable(v.picklist(FARE_FAMILIES)),
  conditions: v.nullable(FareConditions),
});
export type FareCalendarDay = v.InferOutput<typeof FareCalendarDay>;
export const FareCalendarResponse = v.array(FareCalendarDay);

/**
 * A destination page's "from" price: one adult's cheapest total on the route over the coming weeks,
 * as the low-fare calendar prices it (decision 125). The server picks the days, never the page.
 */
export const LowestFareRequest = v.object(
  {
    origin: Iata,
    destination: Iata,
    currency: Currency,
  },
  required,
);
export type LowestFareRequest = v.InferInput<typeof LowestFareRequest>;

export const LowestFareResponse = v.object({
  origin: v.string(),
  destination: v.string(),
  /** Null when nothing is bookable in the window. */
  lowest: v.nullable(v.object({ date: v.string(), total: Money })),
});
export type LowestFareResponse = v.InferOutput<typeof LowestFareResponse>;

// ---------------------------------------------------------------------------------------------
// Holds

export const CreateHoldRequest = v.object(
  {
    offerIds: v.pipe(
      v.array(
        v.pipe(v.string(required), v.minLength(1, required), v.maxLength(8192, 'errors.invalid_offer')),
        required,
      ),
      v.minLength(1, required),
      v.maxLength(2, 'errors.out_of_range'),
    ),
    idempotencyKey: v.optional(
      v.pipe(v.string(), v.minLength(8, 'errors.invalid'), v.maxLength(100, 'errors.invalid')),
    ),
  },
  required,
);
export type CreateHoldRequest = v.InferInput<typeof CreateHoldRequest>;

/** One held offer: the journey and fare exactly as priced. */
export const HeldJourney = v.object({
  direction: v.picklist(['outbound', 'inbound']),
  segments: v.array(Segment),
  durationMinutes: v.number(),
  family: v.picklist(FARE_FAMILIES),
  total: Money,
  lines: v.array(PriceLine),
  conditions: FareConditions,
});
export type HeldJourney = v.InferOutput<typeof HeldJourney>;

export const Hold = v.object({
  holdId: v.string(),
  status: v.picklist(['active', 'expired', 'released', 'sold']),
  expiresAt: v.string(),
  /** Sum of the journeys' totals. */
  total: Money,
  passengers: v.object({ adults: v.number(), children: v.number(), infants: v.number() }),
  journeys: v.array(HeldJourney),
});
export type Hold = v.InferOutput<typeof Hold>;

export const GetHoldRequest = v.object(
  { holdId: v.pipe(v.string(required), v.uuid('errors.invalid')) },
  required,
);
// Releasing names the hold exactly as reading it does.
export const ReleaseHoldRequest = v.object(GetHoldRequest.entries, required);
export const ReleaseHoldResponse = v.object({ released: v.literal(true) });
