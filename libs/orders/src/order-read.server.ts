import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { knownHoldFlights, rememberHoldFlights, TtlCache, type FlightRow } from '@skybook/inventory';
import {
  DomainError,
  type HeldJourney,
  type Order,
  type OrderFlight,
  type OrderLine,
} from '@skybook/api-contract';
import { priceGroupsOf } from './price-groups.ts';

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

const { holds, orderAccessGrants, orders } = schema;

/** JSON arrays come back parsed from node-postgres and PGlite alike; a string is parsed here. */
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Epoch milliseconds of a timestamp, as a JSON number. */
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The order joined to its hold, with what the clock says of both and, as JSON arrays in the same
 * row, its price lines (pending ones only while their change may still be paid, decision 044),
 * its party in ref order (`p2` before `p10`), its seats (pending ones until they lapse) and,
 * unless this process knows them, its hold's flights: one statement per order read (decision 093).
 * `grantedTo` also tells whether that visitor holds a live lookup grant to it (decision 041).
 */
function selectOrder(db: Db, orderId: string, opts: { grantedTo?: string; withFlights: boolean }) {
  const granted =
    opts.grantedTo === undefined
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${orderAccessGrants} g where g.order_id = ${orders.id}
          and g.uid = ${opts.grantedTo} and g.expires_at > now())`;
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
      granted,
      lines: sql<unknown>`coalesce((select json_agg(json_build_array(l.kind, l.code, l.passenger, l.flight,
          l.quantity, l.amount, l.pending) order by l.id) from order_lines l
        where l.order_id = ${orders.id} and (not l.pending or ${orders.changeExpiresAt} > now())), '[]')`,
      passengers: sql<unknown>`coalesce((select json_agg(json_build_object('ref', p.ref, 'type', p.type,
          'firstName', p.first_name, 'lastName', p.last_name, 'ticketFirstName', p.ticket_first_name,
          'ticketLastName', p.ticket_last_name, 'dateOfBirth', p.date_of_birth, 'adultRef', p.adult_ref)
          order by length(p.ref), p.ref) from order_passengers p where p.order_id = ${orders.id}), '[]')`,
      seats: sql<unknown>`coalesce((select json_agg(json_build_array(s.passenger_ref, s.dated_flight_id,
          s.seat, s.category, s.pending_until is not null) order by s.dated_flight_id, s.passenger_ref)
        from seat_assignments s where s.order_id = ${orders.id}
          and (s.pending_until is null or s.pending_until > now())), '[]')`,
      flights: opts.withFlights
        ? sql<unknown>`(select json_agg(json_build_array(f.id, f.flight_number, f.origin, f.destination,
            ${sql.raw(epochMs('f.departure_utc'))}, f.departure_time_zone, ${sql.raw(epochMs('f.arrival_utc'))},
            f.arrival_time_zone, f.aircraft_code, a.name) order by f.departure_utc)
          from hold_segments hs join dated_flights f on f.id = hs.dated_flight_id
          join aircraft_types a on a.code = f.aircraft_code where hs.hold_id = ${holds.id})`
        : sql<unknown>`null`,
    })
    .from(orders)
    .innerJoin(holds, eq(holds.id, orders.holdId))
    .where(eq(orders.id, orderId));
}

/** An order's hold never changes: knowing it, a read can leave out the flights this process knows. */
const holdOfOrder = new TtlCache<string>(10 * 60_000, 10_000);

type OrderRow = Awaited<ReturnType<typeof selectOrder>>[number];

type LineTuple = [string, string, string, string, number, number, boolean];
type SeatTuple = [string, number, string, string, boolean];
type FlightTuple = [number, string, string, string, number, string, number, string, string, string];

/**
 * The whole order; 404 when there is none or it belongs to another visitor than `ownerUid`
 * (a visitor a lookup granted it to reaches it too, as `ownerFor` allows). `lock` (inside a
 * transaction) takes the order row's lock in the same statement, so its changes never interleave.
 */
export async function loadOrder(
  db: Db,
  orderId: string,
  ownerUid?: string,
  opts: { lock?: boolean } = {},
): Promise<LoadedOrder> {
  // Taken before the query: the flights it leaves out are these, even if the entry expires meanwhile.
  const holdId = holdOfOrder.peek(orderId);
  const known = holdId ? knownHoldFlights(holdId) : undefined;
  const query = selectOrder(db, orderId, {
    ...(ownerUid === undefined ? {} : { grantedTo: ownerUid }),
    withFlights: !known,
  });
  const rows = await (opts.lock ? query.for('update', { of: orders }) : query);
  return assembleLoaded(rows, ownerUid, known);
}

function assembleLoaded(
  rows: OrderRow[],
  ownerUid: string | undefined,
  known: FlightRow[] | undefined,
): LoadedOrder {
  const [row] = rows;
  // Someone else's order is answered exactly like a missing one.
  if (!row || (row.ownerUid && ownerUid && row.ownerUid !== ownerUid && !row.granted))
    throw new DomainError(404, 'errors.order_not_found', { orderId: 'errors.not_found' });
  const flightRows = known ?? flightsOf(row);
  rememberHoldFlights(row.holdId, flightRows);
  holdOfOrder.set(row.id, row.holdId);
  return assembleOrder(row, {
    flightRows,
    lineRows: jsonOf<LineTuple[]>(row.lines).map(
      ([kind, code, passenger, flight, quantity, amount, pending]) => ({
        kind,
        code,
        passenger,
        flight,
        quantity,
        amount,
        pending,
      }),
    ),
    passengerRows: jsonOf<PassengerRow[]>(row.passengers),
    seatRows: jsonOf<SeatTuple[]>(row.seats).map(([passengerRef, flightId, seat, category, pending]) => ({
      passengerRef,
      flightId,
      seat,
      category,
      pending,
    })),
  });
}

function flightsOf(row: OrderRow): FlightRow[] {
  return (jsonOf<FlightTuple[] | null>(row.flights) ?? []).map(
    ([id, flightNumber, origin, destination, dep, depZone, arr, arrZone, aircraftCode, aircraft]) => ({
      id,
      flightNumber,
      origin,
      destination,
      departureUtc: new Date(dep),
      departureTimeZone: depZone,
      arrivalUtc: new Date(arr),
      arrivalTimeZone: arrZone,
      aircraftCode,
      aircraft,
    }),
  );
}

interface LineRow {
  kind: string;
  code: string;
  passenger: string;
  flight: string;
  quantity: number;
  amount: number;
  pending: boolean;
}
interface PassengerRow {
  ref: string;
  type: string;
  firstName: string | null;
  lastName: string | null;
  ticketFirstName: string | null;
  ticketLastName: string | null;
  dateOfBirth: string | null;
  adultRef: string | null;
}
interface SeatRow {
  passengerRef: string;
  flightId: number;
  seat: string;
  category: string;
  pending: boolean;
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
    lineRows: LineRow[];
    passengerRows: PassengerRow[];
    seatRows: SeatRow[];
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
  const lines = lineRows.map(({ pending, kind, ...rest }) => {
    const line = { ...rest, kind: kind as OrderLine['kind'] };
    return pending ? { ...line, pending } : line;
  });
  const passengers = passengerRows.map((p) => ({
    ref: p.ref,
    type: p.type as Order['passengers'][number]['type'],
    firstName: p.firstName,
    lastName: p.lastName,
    ticketFirstName: p.ticketFirstName,
    ticketLastName: p.ticketLastName,
    dateOfBirth: p.dateOfBirth,
    adultRef: p.adultRef,
  }));
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
    lines,
    priceGroups: priceGroupsOf(lines, passengers),
    journeys,
    flights,
    passengers,
    seats: seatRows.map(({ passengerRef, flightId, seat, category, pending }) => {
      const own = { passengerRef, flightRef: String(flightId), seat, category };
      return pending ? { ...own, pending: true } : own;
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
