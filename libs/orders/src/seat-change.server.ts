import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { isBooked, type LoadedOrder } from './order-read.server.ts';
import { appendEvent, lockOrder, touchChange } from './order-writes.server.ts';
import { freeLapsedSeat, SeatTaken } from './seat-claim.server.ts';

const { orderLines, seatAssignments } = schema;

/**
 * A seat for a passenger of a booked order who has none on that flight yet (decision 044): a
 * free one is theirs at once; a paid one is held as a pending change until paid or lapsed.
 */
export async function changeSeat(
  db: Db,
  order: LoadedOrder,
  input: { passengerRef: string; flightRef: string; seat: string; category: string; price: number },
) {
  const { passengerRef, flightRef, seat, category, price } = input;
  const current = order.seats.find((s) => s.passengerRef === passengerRef && s.flightRef === flightRef);
  if (current && !current.pending)
    throw new DomainError(409, 'errors.seat_already_assigned', { seat: 'errors.seat_already_assigned' });
  const orderId = order.orderId;
  const flightId = Number(flightRef);
  try {
    await db.transaction(async (txn) => {
      const tx = txn;
      if (!isBooked(await lockOrder(tx, orderId))) throw new DomainError(409, 'errors.order_not_editable');
      if (price > 0) await touchChange(tx, orderId);
      await freeLapsedSeat(tx, flightId, seat);
      // Only a pending (unpaid) seat of this passenger can be replaced.
      const replaced = await tx
        .delete(seatAssignments)
        .where(
          and(
            eq(seatAssignments.orderId, orderId),
            eq(seatAssignments.passengerRef, passengerRef),
            eq(seatAssignments.datedFlightId, flightId),
            isNotNull(seatAssignments.pendingUntil),
          ),
        )
        .returning({ seat: seatAssignments.seat });
      if (replaced.length > 0)
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
      // why: ON CONFLICT on the unique (flight, seat) index gives a contested seat to exactly one order.
      const won = await rowsOf<{ seat: string }>(
        tx,
        sql`insert into seat_assignments (order_id, passenger_ref, dated_flight_id, seat, category, pending_until)
        select ${orderId}::uuid, ${passengerRef}, ${flightId}, ${seat}, ${category},
          case when ${price} > 0 then change_expires_at end
        from orders where id = ${orderId}::uuid
        on conflict do nothing returning seat`,
      );
      if (won.length === 0) throw new SeatTaken();
      await tx.insert(orderLines).values({
        orderId,
        kind: 'seat',
        code: category,
        passenger: passengerRef,
        flight: flightRef,
        amount: price,
        pending: price > 0,
      });
      await appendEvent(tx, orderId, 'change_seat', { passengerRef, flightRef, seat, price });
    });
  } catch (error) {
    if (error instanceof SeatTaken)
      throw new DomainError(409, 'errors.seat_taken', { seat: 'errors.seat_taken' });
    throw error;
  }
}
