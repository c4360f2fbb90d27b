import type { SeatCategory } from '@skybook/api-contract';

export interface CabinSeat {
  letter: string;
  category: SeatCategory;
  /** False when the seat is sold or blocked: shown disabled, never selectable. */
  available: boolean;
  /**
   * What this seat costs on this flight, minor units of the booking currency, as the server
   * quoted it for the fare of this flight's journey. The map shows it and never works one out.
   */
  price: number;
}

export interface CabinRow {
  number: number;
  /** An emergency-exit row: only passengers whose rules allow it (`SeatRules.exitRow`). */
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

/** Seated passengers only: an infant flies on a lap and has no seat. */
export type SeatPassengerType = 'adult' | 'child';

export interface SeatPassenger {
  id: string;
  name: string;
  type: SeatPassengerType;
  /** The seat held per flight id, e.g. `{ out: '12A' }`. */
  seats: Partial<Record<string, string>>;
}

/** What the server allows one passenger on one flight. */
export interface SeatRules {
  /** May sit in an exit row. */
  exitRow: boolean;
  /** May choose a seat at all (false for a seat already paid for on a booked order). */
  selectable: boolean;
}

export interface SeatFlight {
  id: string;
  /** Shown in the row list, e.g. `MAD → LIS`. */
  label: string;
  layout: CabinLayout;
  /** Per passenger id, the server's rules; a passenger missing here may not choose. */
  rules: Partial<Record<string, SeatRules>>;
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
