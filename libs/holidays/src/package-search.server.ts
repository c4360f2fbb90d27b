import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { schema, type Db } from '@skybook/db';
import {
  BOARD_TYPES,
  DomainError,
  PackageSearchRequest,
  fieldErrors,
  type BoardType,
  type HotelPackage,
  type Journey,
  type PackageFlight,
  type PackageSearchResponse,
} from '@skybook/api-contract';
import { addDays, localDate, type Inventory } from '@skybook/inventory';
import { boardKey, readStay, type HotelRow, type StayRows } from './hotel-rows.server.ts';
import { assignRooms, type Occupancy, type RoomTypeOffer } from './room-assignment.ts';
import { pricePackage, type StayNight } from './stay-price.ts';

export interface PackageSearchDeps {
  db: Db;
  /** The flight search itself: packages reuse its prices and offers, never re-derive them. */
  inventory: Pick<Inventory, 'searchFlights'>;
}

const localized = (en: string, es: string, pt: string) => ({ en, es, pt });

/** The cheapest fare of any journey of one direction, or null when nothing is for sale. */
function cheapest(journeys: readonly Journey[]): PackageFlight | null {
  let best: PackageFlight | null = null;
  for (const journey of journeys) {
    for (const fare of journey.fares) {
      if (!best || fare.total.amount < best.total.amount)
        best = { offerId: fare.offerId, family: fare.family, total: fare.total, segments: journey.segments };
    }
  }
  return best;
}

async function microRateOf(db: Db, currency: string): Promise<number> {
  const [row] = await db
    .select({ rate: schema.exchangeRates.microUnitsPerEurMinor })
    .from(schema.exchangeRates)
    .where(eq(schema.exchangeRates.currency, currency));
  if (!row) throw new DomainError(400, 'errors.validation', { currency: 'errors.invalid_currency' });
  return row.rate;
}

/** One hotel's packages, or null when it cannot take every room for every night. */
function hotelPackage(
  hotel: HotelRow,
  stay: StayRows,
  rooms: readonly Occupancy[],
  nights: number,
  boards: readonly BoardType[],
  price: { outbound: number; inbound: number; currency: string; microRate: number },
): HotelPackage | null {
  const types = stay.roomTypes.filter((t) => t.hotelId === hotel.id);
  const offers: RoomTypeOffer[] = [];
  for (const t of types) {
    const list = stay.roomNights.get(t.id) ?? [];
    // A room type without a row for some night is not sold for this stay.
    if (list.length !== nights) continue;
    offers.push({
      ...t,
      free: Math.min(...list.map((n) => n.free)),
      stayEur: list.reduce((sum, n) => sum + n.rateEur, 0),
    });
  }
  const chosen = assignRooms(offers, rooms);
  if (!chosen) return null;
  const packages = boards.flatMap((board) => {
    const boardNights = stay.boardNights.get(boardKey(hotel.id, board)) ?? [];
    if (boardNights.length !== nights) return [];
    const stayNights: StayNight[] = boardNights.map((b, i) => ({
      roomEur: chosen.map((id) => stay.roomNights.get(id)![i]!.rateEur),
      boardAdultEur: b.adultEur,
      boardChildEur: b.childEur,
    }));
    const priced = pricePackage({
      rooms,
      nights: stayNights,
      touristTaxEur: hotel.touristTaxEur,
      flights: { outbound: price.outbound, inbound: price.inbound },
      microRate: price.microRate,
    });
    return [
      {
        board,
        total: { amount: priced.total, currency: price.currency },
        perPerson: { amount: priced.perPerson, currency: price.currency },
        lines: priced.lines,
      },
    ];
  });
  if (packages.length === 0) return null;
  packages.sort((a, b) => a.total.amount - b.total.amount);
  const typeById = new Map(types.map((t) => [t.id, t]));
  return {
    hotelId: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    area: localized(hotel.areaEn, hotel.areaEs, hotel.areaPt),
    description: localized(hotel.descriptionEn, hotel.descriptionEs, hotel.descriptionPt),
    amenities: hotel.amenities,
    imagePath: hotel.imagePath,
    rooms: chosen.map((id) => {
      const t = typeById.get(id)!;
      return { roomTypeId: id, name: localized(t.nameEn, t.nameEs, t.namePt) };
    }),
    offers: packages,
  };
}

/**
 * Hotels at the destination priced as packages for the whole party: the cheapest outbound and
 * return fares the flight search offers, plus rooms, board and local taxes for every night. The stay
 * starts on the local day the outbound lands, so an overnight flight never pays for an empty night.
 */
export async function searchPackages(
  deps: PackageSearchDeps,
  input: unknown,
): Promise<PackageSearchResponse> {
  const parsed = v.safeParse(PackageSearchRequest, input);
  if (!parsed.success) throw new DomainError(400, 'errors.validation', fieldErrors(parsed.issues));
  const request = parsed.output;
  const party = {
    adults: request.rooms.reduce((sum, r) => sum + r.adults, 0),
    children: request.rooms.reduce((sum, r) => sum + r.children, 0),
    infants: request.rooms.reduce((sum, r) => sum + r.infants, 0),
  };
  const none: PackageSearchResponse = { checkIn: null, checkOut: null, flights: null, hotels: [] };
  const outboundSearch = await deps.inventory.searchFlights({
    origin: request.origin,
    destination: request.destination,
    departDate: request.departDate,
    ...party,
    currency: request.currency,
  });
  const outbound = cheapest(outboundSearch.outbound);
  if (!outbound) return none;
  const landing = outbound.segments.at(-1)!;
  const checkIn = localDate(new Date(landing.arrivalUtc), landing.arrivalTimeZone);
  const checkOut = addDays(checkIn, request.nights);
  const [inboundSearch, stay, microRate] = await Promise.all([
    deps.inventory.searchFlights({
      origin: request.destination,
      destination: request.origin,
      departDate: checkOut,
      ...party,
      currency: request.currency,
    }),
    readStay(deps.db, request.destination, checkIn, checkOut),
    microRateOf(deps.db, request.currency),
  ]);
  const inbound = cheapest(inboundSearch.outbound);
  if (!inbound) return { ...none, checkIn, checkOut };
  const boards = request.board ? [request.board] : BOARD_TYPES;
  const price = {
    outbound: outbound.total.amount,
    inbound: inbound.total.amount,
    currency: request.currency,
    microRate,
  };
  const hotels = stay.hotels
    .map((hotel) => hotelPackage(hotel, stay, request.rooms, request.nights, boards, price))
    .filter((h): h is HotelPackage => h !== null)
    .sort(
      (a, b) => a.offers[0]!.total.amount - b.offers[0]!.total.amount || a.hotelId.localeCompare(b.hotelId),
    );
  return { checkIn, checkOut, flights: { outbound, inbound }, hotels };
}
