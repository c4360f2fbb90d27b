import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, schema } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { isBooked, journeyOf, loadOrder } from './order-read.server.ts';
import { appendEvent, lockOrder } from './order-writes.server.ts';
import { claimSeat, freeLapsedSeat } from './seat-claim.server.ts';
import { liveAssignment, type SeatDeps } from './seat-map.server.ts';

const { orderLines, seatAssignments } = schema;

/**
 * Check-in's "skip": a free seat for a seated passenger who has none on the flight, at no
 * charge (the airline assigns it). The fare's own seat category first, never an exit row or
 * business; a seat someone else wins in the meantime is simply skipped for the next one.
 */
export async function assignFreeSeat(
  { db }: SeatDeps,
  orderId: string,
  passengerRef: string,
  flightRef: string,
): Promise<string> {
  const order = await loadOrder(db, orderId);
  const current = order.seats.find((s) => s.passengerRef === passengerRef && s.flightRef === flightRef);
  if (current && !current.pending) return current.seat;
  const aircraft = order.aircraftOf.get(flightRef);
  if (!aircraft) throw new DomainError(400, 'errors.validation', { flightRef: 'errors.not_found' });
  const free = journeyOf(order, flightRef).conditions.seatCategory;
  const flightId = Number(flightRef);
  for (let round = 0; round < 5; round++) {
    // raw, plain (to convert to the builder): read (candidate seats by the live-seat rule); the claim below decides races.
    const candidates = await rowsOf<{ seat: string; category: string }>(
      db,
      sql`select s.row::text || s.letter as seat, s.category from aircraft_seats s
      where s.aircraft_code = ${aircraft} and not s.is_exit and s.category <> 'SBUS'
        and not exists (
          select 1 from seat_assignments sa join orders o2 on o2.id = sa.order_id join holds h2 on h2.id = o2.hold_id
          where sa.dated_flight_id = ${flightId} and sa.seat = s.row::text || s.letter and ${liveAssignment})
      order by (s.category = ${free}) desc, random() limit 10`,
    );
    if (candidates.length === 0) break;
    for (const { seat, category } of candidates) {
      const won = await db.transaction(async (txn) => {
        const tx = txn;
        if (!isBooked(await lockOrder(tx, orderId))) throw new DomainError(409, 'errors.order_not_editable');
        await freeLapsedSeat(tx, flightId, seat);
        // An unpaid seat of a lapsing change gives way to the assigned one.
        await tx
          .delete(seatAssignments)
          .where(
            and(
              eq(seatAssignments.orderId, orderId),
              eq(seatAssignments.passengerRef, passengerRef),
              eq(seatAssignments.datedFlightId, flightId),
              isNotNull(seatAssignments.pendingUntil),
            ),
          );
        await tx
          .delete(orderLines)
          .where(
            and(
              eq(orderLines.orderId, orderId),
              eq(orderLines.kind, 'seat'),
              eq(orderLines.passenger, passengerRef),
              eq(orderLines.flight, flightRef),
              eq(orderLines.pending, true),
            ),
          );
        // A taken seat tries the next one.
        if (!(await claimSeat(tx, { orderId, passengerRef, flightId, seat, category }))) return false;
        await tx.insert(orderLines).values({
          orderId,
          kind: 'seat',
          code: category,
          passenger: passengerRef,
          flight: flightRef,
          amount: 0,
        });
        await appendEvent(tx, orderId, 'seat_assigned', { passengerRef, flightRef, seat, price: 0 });
        return true;
      });
      if (won) return seat;
    }
  }
  throw new DomainError(409, 'checkin.no_seat_available');
}
