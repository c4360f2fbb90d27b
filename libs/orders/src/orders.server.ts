import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import {
  PASSENGER_TYPE_IDS,
  type ExtrasResponse,
  type Order,
  type PassengersData,
} from '@skybook/api-contract';
import { convertEurMinor, getHold, localDate } from '@skybook/inventory';
import { quantityRange, serviceById } from './extras-catalog.ts';
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
import { exitSeatsOf } from './booking-rules.server.ts';
import { seatViolations } from './seat-rules.ts';
import { createSeats } from './seats.server.ts';
import { rowsOf } from './sql-rows.server.ts';

export interface OrdersOptions {
  db: Db;
  gateway: PaymentGateway;
  now?: () => Date;
  /** How long a duplicate payment waits for the first one to finish. */
  pendingWaitMs?: number;
  /**
   * How long a payment attempt is its request's to settle (30 s); after that the reconciler or
   * a retry with its key settles it (decision 019). The gateway gets half of it to answer.
   */
  paymentLeaseMs?: number;
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
    const hold = await getHold(db, holdId, owner).catch(() => {
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
      else if (item.quantity > quantityRange(included, 0, service.maxQuantity).max)
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
      // Whose lap an infant is on decides who may keep an exit-row seat: checked under the
      // order's lock against the seats as they are now, so a seat held meanwhile is seen too.
      const locked = await loadOrder(tx, orderId, owner);
      const lapOf = new Map(
        details.passengers.flatMap((d) => (d.type === 'infant' ? [[d.id, d.adultId]] : [])),
      );
      const laps = locked.passengers.map((p) => ({ ...p, adultRef: lapOf.get(p.ref) ?? p.adultRef }));
      const exits = await exitSeatsOf(tx, locked);
      const barred = seatViolations(laps, locked.seats, (f, seat) => exits.has(`${f}:${seat}`));
      if (barred.length > 0) {
        const fields: Record<string, string> = {};
        details.passengers.forEach((d, i) => {
          if (d.type === 'infant' && barred.some((b) => b.passengerRef === d.adultId))
            fields[`details.passengers.${i}.adultId`] = 'errors.exit_row_infant';
        });
        throw new OrderError(409, 'errors.exit_row_infant', fields, { seats: barred });
      }
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
    ...createSeats(options),
    setPassengers,
    ...createPayment(options),
  };
}
