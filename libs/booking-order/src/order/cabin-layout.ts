import { SEAT_CATEGORIES, type SeatCategory, type SeatMapResponse } from '@skybook/api-contract';
import type { CabinLayout, SeatFlight } from '@skybook/seat-map';

const isCategory = (c: string): c is SeatCategory => (SEAT_CATEGORIES as readonly string[]).includes(c);

/**
 * Seat letters in blocks between aisles, by the usual lettering: a narrow body is ABC|DEF; a wide
 * body has a middle block D–G between A–C and H–K (letter I is never used).
 */
export function cabinColumns(letters: Iterable<string>): Array<string | null> {
  const sorted = [...new Set(letters)].sort();
  const wide = sorted.some((l) => l >= 'G');
  const blocks = wide
    ? [
        sorted.filter((l) => l <= 'C'),
        sorted.filter((l) => l >= 'D' && l <= 'G'),
        sorted.filter((l) => l >= 'H'),
      ]
    : [sorted.filter((l) => l <= 'C'), sorted.filter((l) => l >= 'D')];
  return blocks
    .filter((b) => b.length > 0)
    .flatMap((block, i): Array<string | null> => (i === 0 ? block : [null, ...block]));
}

/**
 * The server's quote of one flight's cabin as the seat map's flight: each seat with its own
 * price and availability (this order's own seats come back available), and each passenger's
 * rules. Nothing is worked out here: the server priced and ruled it for this flight's fare.
 */
export function cabinFromSeatMap(map: SeatMapResponse, label: string): SeatFlight {
  const rows = new Map<number, CabinLayout['rows'][number]>();
  for (const s of map.seats) {
    if (!isCategory(s.category)) continue;
    const row = rows.get(s.row) ?? { number: s.row, exit: s.exit, seats: [] };
    row.exit = row.exit || s.exit;
    row.seats.push({ letter: s.letter, category: s.category, available: s.available, price: s.price.amount });
    rows.set(s.row, row);
  }
  return {
    id: map.flightRef,
    label,
    layout: {
      columns: cabinColumns(map.seats.map((s) => s.letter)),
      rows: [...rows.values()].sort((a, b) => a.number - b.number),
    },
    rules: Object.fromEntries(
      map.passengers.map((p) => [p.ref, { exitRow: p.exitRow, selectable: p.selectable }]),
    ),
  };
}
