import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { liveAssignment } from './seat-map.server.ts';

/** Another order won the seat first. */
export class SeatTaken extends Error {}

/** Frees `seat` on the flight if the order holding it no longer does (hold lapsed, order cancelled). */
export async function freeLapsedSeat(tx: Db, flightId: number, seat: string): Promise<void> {
  // why: raw DELETE … USING runs the live-seat rule in the same statement, so a seat still held is never freed.
  await tx.execute(sql`
    delete from seat_assignments sa using orders o2, holds h2
    where sa.dated_flight_id = ${flightId} and sa.seat = ${seat} and o2.id = sa.order_id and h2.id = o2.hold_id
      and not ${liveAssignment}`);
}

/** Takes the seat for the passenger; false when another order has it. */
export async function claimSeat(
  tx: Db,
  a: { orderId: string; passengerRef: string; flightId: number; seat: string; category: string },
): Promise<boolean> {
  const won = await rowsOf<{ seat: string }>(
    tx,
    // why: ON CONFLICT on the unique (flight, seat) index gives a contested seat to exactly one order.
    sql`insert into seat_assignments (order_id, passenger_ref, dated_flight_id, seat, category)
    values (${a.orderId}::uuid, ${a.passengerRef}, ${a.flightId}, ${a.seat}, ${a.category})
    on conflict do nothing returning seat`,
  );
  return won.length > 0;
}
