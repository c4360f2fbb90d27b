import { and, desc, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { isBooked, journeyOf, loadOrder } from './order-read.server.ts';
import { appendEvent, lockOrder } from './order-writes.server.ts';
import { claimSeat, freeLapsedSeat } from './seat-claim.server.ts';
import { liveAssignment, type SeatDeps } from './seat-map.server.ts';

const { aircraftSeats, holds, orderLines, orders, seatAssignments } = schema;

// `liveAssignment` names its tables sa, o2 and h2.
const sa = alias(seatAssignments, 'sa');
const o2 = alias(orders, 'o2');
const h2 = alias(holds, 'h2');

/** Up to ten seats nobody holds on the flight, never exit rows or business; `preferred` first, else at random. */
function freeSeats(db: Db, aircraft: string, flightId: number, preferred: string) {
  const seat = sql<string>`${aircraftSeats.row}::text || ${aircraftSeats.letter}`;
  const taken = db
    .select({ orderId: sa.orderId })
    .from(sa)
    .innerJoin(o2, eq(o2.id, sa.orderId))
    .innerJoin(h2, eq(h2.id, o2.holdId))
    .where(and(eq(sa.datedFlightId, flightId), eq(sa.seat, seat), liveAssignment));
  return db
    .select({ seat, category: aircraftSeats.category })
    .from(aircraftSeats)
    .where(
      and(
        eq(aircraftSeats.aircraftCode, aircraft),
        eq(aircraftSeats.isExit, false),
        ne(aircraftSeats.category, 'SBUS'),
        notExists(taken),
      ),
    )
    .orderBy(desc(eq(aircraftSeats.category, preferred)), sql`random()`)
    .limit(10);
}

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
    // Candidate seats by the live-seat rule; the claim below decides races.
    const candidates = await freeSeats(db, aircraft, flightId, free);
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
