import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { selectHoldFlights, type FlightRow } from '@skybook/inventory';
import {
  DomainError,
  type HeldJourney,
  type Order,
  type OrderFlight,
  type OrderLine,
} from '@skybook/api-contract';

/** An order as the server works with it: the API shape plus what only the server sees. */
export interface LoadedOrder extends Order {
  holdId: string;
  ownerUid: string | null;
  /** Flight ref → dated flight's aircraft code. */
  aircraftOf: Map<string, string>;
  contactEmail: string | null;
  contact: { email: string; phone: string } | null;
  /** Paid changes so far; the next change is paid in round `revision + 1`. */
  revision: number;
  amountDue: Order['total'];
  changeExpiresAt: string | null;
}

const { holds, orderLines, orderPassengers, orders, seatAssignments } = schema;

/** The order joined to its hold, with what the clock says of both. */
function selectOrderRow(db: Db, orderId: string) {
  return db
    .select({
      id: orders.id,
      holdId: orders.holdId,
      ownerUid: orders.ownerUid,
      status: orders.status,
      currency: orders.currency,
      bookingReference: orders.bookingReference,
      contact: orders.contact,
      snapshot: holds.snapshot,
      expiresAt: holds.expiresAt,
      lapsed: sql<boolean>`${holds.expiresAt} <= now()`,
      endReason: holds.endReason,
      revision: orders.revision,
      changeExpiresAt: orders.changeExpiresAt,
      changeLive: sql<boolean | null>`${orders.changeExpiresAt} > now()`,
    })
    .from(orders)
    .innerJoin(holds, eq(holds.id, orders.holdId))
    .where(eq(orders.id, orderId));
}

type OrderRow = Awaited<ReturnType<typeof selectOrderRow>>[number];

/** Price lines; pending ones count only while their change may still be paid (decision 044). */
const selectLines = (db: Db, orderId: string) =>
  db
    .select({
      kind: orderLines.kind,
      code: orderLines.code,
      passenger: orderLines.passenger,
      flight: orderLines.flight,
      quantity: orderLines.quantity,
      amount: orderLines.amount,
      pending: orderLines.pending,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        or(eq(orderLines.pending, false), gt(orders.changeExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(orderLines.id));

/** The party in ref order (`p2` before `p10`). */
const selectPassengers = (db: Db, orderId: string) =>
  db
    .select({
      ref: orderPassengers.ref,
      type: orderPassengers.type,
      firstName: orderPassengers.firstName,
      lastName: orderPassengers.lastName,
      ticketFirstName: orderPassengers.ticketFirstName,
      ticketLastName: orderPassengers.ticketLastName,
      dateOfBirth: orderPassengers.dateOfBirth,
      adultRef: orderPassengers.adultRef,
    })
    .from(orderPassengers)
    .where(eq(orderPassengers.orderId, orderId))
    .orderBy(sql`length(${orderPassengers.ref})`, asc(orderPassengers.ref));

/** Booked seats, and pending ones until they lapse. */
const selectSeats = (db: Db, orderId: string) =>
  db
    .select({
      passengerRef: seatAssignments.passengerRef,
      flightId: seatAssignments.datedFlightId,
      seat: seatAssignments.seat,
      category: seatAssignments.category,
      pendingUntil: seatAssignments.pendingUntil,
    })
    .from(seatAssignments)
    .where(
      and(
        eq(seatAssignments.orderId, orderId),
        or(isNull(seatAssignments.pendingUntil), gt(seatAssignments.pendingUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(seatAssignments.datedFlightId), asc(seatAssignments.passengerRef));

/** The whole order; 404 when there is none or it belongs to another visitor. */
export async function loadOrder(db: Db, orderId: string, ownerUid?: string): Promise<LoadedOrder> {
  const [row] = await selectOrderRow(db, orderId);
  // Someone else's order is answered exactly like a missing one.
  if (!row || (row.ownerUid && ownerUid && row.ownerUid !== ownerUid))
    throw new DomainError(404, 'errors.order_not_found', { orderId: 'errors.not_found' });

  const [flightRows, lineRows, passengerRows, seatRows] = await Promise.all([
    selectHoldFlights(db, row.holdId),
    selectLines(db, orderId),
    selectPassengers(db, orderId),
    selectSeats(db, orderId),
  ]);

  return assembleOrder(row, { flightRows, lineRows, passengerRows, seatRows });
}

/** The rows of one order, put together as the server works with it. */
function assembleOrder(
  row: OrderRow,
  {
    flightRows,
    lineRows,
    passengerRows,
    seatRows,
  }: {
    flightRows: FlightRow[];
    lineRows: Awaited<ReturnType<typeof selectLines>>;
    passengerRows: Awaited<ReturnType<typeof selectPassengers>>;
    seatRows: Awaited<ReturnType<typeof selectSeats>>;
  },
): LoadedOrder {
  // jsonb is untyped in the schema: the hold's snapshot is what inventory froze into it.
  const { journeys } = row.snapshot as { journeys: HeldJourney[] };
  const directionOf = (f: FlightRow): OrderFlight['direction'] => {
    const departureUtc = f.departureUtc.toISOString();
    const journey = journeys.find((j) =>
      j.segments.some((s) => s.flightNumber === f.flightNumber && s.departureUtc === departureUtc),
    );
    return journey?.direction ?? 'outbound';
  };
  const flights = flightRows.map((f): OrderFlight => ({
    flightRef: String(f.id),
    direction: directionOf(f),
    flightNumber: f.flightNumber,
    origin: f.origin,
    destination: f.destination,
    departureUtc: f.departureUtc.toISOString(),
    departureTimeZone: f.departureTimeZone,
    arrivalUtc: f.arrivalUtc.toISOString(),
    arrivalTimeZone: f.arrivalTimeZone,
  }));
  const total = lineRows.reduce((sum, l) => sum + l.amount, 0);
  const due = lineRows.reduce((sum, l) => sum + (l.pending ? l.amount : 0), 0);
  const holdGone = row.lapsed || row.endReason === 'expired' || row.endReason === 'released';
  // jsonb is untyped in the schema: the contact is what the passengers step stored.
  const contact = (row.contact ?? null) as { email: string; phone: string } | null;
  return {
    orderId: row.id,
    holdId: row.holdId,
    ownerUid: row.ownerUid,
    status: row.status as Order['status'],
    expired: row.status === 'HELD' && holdGone,
    expiresAt: row.expiresAt.toISOString(),
    bookingReference: row.bookingReference,
    currency: row.currency,
    total: { amount: total, currency: row.currency },
    lines: lineRows.map(({ pending, kind, ...rest }) => {
      const line = { ...rest, kind: kind as OrderLine['kind'] };
      return pending ? { ...line, pending } : line;
    }),
    journeys,
    flights,
    passengers: passengerRows.map((p) => ({
      ref: p.ref,
      type: p.type as Order['passengers'][number]['type'],
      firstName: p.firstName,
      lastName: p.lastName,
      ticketFirstName: p.ticketFirstName,
      ticketLastName: p.ticketLastName,
      dateOfBirth: p.dateOfBirth,
      adultRef: p.adultRef,
    })),
    seats: seatRows.map(({ passengerRef, flightId, seat, category, pendingUntil }) => {
      const own = { passengerRef, flightRef: String(flightId), seat, category };
      return pendingUntil === null ? own : { ...own, pending: true };
    }),
    aircraftOf: new Map(flightRows.map((f) => [String(f.id), f.aircraftCode])),
    contactEmail: contact?.email ?? null,
    contact,
    revision: row.revision,
    amountDue: { amount: due, currency: row.currency },
    changeExpiresAt: row.changeLive && row.changeExpiresAt ? row.changeExpiresAt.toISOString() : null,
  };
}

/** The API view: what the server keeps to itself is left out. */
export function publicOrder(order: LoadedOrder): Order {
  const {
    holdId: _h,
    ownerUid: _o,
    aircraftOf: _a,
    contactEmail: _c,
    contact,
    revision: _r,
    ...rest
  } = order;
  // The draft's contact goes back to the funnel that typed it (only its creator reaches a HELD
  // order); once booked, anyone holding the reference and a name could read it, so manage masks it.
  return { ...rest, contact: order.status === 'HELD' ? contact : null };
}

/** Changes are allowed only while the order is HELD and its hold is alive. */
export function assertEditable(order: LoadedOrder): void {
  if (order.status !== 'HELD') throw new DomainError(409, 'errors.order_not_editable');
  if (order.expired) throw new DomainError(410, 'errors.order_expired');
}

/** A booked order (paid, maybe changed since) that is not cancelled. */
export const isBooked = (status: string) => status === 'CONFIRMED' || status === 'CHANGED';

/**
 * Extras and seats: a HELD order while its hold lives (decision 010), or a booked one until its
 * first flight leaves, as a change paid afterwards (decision 044).
 */
export function assertChangeable(order: LoadedOrder, now: Date): void {
  if (order.status === 'HELD') return assertEditable(order);
  if (!isBooked(order.status)) throw new DomainError(409, 'errors.order_not_editable');
  if (order.flights.some((f) => Date.parse(f.departureUtc) <= now.getTime()))
    throw new DomainError(409, 'errors.order_not_editable');
}

/** The journey (fare family, conditions) a flight of the order belongs to. */
export function journeyOf(order: LoadedOrder, flightRef: string): HeldJourney {
  const flight = order.flights.find((f) => f.flightRef === flightRef)!;
  return order.journeys.find((j) => j.direction === flight.direction) ?? order.journeys[0]!;
}

/** How many minor units of the order's currency one EUR cent is, × 10⁶. */
export async function microRate(db: Db, currency: string): Promise<number> {
  const [rate] = await db
    .select({ r: schema.exchangeRates.microUnitsPerEurMinor })
    .from(schema.exchangeRates)
    .where(eq(schema.exchangeRates.currency, currency));
  if (!rate) throw new Error(`no exchange rate for ${currency}`);
  return rate.r;
}

/** The order as the API shows it; `owner` as in `loadOrder`. */
export async function viewOrder(db: Db, orderId: string, owner?: string): Promise<Order> {
  return publicOrder(await loadOrder(db, orderId, owner));
}
