export type PriceLineKind = 'fare' | 'taxes' | 'fees' | 'extra' | 'seat';

/** One price line: integer minor units of the booking currency. */
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

/**
 * A group of the summary (decision 120): a passenger type's fares, taxes and fees, the extras or
 * the seats. `amount` is the server's subtotal of `lines`, never added up here.
 */
export interface PriceGroupView {
  id: string;
  kind: 'passengers' | 'extras' | 'seats';
  passengerType?: 'adult' | 'child' | 'infant' | undefined;
  count: number;
  amount: number;
  lines: PriceLine[];
}
