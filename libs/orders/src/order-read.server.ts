import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';
import { selectFlights, type FlightRow } from '@skybook/inventory';
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

interface OrderRow {
  id: string;
  hold_id: string;
  owner_uid: string | null;
  status: Order['status'];
  currency: string;
  booking_reference: string | null;
  contact: { email: string; phone: string } | string | null;
  snapshot: { journeys: HeldJourney[] } | string;
  expires_ms: number;
  lapsed: boolean;
  end_reason: string | null;
  revision: number;
  change_expires_ms: number | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The whole order; 404 when there is none or it belongs to another visitor. */
export async function loadOrder(db: Db, orderId: string, ownerUid?: string): Promise<LoadedOrder> {
  // raw, plain (to convert to the builder): read (order joined to its hold), no concurrency role.
  const [row] = await rowsOf<OrderRow>(
    db,
    sql`
    select o.id, o.hold_id, o.owner_uid, o.status, o.currency, o.booking_reference, o.contact, h.snapshot,
      (extract(epoch from h.expires_at) * 1000)::float8 as expires_ms, (h.expires_at <= now()) as lapsed, h.end_reason,
      o.revision, case when o.change_expires_at > now() then (extract(epoch from o.change_expires_at) * 1000)::float8 end as change_expires_ms
    from orders o join holds h on h.id = o.hold_id where o.id = ${orderId}::uuid`,
  );
  // Someone else's order is answered exactly like a missing one.
  if (!row || (row.owner_uid && ownerUid && row.owner_uid !== ownerUid))
    throw new DomainError(404, 'errors.order_not_found', { orderId: 'errors.not_found' });

  const [flightRows, lineRows, passengerRows, seatRows] = await Promise.all([
    selectFlights(
      db,
      inArray(
        schema.datedFlights.id,
        db
          .select({ id: schema.holdSegments.datedFlightId })
          .from(schema.holdSegments)
          .where(eq(schema.holdSegments.holdId, row.hold_id)),
      ),
    ),
    // Pending lines count only while their change may still be paid (decision 044).
    // raw, plain (to convert to the builder): read, no concurrency role.
    rowsOf<OrderLine & { pending: boolean }>(
      db,
      sql`select l.kind, l.code, l.passenger, l.flight, l.quantity::int as quantity, l.amount::int as amount, l.pending
      from order_lines l join orders o on o.id = l.order_id
      where l.order_id = ${orderId}::uuid and (not l.pending or o.change_expires_at > now()) order by l.id`,
    ),
    // raw, plain (to convert to the builder): read, no concurrency role.
    rowsOf<Order['passengers'][number] & { ord: number }>(
      db,
      sql`select ref, type, first_name as "firstName", last_name as "lastName", ticket_first_name as "ticketFirstName",
        ticket_last_name as "ticketLastName", date_of_birth as "dateOfBirth", adult_ref as "adultRef"
      from order_passengers where order_id = ${orderId}::uuid order by length(ref), ref`,
    ),
    // raw, plain (to convert to the builder): read, no concurrency role.
    rowsOf<{ passengerRef: string; flightRef: string; seat: string; category: string; pending: boolean }>(
      db,
      sql`select passenger_ref as "passengerRef", dated_flight_id::text as "flightRef", seat, category,
        pending_until is not null as pending
      from seat_assignments where order_id = ${orderId}::uuid and (pending_until is null or pending_until > now())
      order by dated_flight_id, passenger_ref`,
    ),
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
    lineRows: (OrderLine & { pending: boolean })[];
    passengerRows: Order['passengers'];
    seatRows: { passengerRef: string; flightRef: string; seat: string; category: string; pending: boolean }[];
  },
): LoadedOrder {
  const journeys = json(row.snapshot).journeys;
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
  const holdGone = row.lapsed || row.end_reason === 'expired' || row.end_reason === 'released';
  const contact = row.contact ? json(row.contact) : null;
  return {
    orderId: row.id,
    holdId: row.hold_id,
    ownerUid: row.owner_uid,
    status: row.status,
    expired: row.status === 'HELD' && holdGone,
    expiresAt: new Date(row.expires_ms).toISOString(),
    bookingReference: row.booking_reference,
    currency: row.currency,
    total: { amount: total, currency: row.currency },
    lines: lineRows.map(({ pending, ...line }) => (pending ? { ...line, pending } : line)),
    journeys,
    flights,
    passengers: passengerRows.map((p) => ({
      ref: p.ref,
      type: p.type,
      firstName: p.firstName,
      lastName: p.lastName,
      ticketFirstName: p.ticketFirstName,
      ticketLastName: p.ticketLastName,
      dateOfBirth: p.dateOfBirth,
      adultRef: p.adultRef,
    })),
    seats: seatRows.map(({ pending, ...seat }) => (pending ? { ...seat, pending } : seat)),
    aircraftOf: new Map(flightRows.map((f) => [String(f.id), f.aircraftCode])),
    contactEmail: contact?.email ?? null,
    contact,
    revision: row.revision,
    amountDue: { amount: due, currency: row.currency },
    changeExpiresAt: row.change_expires_ms === null ? null : new Date(row.change_expires_ms).toISOString(),
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
