export type PriceLineKind = 'fare' | 'taxes' | 'fees' | 'extra' | 'seat';

/** One line of the price: integer minor units of the booking currency. */
export interface PriceLine {
  id: string;
  kind: PriceLineKind;
  /** The whole line's amount (count × unit price), minor units. */
  amount: number;
  /** For fares: how many passengers of `passengerType` the line covers. */
  count?: number;
  passengerType?: 'adult' | 'child' | 'infant';
  /** For extras and seats: what it is, already in the visitor's language (e.g. "Seat 12A, MAD → LIS"). */
  description?: string;
}

/** The total is the sum of the lines, in integers, so it can never drift from what is listed. */
export function priceTotal(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => {
    if (!Number.isSafeInteger(line.amount))
      throw new RangeError(`Price line ${line.id} is not in minor units`);
    return sum + line.amount;
  }, 0);
}
