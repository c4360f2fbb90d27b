/**
 * Fare arithmetic in integer minor units. Amounts are worked out per passenger in EUR,
 * each per-passenger amount is converted and rounded once, then multiplied by the number
 * of passengers of that type: every line is an integer and the total is their exact sum.
 */

export type PassengerType = 'adult' | 'child' | 'infant';

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

export interface PriceLine {
  code: 'base_fare' | 'taxes' | 'fees' | 'infant_fee';
  passengerType: PassengerType;
  amount: number;
}

export interface Price {
  currency: string;
  total: number;
  lines: PriceLine[];
}

/** One flight of a journey as pricing sees it (EUR minor units). */
export interface PricedLeg {
  baseFareEur: number;
  taxesEur: number;
  /** Demand factor of the dated flight, percent. */
  priceFactor: number;
}

export interface FareRule {
  /** Percent of the route's fare this family costs. */
  priceMultiplier: number;
}

/** A child pays this percent of the adult base fare (taxes and fees in full). */
export const CHILD_BASE_PERCENT = 75;
/** Infants on a lap pay a fixed fee per flight, no seat, no taxes. */
export const INFANT_FEE_EUR_PER_LEG = 4_500;
/** Booking fee per seated passenger per journey. */
export const SERVICE_FEE_EUR = 1_200;

/** Exact integer conversion: `microRate` minor units of the currency per EUR minor unit × 10⁶, half up. */
export function convertEurMinor(eurMinor: number, microRate: number): number {
  if (!Number.isSafeInteger(eurMinor) || !Number.isSafeInteger(microRate) || microRate <= 0) {
    throw new RangeError(`bad amount ${eurMinor} or rate ${microRate}`);
  }
  const scaled = BigInt(eurMinor) * BigInt(microRate);
  const sign = scaled < 0n ? -1n : 1n;
  const rounded = ((scaled * sign + 500_000n) / 1_000_000n) * sign;
  return Number(rounded);
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** Per-passenger amounts in EUR for one fare family on one journey. */
export function unitAmountsEur(legs: readonly PricedLeg[], fare: FareRule) {
  const adultBase = legs.reduce(
    (sum, leg) => sum + percentOf(percentOf(leg.baseFareEur, fare.priceMultiplier), leg.priceFactor),
    0,
  );
  return {
    adultBase,
    childBase: percentOf(adultBase, CHILD_BASE_PERCENT),
    taxes: legs.reduce((sum, leg) => sum + leg.taxesEur, 0),
    fees: SERVICE_FEE_EUR,
    infantFee: INFANT_FEE_EUR_PER_LEG * legs.length,
  };
}

/** The party's price for one journey and fare family in `currency` at `microRate`. */
export function priceJourney(
  legs: readonly PricedLeg[],
  fare: FareRule,
  party: Party,
  currency: string,
  microRate: number,
): Price {
  const unit = unitAmountsEur(legs, fare);
  const conv = (eur: number) => convertEurMinor(eur, microRate);
  const lines: PriceLine[] = [];
  const add = (
    code: PriceLine['code'],
    passengerType: PassengerType,
    count: number,
    eurPerPassenger: number,
  ) => {
    if (count > 0) lines.push({ code, passengerType, amount: conv(eurPerPassenger) * count });
  };
  add('base_fare', 'adult', party.adults, unit.adultBase);
  add('taxes', 'adult', party.adults, unit.taxes);
  add('fees', 'adult', party.adults, unit.fees);
  add('base_fare', 'child', party.children, unit.childBase);
  add('taxes', 'child', party.children, unit.taxes);
  add('fees', 'child', party.children, unit.fees);
  add('infant_fee', 'infant', party.infants, unit.infantFee);
  return { currency, total: sumLines(lines), lines };
}

export function sumLines(lines: readonly { amount: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
