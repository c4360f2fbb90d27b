import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { DomainError, type Order } from '@skybook/api-contract';
import { assertChangeable, journeyOf, loadOrder, microRate, viewOrder } from './order-read.server.ts';
import { appendEvent, lockOrder } from './order-writes.server.ts';
import { systemNow } from './order-deps.ts';
import { seatPriceOf } from './seat-prices.ts';
import { mayUseExitRow } from './seat-rules.ts';
import { changeSeat } from './seat-change.server.ts';
import { claimSeat, freeLapsedSeat, SeatTaken } from './seat-claim.server.ts';
import type { SeatDeps } from './seat-map.server.ts';

export { assignFreeSeat } from './seat-assign.server.ts';

const { aircraftSeats, orderLines, seatAssignments } = schema;

/** The seat in the aircraft's cabin: its category and whether it is an exit row. */
async function cabinSeatOf(db: Db, aircraft: string, seat: string) {
  const [row, letter] = [Number(seat.slice(0, -1)), seat.slice(-1)];
  const [cabinSeat] = await db
    .select({ category: aircraftSeats.category, isExit: aircraftSeats.isExit })
    .from(aircraftSeats)
    .where(
      and(
        eq(aircraftSeats.aircraftCode, aircraft),
        eq(aircraftSeats.row, row),
        eq(aircraftSeats.letter, letter),
      ),
    );
  return cabinSeat;
}

/**
 * A chosen seat for a passenger: on a HELD order it replaces their seat on that flight; on a
 * booked one it is a change (see `changeSeat`).
 */
export async function holdSeat(
  { db, now = systemNow }: SeatDeps,
  input: { orderId: string; passengerRef: string; flightRef: string; seat: string },
  owner?: string,
): Promise<Order> {
  const { orderId, passengerRef, flightRef, seat } = input;
  const order = await loadOrder(db, orderId, owner);
  assertChangeable(order, now());
  const passenger = order.passengers.find((p) => p.ref === passengerRef);
  if (!passenger) throw new DomainError(400, 'errors.validation', { passengerRef: 'errors.not_found' });
  if (passenger.type === 'infant')
    throw new DomainError(400, 'errors.validation', { passengerRef: 'errors.infant_no_seat' });
  const aircraft = order.aircraftOf.get(flightRef);
  if (!aircraft) throw new DomainError(400, 'errors.validation', { flightRef: 'errors.not_found' });
  const cabinSeat = await cabinSeatOf(db, aircraft, seat);
  if (!cabinSeat) throw new DomainError(400, 'errors.validation', { seat: 'errors.invalid_seat' });
  const exitRowRefused = () =>
    new DomainError(400, 'errors.validation', { seat: 'errors.exit_row_not_allowed' });
  if (cabinSeat.isExit && !mayUseExitRow(passenger, order.passengers)) throw exitRowRefused();
  const price = seatPriceOf(
    cabinSeat.category,
    journeyOf(order, flightRef).conditions,
    await microRate(db, order.currency),
  );
  const flightId = Number(flightRef);
  if (order.status !== 'HELD') {
    await changeSeat(db, order, { passengerRef, flightRef, seat, category: cabinSeat.category, price });
    return viewOrder(db, orderId, owner);
  }
  try {
    await db.transaction(async (txn) => {
      const tx = txn;
      if ((await lockOrder(tx, orderId)) !== 'HELD') throw new DomainError(409, 'errors.order_not_editable');
      // The passengers step may have moved an infant onto this adult's lap since: ask again
      // under the order's lock, which the passengers step takes too.
      if (cabinSeat.isExit && !mayUseExitRow(passenger, (await loadOrder(tx, orderId)).passengers))
        throw exitRowRefused();
      await freeLapsedSeat(tx, flightId, seat);
      await tx
        .delete(seatAssignments)
        .where(
          and(
            eq(seatAssignments.orderId, orderId),
            eq(seatAssignments.passengerRef, passengerRef),
            eq(seatAssignments.datedFlightId, flightId),
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
          ),
        );
      const won = await claimSeat(tx, {
        orderId,
        passengerRef,
        flightId,
        seat,
        category: cabinSeat.category,
      });
      if (!won) throw new SeatTaken();
      await tx.insert(orderLines).values({
        orderId,
        kind: 'seat',
        code: cabinSeat.category,
        passenger: passengerRef,
        flight: flightRef,
        amount: price,
      });
      await appendEvent(tx, orderId, 'seat_held', { passengerRef, flightRef, seat, price });
    });
  } catch (error) {
    if (error instanceof SeatTaken)
      throw new DomainError(409, 'errors.seat_taken', { seat: 'errors.seat_taken' });
    throw error;
  }
  return viewOrder(db, orderId, owner);
}
