import type { Db } from '@skybook/db';
import {
  DomainError,
  type FareCalendarDay,
  type FareOption,
  type Journey,
  type LowestFareResponse,
  type SearchFlightsResponse,
} from '@skybook/api-contract';
import { buildJourneys, type BuiltJourney, type Leg } from './connections.ts';
import { signOffer } from './offer-token.server.ts';
import { convertEurMinor, priceJourney, type Party } from './pricing.ts';
import { routeKey, type FareFamilyRow, type ReferenceData } from './reference-data.server.ts';
import type { SearchCache } from './search-cache.server.ts';
import { readScheduleLegs, type ScheduleLeg } from './search-legs.server.ts';
import { addDays, localDate } from './time-zones.ts';

export interface SearchContext {
  db: Db;
  ref: ReferenceData;
  offerSecret: string;
  now: Date;
  offerTtlMs: number;
  cache: SearchCache;
}

/** Flights leaving sooner than this are no longer sold. */
const SALES_CUTOFF_MS = 60 * 60_000;
/** Seats left are shown only when this few remain. */
const FEW_SEATS = 9;
/** Enough choice for a day without flooding the page on a scaled network. */
const MAX_JOURNEYS_PER_DAY = 30;

function toLeg(ref: ReferenceData, r: ScheduleLeg, available: number): Leg | null {
  const route = ref.routes.get(routeKey(r.origin, r.destination));
  if (!route) return null;
  return {
    id: r.id,
    flightNumber: r.flightNumber,
    origin: r.origin,
    destination: r.destination,
    departureDate: r.departureDate,
    departureUtc: r.departureUtc,
    departureTimeZone: r.departureTimeZone,
    arrivalUtc: r.arrivalUtc,
    arrivalTimeZone: r.arrivalTimeZone,
    aircraft: ref.aircraftNames.get(r.aircraftCode) ?? r.aircraftCode,
    available,
    baseFareEur: route.baseFareEur,
    taxesEur: route.taxesEur,
    priceFactor: r.priceFactor,
  };
}

const DAY_MS = 86_400_000;

/**
 * Journeys `origin → destination` leaving on local days `from`–`to`, grouped by that day. The
 * schedule legs come from the cache (or one statement); their seats left are read live on every
 * call; `buildJourneys` applies the exact connection rules.
 */
async function journeysBetween(
  ctx: SearchContext,
  origin: string,
  destination: string,
  from: string,
  to: string,
) {
  const hubs = ctx.ref.hubs.filter((h) => h !== origin && h !== destination);
  // Local days span UTC−12…+14; a connection may leave up to 24 h after a long flight lands.
  const lo = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
  const hi = new Date(Date.parse(`${to}T00:00:00Z`) + 4 * DAY_MS);
  const schedule = await ctx.cache.legs.get(`${origin}|${destination}|${from}|${to}|${hubs.join(',')}`, () =>
    readScheduleLegs(ctx.db, { origin, destination, hubs }, { from, to, lo, hi }),
  );
  const cutoff = ctx.now.getTime() + SALES_CUTOFF_MS;
  // Flights leaving within the hour are no longer sold as a first leg.
  const candidates = schedule.filter((r) => r.origin !== origin || r.departureUtc.getTime() > cutoff);
  const seatsLeft = await ctx.cache.seats(
    ctx.db,
    candidates.map((r) => r.id),
  );
  const legs: Leg[] = [];
  for (const r of candidates) {
    const available = seatsLeft.get(r.id);
    const leg = available === undefined ? null : toLeg(ctx.ref, r, available);
    if (leg) legs.push(leg);
  }
  const firstLegs = legs.filter(
    (l) => l.origin === origin && l.departureDate >= from && l.departureDate <= to,
  );
  const secondLegs = legs.filter((l) => l.origin !== origin);
  const byDay = new Map<string, BuiltJourney[]>();
  for (const journey of buildJourneys(origin, destination, firstLegs, secondLegs)) {
    const list = byDay.get(journey.departureDate) ?? [];
    list.push(journey);
    byDay.set(journey.departureDate, list);
  }
  return byDay;
}

function rateOf(ctx: SearchContext, currency: string): number {
  const rate = ctx.ref.rates.get(currency);
  if (rate === undefined)
    throw new DomainError(400, 'errors.validation', { currency: 'errors.invalid_currency' });
  return rate;
}

export function conditionsOf(
  family: FareFamilyRow,
  currency: string,
  rate: number,
): FareOption['conditions'] {
  return {
    changeable: family.changeable,
    changeFee:
      family.changeFeeEur === null ? null : { amount: convertEurMinor(family.changeFeeEur, rate), currency },
    refundable: family.refundable,
    checkedBags: family.checkedBags,
    cabinBags: family.cabinBags,
    seatCategory: family.seatCategory,
  };
}

function toJourney(
  ctx: SearchContext,
  built: BuiltJourney,
  direction: 'outbound' | 'inbound',
  party: Party,
  currency: string,
): Journey {
  const rate = rateOf(ctx, currency);
  const expiresAt = ctx.now.getTime() + ctx.offerTtlMs;
  const fares = ctx.ref.fareFamilies.map((family): FareOption => {
    const price = priceJourney(built.legs, family, party, currency, rate);
    const conditions = conditionsOf(family, currency, rate);
    const offerId = signOffer(
      {
        direction,
        flights: built.legs.map((l) => l.id),
        family: family.code,
        party,
        currency,
        total: price.total,
        lines: price.lines,
        conditions: { ...conditions, changeFee: conditions.changeFee?.amount ?? null },
        expiresAt,
      },
      ctx.offerSecret,
    );
    return {
      family: family.code,
      offerId,
      expiresAt: new Date(expiresAt).toISOString(),
      total: { amount: price.total, currency },
      lines: price.lines,
      seatsLeft: built.available <= FEW_SEATS ? built.available : null,
      conditions,
    };
  });
  return {
    key: built.key,
    segments: built.legs.map((l) => ({
      flightNumber: l.flightNumber,
      origin: l.origin,
      destination: l.destination,
      departureUtc: l.departureUtc.toISOString(),
      departureTimeZone: l.departureTimeZone,
      arrivalUtc: l.arrivalUtc.toISOString(),
      arrivalTimeZone: l.arrivalTimeZone,
      aircraft: l.aircraft,
    })),
    durationMinutes: built.durationMinutes,
    stops: built.legs.length - 1,
    fares,
  };
}

/** The journeys a search offers the party on one day: seats for everyone, at most a page of them. */
const offered = (journeys: readonly BuiltJourney[], party: Party) =>
  journeys.filter((j) => j.available >= party.adults + party.children).slice(0, MAX_JOURNEYS_PER_DAY);

function checkAirports(ctx: SearchContext, origin: string, destination: string) {
  const fields: Record<string, string> = {};
  if (!ctx.ref.byCode.has(origin)) fields['origin'] = 'errors.invalid_airport';
  if (!ctx.ref.byCode.has(destination)) fields['destination'] = 'errors.invalid_airport';
  if (Object.keys(fields).length > 0) throw new DomainError(400, 'errors.validation', fields);
}

/** Today at the airport: "in the past" is judged by the traveller's local calendar. */
const todayAt = (ctx: SearchContext, airport: string) =>
  localDate(ctx.now, ctx.ref.byCode.get(airport)!.timeZone);

export interface SearchInput extends Party {
  origin: string;
  destination: string;
  departDate: string;
  returnDate?: string | undefined;
  currency: string;
}

export async function searchFlights(ctx: SearchContext, input: SearchInput): Promise<SearchFlightsResponse> {
  checkAirports(ctx, input.origin, input.destination);
  rateOf(ctx, input.currency);
  const fields: Record<string, string> = {};
  if (input.departDate < todayAt(ctx, input.origin)) fields['departDate'] = 'errors.date_in_past';
  if (input.returnDate !== undefined && input.returnDate < todayAt(ctx, input.destination))
    fields['returnDate'] = 'errors.date_in_past';
  if (Object.keys(fields).length > 0) throw new DomainError(400, 'errors.validation', fields);

  const party: Party = { adults: input.adults, children: input.children, infants: input.infants };
  const day = async (
    origin: string,
    destination: string,
    date: string,
    direction: 'outbound' | 'inbound',
  ) => {
    const journeys = (await journeysBetween(ctx, origin, destination, date, date)).get(date) ?? [];
    return offered(journeys, party).map((j) => toJourney(ctx, j, direction, party, input.currency));
  };
  const [outbound, inbound] = await Promise.all([
    day(input.origin, input.destination, input.departDate, 'outbound'),
    input.returnDate === undefined ? null : day(input.destination, input.origin, input.returnDate, 'inbound'),
  ]);
  return { outbound, inbound };
}

export interface CalendarInput extends Party {
  origin: string;
  destination: string;
  from: string;
  days: number;
  currency: string;
}

/**
 * Per day, the cheapest offer the search would make that day: the lowest total for the whole party
 * over the same journeys and every fare family, with that family and its conditions. Families are
 * all priced rather than assuming the lowest multiplier wins, so a pricing rule that ever breaks
 * that order cannot make the calendar promise a price the search does not offer.
 */
export async function fareCalendar(ctx: SearchContext, input: CalendarInput): Promise<FareCalendarDay[]> {
  checkAirports(ctx, input.origin, input.destination);
  const rate = rateOf(ctx, input.currency);
  const party: Party = { adults: input.adults, children: input.children, infants: input.infants };
  const to = addDays(input.from, input.days - 1);
  const byDay = await journeysBetween(ctx, input.origin, input.destination, input.from, to);
  const result: FareCalendarDay[] = [];
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.from, i);
    let best: { total: number; family: FareFamilyRow } | null = null;
    for (const journey of offered(byDay.get(date) ?? [], party)) {
      for (const family of ctx.ref.fareFamilies) {
        const total = priceJourney(journey.legs, family, party, input.currency, rate).total;
        if (best === null || total < best.total) best = { total, family };
      }
    }
    result.push(
      best === null
        ? { date, minTotal: null, family: null, conditions: null }
        : {
            date,
            minTotal: { amount: best.total, currency: input.currency },
            family: best.family.code,
            conditions: conditionsOf(best.family, input.currency, rate),
          },
    );
  }
  return result;
}

/** How far ahead a destination's "from" price looks: the calendar's longest window. */
const LOWEST_FARE_DAYS = 31;

/**
 * One adult's cheapest day on a route from today (the origin's date) over the calendar's window:
 * the low-fare calendar's own prices, so the "from" on a destination page is a fare the search
 * shows on that day (decision 125).
 */
export async function lowestFare(
  ctx: SearchContext,
  input: { origin: string; destination: string; currency: string },
): Promise<LowestFareResponse> {
  const origin = ctx.ref.airports.find((a) => a.code === input.origin);
  const from = localDate(ctx.now, origin?.timeZone ?? 'UTC');
  const days = await fareCalendar(ctx, {
    ...input,
    from,
    days: LOWEST_FARE_DAYS,
    adults: 1,
    children: 0,
    infants: 0,
  });
  let lowest: LowestFareResponse['lowest'] = null;
  for (const day of days) {
    if (day.minTotal && (!lowest || day.minTotal.amount < lowest.total.amount))
      lowest = { date: day.date, total: day.minTotal };
  }
  return { origin: input.origin, destination: input.destination, lowest };
}
