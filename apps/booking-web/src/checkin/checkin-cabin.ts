import type { SeatMapResponse } from '@skybook/api-contract';
import { cabinFromSeatMap } from '@skybook/booking-funnel';
import type { CabinLayout, SeatPrices } from '@skybook/seat-map';

/**
 * The cabin as check-in offers it: only seats the fare includes (price 0) and the seats this
 * booking holds unpaid. A paid seat here would be a change to pay first (decision 011), which
 * check-in does not take; manage booking does, before the window opens.
 */
export function checkinCabin(map: SeatMapResponse, ownSeats: ReadonlySet<string>): { layout: CabinLayout; prices: SeatPrices } {
  const { layout, prices } = cabinFromSeatMap(map, ownSeats);
  const free = new Set(map.seats.filter((s) => s.price.amount === 0).map((s) => s.seat));
  return {
    prices,
    layout: {
      ...layout,
      rows: layout.rows.map((row) => ({
        ...row,
        seats: row.seats.map((s) => {
          const seat = `${row.number}${s.letter}`;
          return { ...s, available: ownSeats.has(seat) || (s.available && free.has(seat)) };
        }),
      })),
    },
  };
}
