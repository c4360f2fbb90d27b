import { DomainError, type FareFamily, type HeldJourney, type SeatCategory } from '@skybook/api-contract';
import { verifyOffer, type OfferSnapshot } from './offer-token.server.ts';
import { sumLines } from './pricing.ts';
import type { FlightRow } from './flight-rows.server.ts';
import type { HoldSnapshot } from './hold-read.server.ts';

/** The offer secrets a hold checks against: the current one and, during a rotation, the previous. */
export interface OfferSecrets {
  offerSecret: string;
  previousOfferSecret?: string | undefined;
  now: Date;
}

/** The 1–2 offers of a hold, verified and matched (same party and currency, one per direction), outbound first. */
export function verifyAll(ctx: OfferSecrets, offerIds: readonly string[]): OfferSnapshot[] {
  const offers: OfferSnapshot[] = [];
  for (const [i, token] of offerIds.entries()) {
    const result = verifyOffer(
      token,
      ctx.previousOfferSecret ? [ctx.offerSecret, ctx.previousOfferSecret] : ctx.offerSecret,
      ctx.now,
    );
    if (!result.ok && result.reason === 'expired')
      throw new DomainError(410, 'errors.offer_expired', { [`offerIds.${i}`]: 'errors.offer_expired' });
    if (!result.ok)
      throw new DomainError(400, 'errors.validation', { [`offerIds.${i}`]: 'errors.invalid_offer' });
    offers.push(result.offer);
  }
  const [first, second] = offers as [OfferSnapshot, OfferSnapshot | undefined];
  if (second) {
    const sameParty =
      JSON.stringify(first.party) === JSON.stringify(second.party) && first.currency === second.currency;
    if (!sameParty || first.direction === second.direction) {
      throw new DomainError(400, 'errors.validation', { 'offerIds.1': 'errors.offers_mismatch' });
    }
  }
  return offers.sort((a, b) => (a.direction === b.direction ? 0 : a.direction === 'outbound' ? -1 : 1));
}

/** What the hold freezes: the journeys, passengers and total the client was shown. */
export function snapshotOf(offers: OfferSnapshot[], flights: Map<number, FlightRow>): HoldSnapshot {
  const currency = offers[0]!.currency;
  const journeys = offers.map((o): HeldJourney => {
    const segments = o.flights.map((id) => {
      const f = flights.get(id)!;
      return {
        flightNumber: f.flightNumber,
        origin: f.origin,
        destination: f.destination,
        departureUtc: f.departureUtc.toISOString(),
        departureTimeZone: f.departureTimeZone,
        arrivalUtc: f.arrivalUtc.toISOString(),
        arrivalTimeZone: f.arrivalTimeZone,
        aircraft: f.aircraft,
      };
    });
    return {
      direction: o.direction,
      segments,
      durationMinutes: Math.round(
        (Date.parse(segments.at(-1)!.arrivalUtc) - Date.parse(segments[0]!.departureUtc)) / 60_000,
      ),
      family: o.family as FareFamily,
      total: { amount: o.total, currency },
      lines: o.lines,
      conditions: {
        ...o.conditions,
        seatCategory: o.conditions.seatCategory as SeatCategory,
        changeFee: o.conditions.changeFee === null ? null : { amount: o.conditions.changeFee, currency },
      },
    };
  });
  return {
    total: { amount: sumLines(journeys.map((j) => j.total)), currency },
    passengers: offers[0]!.party,
    journeys,
  };
}
