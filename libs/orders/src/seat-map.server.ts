import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { DomainError, type SeatMapResponse } from '@skybook/api-contract';
import { journeyOf, loadOrder, microRate } from './order-read.server.ts';
import { seatPriceOf } from './seat-prices.ts';
import { mayUseExitRow } from './seat-rules.ts';

/**
 * What the seat functions run over (decision 078): seat maps and seats of an order (decision 038),
 * held with a HELD order, added to a booked one as a change (decision 044), and assigned for free
 * at check-in. `now` is the clock of the change rules.
 */
export interface SeatDeps {
  db: Db;
  now?: () => Date;
}

// A seat is taken by a booked order, or by a HELD one whose hold is alive; cancelled ones free
// it, and so does a paid seat of a change that lapsed unpaid (decision 044).
export const liveAssignment = sql`((o2.status in ('CONFIRMED', 'CHANGED') or (o2.status = 'HELD' and h2.released_at is null and h2.expires_at > now()))
  and (sa.pending_until is null or sa.pending_until > now()))`;

/**
 * One flight's cabin quoted for this order: each seat's price for the fare family of the
 * journey the flight belongs to (its own category free), whether it is free or this order's
 * own, and per passenger whether they may sit in an exit row and may choose at all. At check-in
 * only the seats the fare includes are offered (decision 046).
 */
export async function seatMap(
  { db }: SeatDeps,
  orderId: string,
  flightRef: string,
  owner?: string,
  purpose: 'booking' | 'checkin' = 'booking',
): Promise<SeatMapResponse> {
  const order = await loadOrder(db, orderId, owner);
  const aircraft = order.aircraftOf.get(flightRef);
  if (!aircraft) throw new DomainError(404, 'errors.flight_not_found', { flightRef: 'errors.not_found' });
  const rate = await microRate(db, order.currency);
  const conditions = journeyOf(order, flightRef).conditions;
  const seats = await rowsOf<{
    row: number;
    letter: string;
    category: string;
    is_exit: boolean;
    taken_by: string | null;
    taken_for: string | null;
    name: string;
  }>(
    db,
    sql`
    select s.row::int as row, s.letter, s.category, s.is_exit, t.order_id::text as taken_by, t.passenger_ref as taken_for, ac.name
    from aircraft_seats s join aircraft_types ac on ac.code = s.aircraft_code
    left join lateral (
      select sa.order_id, sa.passenger_ref from seat_assignments sa join orders o2 on o2.id = sa.order_id join holds h2 on h2.id = o2.hold_id
      where sa.dated_flight_id = ${Number(flightRef)} and sa.seat = s.row::text || s.letter and ${liveAssignment}
    ) t on true
    where s.aircraft_code = ${aircraft} order by s.row, s.letter`,
  );
  const committed = (ref: string) =>
    order.seats.some((s) => s.passengerRef === ref && s.flightRef === flightRef && !s.pending);
  return {
    flightRef,
    aircraft: seats[0]?.name ?? aircraft,
    currency: order.currency,
    seats: seats.map((s) => {
      const own = s.taken_by === order.orderId ? s.taken_for : null;
      const amount = seatPriceOf(s.category, conditions, rate);
      const offered = purpose === 'booking' || amount === 0;
      return {
        seat: `${s.row}${s.letter}`,
        row: s.row,
        letter: s.letter,
        category: s.category,
        exit: s.is_exit,
        available: own !== null || (s.taken_by === null && offered),
        ...(own ? { heldBy: own } : {}),
        price: { amount, currency: order.currency },
      };
    }),
    passengers: order.passengers
      .filter((p) => p.type !== 'infant')
      .map((p) => ({
        ref: p.ref,
        exitRow: mayUseExitRow(p, order.passengers),
        // A seat a booked order paid for is kept: manage offers no change of it (decision 015).
        selectable: order.status === 'HELD' || !committed(p.ref),
      })),
  };
}
