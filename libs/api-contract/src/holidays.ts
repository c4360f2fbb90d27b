import * as v from 'valibot';
import { IsoDayField } from './fields.ts';
import {
  Currency,
  FARE_FAMILIES,
  Iata,
  Localized,
  MAX_SEATED_PASSENGERS,
  Money,
  PriceLine,
  Segment,
} from './search.ts';

/**
 * Issue 19: holiday packages, a return flight and a hotel stay sold as one product at one total.
 * Money is `{ amount (integer minor units), currency }`, taxes always included (decision 130).
 */

export const BOARD_TYPES = ['room_only', 'breakfast', 'half_board', 'all_inclusive'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

/** Rooms one package search may ask for. */
export const MAX_ROOMS = 4;
/** Nights one package may last. */
export const MAX_NIGHTS = 21;
/** Beds (adults and children) the largest room type of the network offers. */
export const MAX_ROOM_OCCUPANTS = 5;

const required = 'errors.required';

const RoomCount = (min: number, minKey: string, max: number) =>
  v.pipe(
    v.number(required),
    v.integer('errors.invalid_type'),
    v.minValue(min, minKey),
    v.maxValue(max, 'errors.out_of_range'),
  );

type Room = { adults: number; children: number; infants: number };

/** Who sleeps in one room; keys as the flight search's, so the form shows the same messages. */
export const RoomOccupancy = v.pipe(
  v.object(
    {
      adults: RoomCount(1, 'errors.min_adults', MAX_ROOM_OCCUPANTS),
      children: RoomCount(0, 'errors.out_of_range', MAX_ROOM_OCCUPANTS - 1),
      infants: RoomCount(0, 'errors.out_of_range', 2),
    },
    required,
  ),
  // Beds are shared: reported on `children`, the count that tipped it over.
  v.forward(
    v.partialCheck(
      [['adults'], ['children']],
      (r: Room) => r.adults + r.children <= MAX_ROOM_OCCUPANTS,
      'errors.out_of_range',
    ),
    ['children'],
  ),
  // An infant flies on an adult's lap, so each room's infants need their own adults.
  v.forward(
    v.partialCheck(
      [['adults'], ['infants']],
      (r: Room) => r.infants <= r.adults,
      'errors.infants_exceed_adults',
    ),
    ['infants'],
  ),
);
export type RoomOccupancy = v.InferOutput<typeof RoomOccupancy>;

/** Everyone in the rooms flies together: the flight's nine-seat limit applies to the whole party. */
const seatsFit = (rooms: Room[]) =>
  rooms.reduce((sum, r) => sum + r.adults + r.children, 0) <= MAX_SEATED_PASSENGERS;

export const PackageSearchRequest = v.pipe(
  v.object(
    {
      origin: Iata,
      destination: Iata,
      departDate: IsoDayField('errors.invalid_date', required),
      nights: RoomCount(1, 'errors.out_of_range', MAX_NIGHTS),
      rooms: v.pipe(
        v.array(RoomOccupancy, required),
        v.minLength(1, required),
        v.maxLength(MAX_ROOMS, 'errors.out_of_range'),
        v.check(seatsFit, 'errors.too_many_passengers'),
      ),
      board: v.optional(v.picklist(BOARD_TYPES, 'errors.invalid')),
      currency: Currency,
    },
    required,
  ),
  v.forward(
    v.partialCheck([['origin'], ['destination']], (r) => r.origin !== r.destination, 'errors.same_airport'),
    ['destination'],
  ),
);
export type PackageSearchRequest = v.InferInput<typeof PackageSearchRequest>;

/** The cheapest fare of one direction, with the signed offer that books it. */
export const PackageFlight = v.object({
  offerId: v.string(),
  family: v.picklist(FARE_FAMILIES),
  total: Money,
  segments: v.array(Segment),
});
export type PackageFlight = v.InferOutput<typeof PackageFlight>;

/** One board at one hotel for the whole party: flights, rooms, board and local taxes. */
export const PackageOffer = v.object({
  board: v.picklist(BOARD_TYPES),
  /** Always the sum of `lines`. */
  total: Money,
  /** `total` over the adults and children, rounded up: never below what the party pays. */
  perPerson: Money,
  /** `flight_outbound`, `flight_inbound`, `room_nights`, `board`, `tourist_tax`. */
  lines: v.array(PriceLine),
});
export type PackageOffer = v.InferOutput<typeof PackageOffer>;

export const HotelPackage = v.object({
  hotelId: v.string(),
  name: v.string(),
  stars: v.number(),
  area: Localized,
  description: Localized,
  /** Codes the page names in the visitor's language. */
  amenities: v.array(v.string()),
  imagePath: v.string(),
  /** The room type given to each requested room, in the request's order. */
  rooms: v.array(v.object({ roomTypeId: v.string(), name: Localized })),
  /** One per board the hotel sells (or the one asked for), cheapest first. */
  offers: v.array(PackageOffer),
});
export type HotelPackage = v.InferOutput<typeof HotelPackage>;

export const PackageSearchResponse = v.object({
  /** The local day the outbound lands: the first night of the stay. */
  checkIn: v.nullable(v.string()),
  checkOut: v.nullable(v.string()),
  /** Null when either direction has nothing to sell; `hotels` is then empty. */
  flights: v.nullable(v.object({ outbound: PackageFlight, inbound: PackageFlight })),
  /** Cheapest package first. */
  hotels: v.array(HotelPackage),
});
export type PackageSearchResponse = v.InferOutput<typeof PackageSearchResponse>;
