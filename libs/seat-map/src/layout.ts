/** Spec §3 seat categories, by code. */
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

/**
 * Spec §3 default seat prices, in minor units of a two-decimal currency (SXL 60.00, STUR 109.00…);
 * `seatPrice` rescales them for currencies with other minor units.
 * The booking's own prices, when the server sends them, replace these.
 */
export const DEFAULT_SEAT_PRICES: Record<SeatCategory, number> = {
  SXL: 6000,
  STUR: 10900,
  STC1: 0,
  STC2: 2000,
  STC3: 2500,
  STC4: 5000,
  STC5: 3500,
  STC6: 3000,
  SBUS: 30000,
};

export type SeatPrices = Partial<Record<SeatCategory, number>>;

export interface CabinSeat {
  letter: string;
  category: SeatCategory;
  /** False when the seat is sold or blocked: shown disabled, never selectable. */
  available: boolean;
}

export interface CabinRow {
  number: number;
  /** An emergency-exit row: no infants (nor the adults holding them, nor children). */
  exit?: boolean;
  /** Seats by letter; a letter of `columns` missing here is a gap (no seat at that place). */
  seats: CabinSeat[];
}

export interface CabinLayout {
  /** Seat letters left to right, `null` for an aisle: `['A','B','C',null,'D','E','F']`. */
  columns: Array<string | null>;
  rows: CabinRow[];
}

export type SeatPosition = 'window' | 'middle' | 'aisle';

export type SeatPassengerType = 'adult' | 'child' | 'infant';

export interface SeatPassenger {
  id: string;
  name: string;
  type: SeatPassengerType;
  /** For an infant: the adult whose lap it travels on. */
  adultId?: string;
  /** The seat held per flight id, e.g. `{ out: '12A' }`. */
  seats: Partial<Record<string, string>>;
}

export interface SeatFlight {
  id: string;
  /** Shown in the row list, e.g. `MAD → LIS`. */
  label: string;
  layout: CabinLayout;
}

/** `12A`: row number then letter, as printed on boarding passes. */
export function seatId(row: number, letter: string): string {
  return `${row}${letter}`;
}

/** Window at either end, aisle beside an aisle, middle otherwise. */
export function seatPosition(columns: CabinLayout['columns'], letter: string): SeatPosition {
  const i = columns.indexOf(letter);
  if (i <= 0 || i === columns.length - 1) return 'window';
  if (columns[i - 1] === null || columns[i + 1] === null) return 'aisle';
  return 'middle';
}

export function findSeat(layout: CabinLayout, id: string): { row: CabinRow; seat: CabinSeat } | null {
  for (const row of layout.rows)
    for (const seat of row.seats) if (seatId(row.number, seat.letter) === id) return { row, seat };
  return null;
}

/**
 * A category's price in minor units of `currency`: the booking's own price when given, else the
 * spec §3 default (60, 109, 0…) in whole units of that currency, scaled to its minor units.
 */
export function seatPrice(category: SeatCategory, prices: SeatPrices = {}, currency = 'EUR'): number {
  const own = prices[category];
  if (own !== undefined) return own;
  const exponent =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Math.round((DEFAULT_SEAT_PRICES[category] / 100) * 10 ** exponent);
}
