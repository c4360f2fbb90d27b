import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import {
  PASSENGER_TYPE_IDS,
  type ExtrasResponse,
  type Order,
  type PassengersData,
  type PayInput,
  type SeatMapResponse,
} from '@skybook/api-contract';
import { confirmHold, convertEurMinor, getHold, localDate } from '@skybook/inventory';
import { bookingReference } from './booking-reference.ts';
import { cardBrand, cardExpired } from './card.ts';
import { serviceById } from './extras-catalog.ts';
import { extrasOffer } from './extras-offer.ts';
import { OrderError } from './order-error.ts';
import {
  appendEvent,
  assertEditable,
  journeyOf,
  loadOrder,
  lockOrder,
  microRate,
  publicOrder,
} from './order-read.server.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { SEAT_PRICES_EUR } from './seat-prices.ts';
import { rowsOf, sqlState } from './sql-rows.server.ts';

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
  /** For the confirmation mail (never shown to the API). */
  contactEmail: string | null;
}

export type Orders = ReturnType<typeof createOrders>;

const asDb = (tx: unknown) => tx as Db;
class SeatTaken extends Error {}

/** Orders over one database: draft from a hold, extras, seats, passengers, payment. */
export function createOrders(options: OrdersOptions) {
  const { db, gateway } = options;
  const now = options.now ?? (() => new Date());
  const pendingWaitMs = options.pendingWaitMs ?? 30_000;
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
    assertEditable(order);
    const rate = await microRate(db, order.currency);
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    const lines: Array<{
      code: string;
      passenger: string;
      flight: string;
      quantity: number;
      amount: number;
    }> = [];
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
          code: service.serviceId,
          passenger: passenger.ref,
          flight: flight.flightRef,
          quantity: item.quantity - included,
          amount: convertEurMinor(service.priceEur, rate) * (item.quantity - included),
        });
    });
    if (Object.keys(fields).length > 0) throw new OrderError(400, 'errors.validation', fields);
    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      if ((await lockOrder(tx, orderId)) !== 'HELD') throw new OrderError(409, 'errors.order_not_editable');
      await tx.execute(sql`delete from order_lines where order_id = ${orderId}::uuid and kind = 'extra'`);
      for (const l of lines) {
        await tx.execute(sql`insert into order_lines (order_id, kind, code, passenger, flight, quantity, amount)
          values (${orderId}::uuid, 'extra', ${l.code}, ${l.passenger}, ${l.flight}, ${l.quantity}, ${l.amount})`);
      }
      await appendEvent(tx, orderId, 'extras_set', { lines });
    });
    return view(orderId, owner);
  }

  // A seat is taken by a booked order, or by a HELD one whose hold is alive; cancelled ones free it.
  const liveAssignment = sql`(o2.status in ('CONFIRMED', 'CHANGED') or (o2.status = 'HELD' and h2.released_at is null and h2.expires_at > now()))`;

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
    assertEditable(order);
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

  interface AttemptRow {
    request_hash: string;
    status: 'pending' | 'approved' | 'declined';
    outcome: string | null;
    order_id: string;
  }
  const attemptByKey = async (key: string) =>
    (
      await rowsOf<AttemptRow>(
        db,
        sql`select request_hash, status, outcome, order_id::text from payment_attempts where idempotency_key = ${key}`,
      )
    )[0];

  /** A key seen before: same request → the same answer (waiting if it is still running); else 422. */
  async function replay(key: string, hash: string, owner?: string): Promise<PaymentOutcome | null> {
    const deadline = Date.now() + pendingWaitMs;
    for (;;) {
      const attempt = await attemptByKey(key);
      if (!attempt) return null;
      if (attempt.request_hash !== hash) throw new OrderError(422, 'errors.idempotency_mismatch');
      if (attempt.status === 'declined') throw new OrderError(402, attempt.outcome ?? 'errors.card_declined');
      if (attempt.status === 'approved') {
        const order = await loadOrder(db, attempt.order_id, owner);
        return { order: publicOrder(order), confirmedNow: false, contactEmail: order.contactEmail };
      }
      if (Date.now() > deadline) throw new OrderError(409, 'errors.payment_in_progress');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function pay(input: PayInput, owner?: string): Promise<PaymentOutcome> {
    const { card } = input;
    const brand = cardBrand(card.number);
    const last4 = card.number.slice(-4);
    // The card number itself is never hashed nor stored: a PAN hash can be brute-forced.
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          input.orderId,
          input.expectedTotal,
          brand,
          last4,
          card.expiryMonth,
          card.expiryYear,
          card.holderName,
        ]),
      )
      .digest('hex');
    const replayed = await replay(input.idempotencyKey, hash, owner);
    if (replayed) return replayed;

    const order = await loadOrder(db, input.orderId, owner);
    if (order.status !== 'HELD') throw new OrderError(409, 'errors.order_not_payable');
    if (order.expired) throw new OrderError(410, 'errors.order_expired');
    // A ticket needs every name and someone to send it to.
    if (!order.contactEmail || order.passengers.some((p) => !p.ticketLastName))
      throw new OrderError(409, 'errors.passengers_required');
    if (cardExpired(card.expiryMonth, card.expiryYear, now()))
      throw new OrderError(400, 'errors.validation', { 'card.expiryYear': 'errors.card_expired' });
    if (input.expectedTotal !== order.total.amount)
      throw new OrderError(
        409,
        'errors.price_changed',
        { expectedTotal: 'errors.price_changed' },
        { total: order.total },
      );

    const claimed = await rowsOf<{ k: string }>(
      db,
      sql`insert into payment_attempts (idempotency_key, order_id, request_hash, amount, currency, card_brand, card_last4)
      values (${input.idempotencyKey}, ${order.orderId}::uuid, ${hash}, ${order.total.amount}, ${order.currency}, ${brand}, ${last4})
      on conflict do nothing returning idempotency_key as k`,
    );
    if (claimed.length === 0) {
      // Either a concurrent duplicate (same key) or another live payment of this order.
      const again = await replay(input.idempotencyKey, hash, owner);
      if (again) return again;
      throw new OrderError(409, 'errors.payment_in_progress');
    }

    const settle = (status: 'approved' | 'declined', outcome: string, tx: Db = db) =>
      tx.execute(
        sql`update payment_attempts set status = ${status}, outcome = ${outcome} where idempotency_key = ${input.idempotencyKey}`,
      );
    let result;
    try {
      result = await gateway.charge({
        amount: order.total.amount,
        currency: order.currency,
        card,
        idempotencyKey: input.idempotencyKey,
      });
    } catch {
      await settle('declined', 'errors.payment_failed');
      throw new OrderError(402, 'errors.payment_failed');
    }
    if (!result.approved) {
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        await settle('declined', result.reason, tx);
        await appendEvent(tx, order.orderId, 'payment_declined', { brand, last4, reason: result.reason });
      });
      throw new OrderError(402, result.reason);
    }
    const chargeId = result.chargeId;
    const confirmed = await db.transaction(async (txn) => {
      const tx = asDb(txn);
      await lockOrder(tx, order.orderId);
      if (!(await confirmHold(tx, order.holdId))) return false;
      const reference = await assignReference(tx, order.orderId);
      await tx.execute(
        sql`update orders set status = 'CONFIRMED', confirmed_at = now() where id = ${order.orderId}::uuid`,
      );
      await appendEvent(tx, order.orderId, 'confirmed', {
        bookingReference: reference,
        chargeId,
        amount: order.total.amount,
        currency: order.currency,
        brand,
        last4,
      });
      await settle('approved', chargeId, tx);
      return true;
    });
    if (!confirmed) {
      // The hold ran out while the card was charged: the charge must be refunded by hand (decision 010).
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        await settle('declined', 'errors.order_expired', tx);
        await appendEvent(tx, order.orderId, 'payment_orphaned', { chargeId, amount: order.total.amount });
      });
      throw new OrderError(410, 'errors.order_expired');
    }
    const fresh = await loadOrder(db, order.orderId, owner);
    return { order: publicOrder(fresh), confirmedNow: true, contactEmail: fresh.contactEmail };
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
    setPassengers,
    pay,
  };
}

/** A fresh booking reference; a collision (unique index) retries inside a savepoint. */
export async function assignReference(tx: Db, orderId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = bookingReference();
    try {
      await tx.transaction(async (sp) => {
        await asDb(sp).execute(
          sql`update orders set booking_reference = ${reference} where id = ${orderId}::uuid`,
        );
      });
      return reference;
    } catch (error) {
      if (attempt >= 10 || sqlState(error) !== '23505') throw error;
    }
  }
}
