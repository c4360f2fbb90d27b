import { convertEurMinor } from '@skybook/inventory';

/**
 * Spec §3 default seat prices per category, EUR minor units. The server owns this table (the
 * seat-map UI lib only displays what the server answers).
 */
export const SEAT_PRICES_EUR: Readonly<Record<string, number>> = {
  SXL: 6_000,
  STUR: 10_900,
  STC1: 0,
  STC2: 2_000,
  STC3: 2_500,
  STC4: 5_000,
  STC5: 3_500,
  STC6: 3_000,
  SBUS: 30_000,
};

/**
 * What a seat of `category` costs a passenger of a fare family, in the order's currency: the
 * family's own seat category is included (0), any other at the category's price. The one place
 * both the seat map's quote and holding a seat read, so what is shown is what is charged.
 */
export function seatPriceOf(category: string, fare: { seatCategory: string }, microRate: number): number {
  return category === fare.seatCategory ? 0 : convertEurMinor(SEAT_PRICES_EUR[category] ?? 0, microRate);
}
