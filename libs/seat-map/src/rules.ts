import { seatId, type CabinLayout } from './layout.ts';

/** The seats beside a seat in the same row and block (an aisle separates, it is not "next to"). */
export function neighbours(layout: CabinLayout, id: string): string[] {
  const row = layout.rows.find((r) => layout.columns.some((c) => c !== null && seatId(r.number, c) === id));
  if (!row) return [];
  const i = layout.columns.findIndex((c) => c !== null && seatId(row.number, c) === id);
  return [layout.columns[i - 1], layout.columns[i + 1]]
    .filter((c): c is string => typeof c === 'string' && row.seats.some((s) => s.letter === c))
    .map((c) => seatId(row.number, c));
}

export interface FamilySeats {
  adult: string;
  child: string;
}

/**
 * Automatic family seating: a child sits next to an adult. With the adult already seated, the
 * child gets a free seat beside them; otherwise the first free pair of adjacent seats from the
 * front, both outside exit rows. `taken` holds every seat already held by someone else.
 */
export function suggestFamilySeats(
  layout: CabinLayout,
  taken: ReadonlySet<string>,
  adultSeat?: string,
): FamilySeats | null {
  const free = new Set<string>();
  for (const row of layout.rows) {
    if (row.exit) continue;
    for (const seat of row.seats) {
      const id = seatId(row.number, seat.letter);
      if (seat.available && !taken.has(id)) free.add(id);
    }
  }
  if (adultSeat) {
    const child = neighbours(layout, adultSeat).find((id) => free.has(id));
    return child ? { adult: adultSeat, child } : null;
  }
  for (const row of layout.rows)
    for (const seat of row.seats) {
      const adult = seatId(row.number, seat.letter);
      if (!free.has(adult)) continue;
      const child = neighbours(layout, adult).find((id) => free.has(id));
      if (child) return { adult, child };
    }
  return null;
}
