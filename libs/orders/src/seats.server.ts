import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import type { Order, SeatMapResponse } from '@skybook/api-contract';
import { OrderError } from './order-error.ts';
import {
  appendEvent,
  assertChangeable,
  isBooked,
  journeyOf,
  loadOrder,
  lockOrder,
  microRate,
  publicOrder,
  touchChange,
  type LoadedOrder,
} from './order-read.server.ts';
import { seatPriceOf } from './seat-prices.ts';
import { mayUseExitRow } from './seat-rules.ts';
import { rowsOf } from './sql-rows.server.ts';

const asDb = (tx: unknown) => tx as Db;
class SeatTaken extends Error {}

/**
 * Seat maps and seats of an order (decision 010): held with a HELD order, added to a booked one
 * as a change (decision 011), and assigned for free at check-in.
 */
export function createSeats(options: { db: Db; now?: () => Date }) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const view = async (orderId: string, owner?: string): Promise<Order> =>
    publicOrder(await loadOrder(db, orderId, owner));

  // A seat is taken by a booked order, or by a HELD one whose hold is alive; cancelled ones free
  // it, and so does a paid seat of a change that lapsed unpaid (decision 011).
  const liveAssignment = sql`((o2.status in ('CONFIRMED', 'CHANGED') or (o2.status = 'HELD' and h2.released_at is null and h2.expires_at > now()))
    and (sa.pending_until is null or sa.pending_until > now()))`;

  /**
   * One flight's cabin quoted for this order: each seat's price for the fare family of the
   * journey the flight belongs to (its own category free), whether it is free or this order's
   * own, and per passenger whether they may sit in an exit row and may choose at all. At check-in
   * only the seats the fare includes are offered (decision 011).
   */
  async function seatMap(
    orderId: string,
    flightRef: string,
    owner?: string,
    purpose: 'booking' | 'checkin' = 'booking',
  ): Promise<SeatMapResponse> {
    const order = await loadOrder(db, orderId, owner);
    const aircraft = order.aircraftOf.get(flightRef);
    if (!aircraft) throw new OrderError(404, 'errors.flight_not_found', { flightRef: 'errors.not_found' });
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

  async function holdSeat(
    input: { orderId: string; passengerRef: string; flightRef: string; seat: string },
    owner?: string,
  ): Promise<Order> {
    const { orderId, passengerRef, flightRef, seat } = input;
    const order = await loadOrder(db, orderId, owner);
    assertChangeable(order, now());
    const passenger = order.passengers.find((p) => p.ref === passengerRef);
    if (!passenger) throw new OrderError(400, 'errors.validation', { passengerRef: 'errors.not_found' });
    if (passenger.type === 'infant')
      throw new OrderError(400, 'errors.validation', { passengerRef: 'errors.infant_no_seat' });
    const aircraft = order.aircraftOf.get(flightRef);
    if (!aircraft) throw new OrderError(400, 'errors.validation', { flightRef: 'errors.not_found' });
    const [row, letter] = [Number(seat.slice(0, -1)), seat.slice(-1)];
    const [cabinSeat] = await rowsOf<{ category: string; is_exit: boolean }>(
      db,
      sql`select category, is_exit from aircraft_seats where aircraft_code = ${aircraft} and row = ${row} and letter = ${letter}`,
    );
    if (!cabinSeat) throw new OrderError(400, 'errors.validation', { seat: 'errors.invalid_seat' });
    const exitRowRefused = () =>
      new OrderError(400, 'errors.validation', { seat: 'errors.exit_row_not_allowed' });
    if (cabinSeat.is_exit && !mayUseExitRow(passenger, order.passengers)) throw exitRowRefused();
    const price = seatPriceOf(
      cabinSeat.category,
      journeyOf(order, flightRef).conditions,
      await microRate(db, order.currency),
    );
    const flightId = Number(flightRef);
    if (order.status !== 'HELD') {
      await changeSeat(order, { passengerRef, flightRef, seat, category: cabinSeat.category, price });
      return view(orderId, owner);
    }
    try {
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        if ((await lockOrder(tx, orderId)) !== 'HELD') throw new OrderError(409, 'errors.order_not_editable');
        // The passengers step may have moved an infant onto this adult's lap since: ask again
        // under the order's lock, which the passengers step takes too.
        if (cabinSeat.is_exit && !mayUseExitRow(passenger, (await loadOrder(tx, orderId)).passengers))
          throw exitRowRefused();
        // Seats of orders whose hold ran out are free again.
        await tx.execute(sql`
          delete from seat_assignments sa using orders o2, holds h2
          where sa.dated_flight_id = ${flightId} and sa.seat = ${seat} and o2.id = sa.order_id and h2.id = o2.hold_id
            and not ${liveAssignment}`);
        await tx.execute(sql`delete from seat_assignments
          where order_id = ${orderId}::uuid and passenger_ref = ${passengerRef} and dated_flight_id = ${flightId}`);
        await tx.execute(sql`delete from order_lines where order_id = ${orderId}::uuid and kind = 'seat'
          and passenger = ${passengerRef} and flight = ${flightRef}`);
        // The unique (flight, seat) index decides races: the losers insert nothing.
        const won = await rowsOf<{ seat: string }>(
          tx,
          sql`insert into seat_assignments (order_id, passenger_ref, dated_flight_id, seat, category)
          values (${orderId}::uuid, ${passengerRef}, ${flightId}, ${seat}, ${cabinSeat.category})
          on conflict do nothing returning seat`,
        );
        if (won.length === 0) throw new SeatTaken();
        await tx.execute(sql`insert into order_lines (order_id, kind, code, passenger, flight, amount)
          values (${orderId}::uuid, 'seat', ${cabinSeat.category}, ${passengerRef}, ${flightRef}, ${price})`);
        await appendEvent(tx, orderId, 'seat_held', { passengerRef, flightRef, seat, price });
      });
    } catch (error) {
      if (error instanceof SeatTaken)
        throw new OrderError(409, 'errors.seat_taken', { seat: 'errors.seat_taken' });
      throw error;
    }
    return view(orderId, owner);
  }

  /**
   * A seat for a passenger of a booked order who has none on that flight yet (decision 011): a
   * free one is theirs at once; a paid one is held as a pending change until paid or lapsed.
   */
  async function changeSeat(
    order: LoadedOrder,
    input: { passengerRef: string; flightRef: string; seat: string; category: string; price: number },
  ) {
    const { passengerRef, flightRef, seat, category, price } = input;
    const current = order.seats.find((s) => s.passengerRef === passengerRef && s.flightRef === flightRef);
    if (current && !current.pending)
      throw new OrderError(409, 'errors.seat_already_assigned', { seat: 'errors.seat_already_assigned' });
    const orderId = order.orderId;
    const flightId = Number(flightRef);
    try {
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        if (!isBooked(await lockOrder(tx, orderId))) throw new OrderError(409, 'errors.order_not_editable');
        if (price > 0) await touchChange(tx, orderId);
        await tx.execute(sql`
          delete from seat_assignments sa using orders o2, holds h2
          where sa.dated_flight_id = ${flightId} and sa.seat = ${seat} and o2.id = sa.order_id and h2.id = o2.hold_id
            and not ${liveAssignment}`);
        // Only a pending (unpaid) seat of this passenger can be replaced.
        const replaced = await rowsOf<{ seat: string }>(
          tx,
          sql`delete from seat_assignments where order_id = ${orderId}::uuid and passenger_ref = ${passengerRef}
            and dated_flight_id = ${flightId} and pending_until is not null returning seat`,
        );
        if (replaced.length > 0)
          await tx.execute(sql`delete from order_lines where order_id = ${orderId}::uuid and kind = 'seat'
            and passenger = ${passengerRef} and flight = ${flightRef} and pending`);
        const won = await rowsOf<{ seat: string }>(
          tx,
          sql`insert into seat_assignments (order_id, passenger_ref, dated_flight_id, seat, category, pending_until)
          select ${orderId}::uuid, ${passengerRef}, ${flightId}, ${seat}, ${category},
            case when ${price} > 0 then change_expires_at end
          from orders where id = ${orderId}::uuid
          on conflict do nothing returning seat`,
        );
        if (won.length === 0) throw new SeatTaken();
        await tx.execute(sql`insert into order_lines (order_id, kind, code, passenger, flight, amount, pending)
          values (${orderId}::uuid, 'seat', ${category}, ${passengerRef}, ${flightRef}, ${price}, ${price > 0})`);
        await appendEvent(tx, orderId, 'change_seat', { passengerRef, flightRef, seat, price });
      });
    } catch (error) {
      if (error instanceof SeatTaken)
        throw new OrderError(409, 'errors.seat_taken', { seat: 'errors.seat_taken' });
      throw error;
    }
  }

  /**
   * Check-in's "skip": a free seat for a seated passenger who has none on the flight, at no
   * charge (the airline assigns it). The fare's own seat category first, never an exit row or
   * business; a seat someone else wins in the meantime is simply skipped for the next one.
   */
  async function assignFreeSeat(orderId: string, passengerRef: string, flightRef: string): Promise<string> {
    const order = await loadOrder(db, orderId);
    const current = order.seats.find((s) => s.passengerRef === passengerRef && s.flightRef === flightRef);
    if (current && !current.pending) return current.seat;
    const aircraft = order.aircraftOf.get(flightRef);
    if (!aircraft) throw new OrderError(400, 'errors.validation', { flightRef: 'errors.not_found' });
    const free = journeyOf(order, flightRef).conditions.seatCategory;
    const flightId = Number(flightRef);
    for (let round = 0; round < 5; round++) {
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
          const tx = asDb(txn);
          if (!isBooked(await lockOrder(tx, orderId))) throw new OrderError(409, 'errors.order_not_editable');
          await tx.execute(sql`
            delete from seat_assignments sa using orders o2, holds h2
            where sa.dated_flight_id = ${flightId} and sa.seat = ${seat} and o2.id = sa.order_id and h2.id = o2.hold_id
              and not ${liveAssignment}`);
          // An unpaid seat of a lapsing change gives way to the assigned one.
          await tx.execute(sql`delete from seat_assignments where order_id = ${orderId}::uuid
            and passenger_ref = ${passengerRef} and dated_flight_id = ${flightId} and pending_until is not null`);
          await tx.execute(sql`delete from order_lines where order_id = ${orderId}::uuid and kind = 'seat'
            and passenger = ${passengerRef} and flight = ${flightRef} and pending`);
          const inserted = await rowsOf<{ seat: string }>(
            tx,
            sql`insert into seat_assignments (order_id, passenger_ref, dated_flight_id, seat, category)
            values (${orderId}::uuid, ${passengerRef}, ${flightId}, ${seat}, ${category})
            on conflict do nothing returning seat`,
          );
          if (inserted.length === 0) return false;
          await tx.execute(sql`insert into order_lines (order_id, kind, code, passenger, flight, amount)
            values (${orderId}::uuid, 'seat', ${category}, ${passengerRef}, ${flightRef}, 0)`);
          await appendEvent(tx, orderId, 'seat_assigned', { passengerRef, flightRef, seat, price: 0 });
          return true;
        });
        if (won) return seat;
      }
    }
    throw new OrderError(409, 'checkin.no_seat_available');
  }

  return { seatMap, holdSeat, assignFreeSeat };
}
