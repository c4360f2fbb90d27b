import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import {
  PASSENGER_TYPE_IDS,
  type ExtrasResponse,
  type Order,
  type PassengersData,
  type SeatMapResponse,
} from '@skybook/api-contract';
import { convertEurMinor, getHold, localDate } from '@skybook/inventory';
import { serviceById } from './extras-catalog.ts';
import { extrasOffer } from './extras-offer.ts';
import { OrderError } from './order-error.ts';
import {
  appendEvent,
  assertChangeable,
  assertEditable,
  isBooked,
  journeyOf,
  loadOrder,
  lockOrder,
  microRate,
  publicOrder,
  touchChange,
  type LoadedOrder,
} from './order-read.server.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPayment } from './payment.server.ts';
import { SEAT_PRICES_EUR } from './seat-prices.ts';
import { rowsOf } from './sql-rows.server.ts';

export interface OrdersOptions {
  db: Db;
  gateway: PaymentGateway;
  now?: () => Date;
  /** How long a duplicate payment waits for the first one to finish. */
  pendingWaitMs?: number;
}

export interface ExtraItem {
  serviceId: string;
  passengerRef: string;
  flightRef: string;
  quantity: number;
}

/** A payment's result: `confirmedNow` is false when a retry answers an earlier success. */
export interface PaymentOutcome {
  order: Order;
  confirmedNow: boolean;
  /** The booking itself, or a change of a booked order (decision 011). */
  kind: 'booking' | 'change';
  /** For the confirmation mail (never shown to the API). */
  contactEmail: string | null;
}

export type Orders = ReturnType<typeof createOrders>;

const asDb = (tx: unknown) => tx as Db;
class SeatTaken extends Error {}

/** A wanted extra: units above the included ones, and the price of one unit. */
interface ExtraLine {
  index: number;
  code: string;
  passenger: string;
  flight: string;
  quantity: number;
  unit: number;
}

/** Orders over one database: draft from a hold, extras, seats, passengers, payment. */
export function createOrders(options: OrdersOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const view = async (orderId: string, owner?: string) => publicOrder(await loadOrder(db, orderId, owner));

  async function createOrder(holdId: string, owner?: string): Promise<Order> {
    const existing = await rowsOf<{ id: string }>(
      db,
      sql`select id from orders where hold_id = ${holdId}::uuid`,
    );
    if (existing[0]) return view(existing[0].id, owner);
    const hold = await getHold(db, holdId).catch(() => {
      throw new OrderError(404, 'errors.hold_not_found', { holdId: 'errors.not_found' });
    });
    if (hold.status !== 'active')
      throw new OrderError(410, 'errors.hold_expired', { holdId: 'errors.hold_expired' });
    const refs = [
      ...Array.from({ length: hold.passengers.adults }, () => 'adult' as const),
      ...Array.from({ length: hold.passengers.children }, () => 'child' as const),
      ...Array.from({ length: hold.passengers.infants }, () => 'infant' as const),
    ].map((type, i) => ({ ref: `p${i + 1}`, type }));
    const adults = refs.filter((p) => p.type === 'adult');
    const orderId = await db.transaction(async (txn) => {
      const tx = asDb(txn);
      const [created] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into orders (hold_id, owner_uid, currency) values (${holdId}::uuid, ${owner ?? null}, ${hold.total.currency})
        on conflict (hold_id) do nothing returning id`,
      );
      // A concurrent request for the same hold made the order: answer that one.
      if (!created) return null;
      for (const journey of hold.journeys) {
        for (const line of journey.lines) {
          await tx.execute(sql`insert into order_lines (order_id, kind, code, passenger, flight, amount)
            values (${created.id}::uuid, 'fare', ${line.code}, ${line.passengerType}, ${journey.direction}, ${line.amount})`);
        }
      }
      let infant = 0;
      for (const p of refs) {
        // Infants start on the laps of the adults in order; the passengers step may change that.
        const adultRef = p.type === 'infant' ? (adults[infant++]?.ref ?? null) : null;
        await tx.execute(sql`insert into order_passengers (order_id, ref, type, adult_ref)
          values (${created.id}::uuid, ${p.ref}, ${p.type}, ${adultRef})`);
      }
      await appendEvent(tx, created.id, 'created', { holdId, total: hold.total });
      return created.id;
    });
    if (orderId) return view(orderId, owner);
    const [row] = await rowsOf<{ id: string }>(
      db,
      sql`select id from orders where hold_id = ${holdId}::uuid`,
    );
    return view(row!.id, owner);
  }

  async function setExtras(orderId: string, items: ExtraItem[], owner?: string): Promise<Order> {
    const order = await loadOrder(db, orderId, owner);
    assertChangeable(order, now());
    const rate = await microRate(db, order.currency);
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    const lines: ExtraLine[] = [];
    items.forEach((item, i) => {
      const at = (k: string) => `items.${i}.${k}`;
      // The catalog names a service per flight as `<id>@<flightRef>`; the bare id works too.
      const service = serviceById(item.serviceId.split('@')[0]!);
      const passenger = order.passengers.find((p) => p.ref === item.passengerRef);
      const flight = order.flights.find((f) => f.flightRef === item.flightRef);
      if (!service) fields[at('serviceId')] = 'errors.invalid_service';
      if (!passenger) fields[at('passengerRef')] = 'errors.not_found';
      if (!flight) fields[at('flightRef')] = 'errors.not_found';
      if (!service || !passenger || !flight) return;
      const key = `${service.serviceId}|${item.passengerRef}|${item.flightRef}`;
      if (seen.has(key)) fields[at('serviceId')] = 'errors.duplicate';
      seen.add(key);
      if (!service.passengerTypes.includes(PASSENGER_TYPE_IDS[passenger.type])) {
        fields[at('serviceId')] = 'errors.not_available';
        return;
      }
      const included = service.included(journeyOf(order, flight.flightRef).conditions, passenger.type);
      if (item.quantity < included) fields[at('quantity')] = 'errors.below_included';
      else if (item.quantity > Math.max(included, service.maxQuantity))
        fields[at('quantity')] = 'errors.out_of_range';
      else if (item.quantity > included)
        lines.push({
          index: i,
          code: service.serviceId,
          passenger: passenger.ref,
          flight: flight.flightRef,
          quantity: item.quantity - included,
          unit: convertEurMinor(service.priceEur, rate),
        });
    });
    if (Object.keys(fields).length > 0) throw new OrderError(400, 'errors.validation', fields);
    if (order.status === 'HELD') {
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        if ((await lockOrder(tx, orderId)) !== 'HELD') throw new OrderError(409, 'errors.order_not_editable');
        await tx.execute(sql`delete from order_lines where order_id = ${orderId}::uuid and kind = 'extra'`);
        const inserted = lines.map(({ code, passenger, flight, quantity, unit }) => ({
          code,
          passenger,
          flight,
          quantity,
          amount: unit * quantity,
        }));
        for (const l of inserted) {
          await tx.execute(sql`insert into order_lines (order_id, kind, code, passenger, flight, quantity, amount)
            values (${orderId}::uuid, 'extra', ${l.code}, ${l.passenger}, ${l.flight}, ${l.quantity}, ${l.amount})`);
        }
        await appendEvent(tx, orderId, 'extras_set', { lines: inserted });
      });
    } else {
      await changeExtras(order, lines);
    }
    return view(orderId, owner);
  }

  /**
   * Extras of a booked order (decision 011): what was paid stays; units above it become pending
   * lines, paid through `pay`. The selection is still the whole one, so it may not drop a paid unit.
   */
  async function changeExtras(order: LoadedOrder, wanted: ExtraLine[]) {
    const booked = new Map<string, number>();
    for (const l of order.lines)
      if (l.kind === 'extra' && !l.pending) {
        const key = `${l.code}|${l.passenger}|${l.flight}`;
        booked.set(key, (booked.get(key) ?? 0) + l.quantity);
      }
    const fields: Record<string, string> = {};
    const pending: Array<Omit<ExtraLine, 'index' | 'unit'> & { amount: number }> = [];
    for (const [key, quantity] of booked) {
      const line = wanted.find((w) => `${w.code}|${w.passenger}|${w.flight}` === key);
      if (!line) fields['items'] = 'errors.below_booked';
      else if (line.quantity < quantity) fields[`items.${line.index}.quantity`] = 'errors.below_booked';
    }
    if (Object.keys(fields).length > 0) throw new OrderError(400, 'errors.validation', fields);
    for (const w of wanted) {
      const more = w.quantity - (booked.get(`${w.code}|${w.passenger}|${w.flight}`) ?? 0);
      if (more > 0)
        pending.push({
          code: w.code,
          passenger: w.passenger,
          flight: w.flight,
          quantity: more,
          amount: w.unit * more,
        });
    }
    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      if (!isBooked(await lockOrder(tx, order.orderId)))
        throw new OrderError(409, 'errors.order_not_editable');
      await touchChange(tx, order.orderId);
      await tx.execute(
        sql`delete from order_lines where order_id = ${order.orderId}::uuid and kind = 'extra' and pending`,
      );
      for (const l of pending) {
        await tx.execute(sql`insert into order_lines (order_id, kind, code, passenger, flight, quantity, amount, pending)
          values (${order.orderId}::uuid, 'extra', ${l.code}, ${l.passenger}, ${l.flight}, ${l.quantity}, ${l.amount}, true)`);
      }
      await appendEvent(tx, order.orderId, 'change_extras', { lines: pending });
    });
  }

  // A seat is taken by a booked order, or by a HELD one whose hold is alive; cancelled ones free
  // it, and so does a paid seat of a change that lapsed unpaid (decision 011).
  const liveAssignment = sql`((o2.status in ('CONFIRMED', 'CHANGED') or (o2.status = 'HELD' and h2.released_at is null and h2.expires_at > now()))
    and (sa.pending_until is null or sa.pending_until > now()))`;

  async function seatMap(orderId: string, flightRef: string, owner?: string): Promise<SeatMapResponse> {
    const order = await loadOrder(db, orderId, owner);
    const aircraft = order.aircraftOf.get(flightRef);
    if (!aircraft) throw new OrderError(404, 'errors.flight_not_found', { flightRef: 'errors.not_found' });
    const rate = await microRate(db, order.currency);
    const free = journeyOf(order, flightRef).conditions.seatCategory;
    const seats = await rowsOf<{
      row: number;
      letter: string;
      category: string;
      is_exit: boolean;
      taken_by: string | null;
      name: string;
    }>(
      db,
      sql`
      select s.row::int as row, s.letter, s.category, s.is_exit, t.order_id::text as taken_by, ac.name
      from aircraft_seats s join aircraft_types ac on ac.code = s.aircraft_code
      left join lateral (
        select sa.order_id from seat_assignments sa join orders o2 on o2.id = sa.order_id join holds h2 on h2.id = o2.hold_id
        where sa.dated_flight_id = ${Number(flightRef)} and sa.seat = s.row::text || s.letter and ${liveAssignment}
      ) t on true
      where s.aircraft_code = ${aircraft} order by s.row, s.letter`,
    );
    return {
      flightRef,
      aircraft: seats[0]?.name ?? aircraft,
      seats: seats.map((s) => ({
        seat: `${s.row}${s.letter}`,
        row: s.row,
        letter: s.letter,
        category: s.category,
        exit: s.is_exit,
        available: s.taken_by === null,
        price: {
          amount: s.category === free ? 0 : convertEurMinor(SEAT_PRICES_EUR[s.category] ?? 0, rate),
          currency: order.currency,
        },
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
    // Exit rows: no children, and no adult with an infant on their lap (so no infant either).
    const carriesInfant = order.passengers.some((p) => p.type === 'infant' && p.adultRef === passengerRef);
    if (cabinSeat.is_exit && (passenger.type === 'child' || carriesInfant))
      throw new OrderError(400, 'errors.validation', { seat: 'errors.exit_row_not_allowed' });
    const free = journeyOf(order, flightRef).conditions.seatCategory;
    const price =
      cabinSeat.category === free
        ? 0
        : convertEurMinor(SEAT_PRICES_EUR[cabinSeat.category] ?? 0, await microRate(db, order.currency));
    const flightId = Number(flightRef);
    if (order.status !== 'HELD') {
      await changeSeat(order, { passengerRef, flightRef, seat, category: cabinSeat.category, price });
      return view(orderId, owner);
    }
    try {
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        if ((await lockOrder(tx, orderId)) !== 'HELD') throw new OrderError(409, 'errors.order_not_editable');
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

  async function setPassengers(orderId: string, details: PassengersData, owner?: string): Promise<Order> {
    const order = await loadOrder(db, orderId, owner);
    assertEditable(order);
    const first = order.flights[0]!;
    if (details.departureDate !== localDate(new Date(first.departureUtc), first.departureTimeZone))
      throw new OrderError(400, 'errors.validation', {
        'details.departureDate': 'errors.departure_mismatch',
      });
    const expected = order.passengers.map((p) => `${p.ref}:${p.type}`).sort();
    const given = details.passengers.map((p) => `${p.id}:${p.type}`).sort();
    if (JSON.stringify(expected) !== JSON.stringify(given))
      throw new OrderError(400, 'errors.validation', { 'details.passengers': 'errors.passengers_mismatch' });
    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      if ((await lockOrder(tx, orderId)) !== 'HELD') throw new OrderError(409, 'errors.order_not_editable');
      for (const p of details.passengers) {
        const dateOfBirth = p.type === 'adult' ? null : p.dateOfBirth;
        const adultRef = p.type === 'infant' ? p.adultId : null;
        await tx.execute(sql`update order_passengers set first_name = ${p.firstName}, last_name = ${p.lastName},
          ticket_first_name = ${p.ticketFirstName}, ticket_last_name = ${p.ticketLastName},
          date_of_birth = ${dateOfBirth}, adult_ref = ${adultRef}
          where order_id = ${orderId}::uuid and ref = ${p.id}`);
      }
      await tx.execute(
        sql`update orders set contact = ${JSON.stringify(details.contact)}::jsonb where id = ${orderId}::uuid`,
      );
      await appendEvent(tx, orderId, 'passengers_set', { count: details.passengers.length });
    });
    return view(orderId, owner);
  }

  /** What the extras step shows: every service per flight, with each passenger's current count. */
  async function extrasCatalog(
    orderId: string,
    language: 'en' | 'es' | 'pt',
    owner?: string,
  ): Promise<ExtrasResponse> {
    const order = await loadOrder(db, orderId, owner);
    const rate = await microRate(db, order.currency);
    return extrasOffer(order, rate, language, (flightRef) => journeyOf(order, flightRef).conditions);
  }

  return {
    createOrder,
    getOrder: view,
    extrasCatalog,
    setExtras,
    seatMap,
    holdSeat,
    assignFreeSeat,
    setPassengers,
    ...createPayment(options),
  };
}
