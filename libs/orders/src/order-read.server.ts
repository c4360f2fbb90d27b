import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import type { HeldJourney, Order, OrderFlight, OrderLine } from '@skybook/api-contract';
import { OrderError } from './order-error.ts';
import { rowsOf } from './sql-rows.server.ts';

/** An order as the server works with it: the API shape plus what only the server sees. */
export interface LoadedOrder extends Order {
  holdId: string;
  ownerUid: string | null;
  /** Flight ref → dated flight's aircraft code. */
  aircraftOf: Map<string, string>;
  contactEmail: string | null;
}

interface OrderRow {
  id: string;
  hold_id: string;
  owner_uid: string | null;
  status: Order['status'];
  currency: string;
  booking_reference: string | null;
  contact: { email: string; phone?: string } | string | null;
  snapshot: { journeys: HeldJourney[] } | string;
  expires_ms: number;
  lapsed: boolean;
  end_reason: string | null;
}

interface FlightRow {
  id: number;
  flight_number: string;
  origin: string;
  destination: string;
  departure_ms: number;
  departure_time_zone: string;
  arrival_ms: number;
  arrival_time_zone: string;
  aircraft_code: string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The whole order; 404 when there is none or it belongs to another visitor. */
export async function loadOrder(db: Db, orderId: string, ownerUid?: string): Promise<LoadedOrder> {
  const [row] = await rowsOf<OrderRow>(
    db,
    sql`
    select o.id, o.hold_id, o.owner_uid, o.status, o.currency, o.booking_reference, o.contact, h.snapshot,
      (extract(epoch from h.expires_at) * 1000)::float8 as expires_ms, (h.expires_at <= now()) as lapsed, h.end_reason
    from orders o join holds h on h.id = o.hold_id where o.id = ${orderId}::uuid`,
  );
  // Someone else's order is answered exactly like a missing one.
  if (!row || (row.owner_uid && ownerUid && row.owner_uid !== ownerUid))
    throw new OrderError(404, 'errors.order_not_found', { orderId: 'errors.not_found' });

  const [flightRows, lineRows, passengerRows, seatRows] = await Promise.all([
    rowsOf<FlightRow>(
      db,
      sql`
      select df.id, df.flight_number, df.origin, df.destination,
        (extract(epoch from df.departure_utc) * 1000)::float8 as departure_ms, df.departure_time_zone,
        (extract(epoch from df.arrival_utc) * 1000)::float8 as arrival_ms, df.arrival_time_zone, df.aircraft_code
      from hold_segments hs join dated_flights df on df.id = hs.dated_flight_id
      where hs.hold_id = ${row.hold_id}::uuid order by df.departure_utc`,
    ),
    rowsOf<OrderLine>(
      db,
      sql`select kind, code, passenger, flight, quantity::int as quantity, amount::int as amount
      from order_lines where order_id = ${orderId}::uuid order by id`,
    ),
    rowsOf<Order['passengers'][number] & { ord: number }>(
      db,
      sql`select ref, type, first_name as "firstName", last_name as "lastName", ticket_first_name as "ticketFirstName",
        ticket_last_name as "ticketLastName", date_of_birth as "dateOfBirth", adult_ref as "adultRef"
      from order_passengers where order_id = ${orderId}::uuid order by length(ref), ref`,
    ),
    rowsOf<{ passengerRef: string; flightRef: string; seat: string; category: string }>(
      db,
      sql`select passenger_ref as "passengerRef", dated_flight_id::text as "flightRef", seat, category
      from seat_assignments where order_id = ${orderId}::uuid order by dated_flight_id, passenger_ref`,
    ),
  ]);

  const journeys = json(row.snapshot).journeys;
  const directionOf = (f: FlightRow): OrderFlight['direction'] => {
    const departureUtc = new Date(f.departure_ms).toISOString();
    const journey = journeys.find((j) =>
      j.segments.some((s) => s.flightNumber === f.flight_number && s.departureUtc === departureUtc),
    );
    return journey?.direction ?? 'outbound';
  };
  const flights = flightRows.map((f): OrderFlight => ({
    flightRef: String(f.id),
    direction: directionOf(f),
    flightNumber: f.flight_number,
    origin: f.origin,
    destination: f.destination,
    departureUtc: new Date(f.departure_ms).toISOString(),
    departureTimeZone: f.departure_time_zone,
    arrivalUtc: new Date(f.arrival_ms).toISOString(),
    arrivalTimeZone: f.arrival_time_zone,
  }));
  const total = lineRows.reduce((sum, l) => sum + l.amount, 0);
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
    lines: lineRows,
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
    seats: seatRows,
    contact: contact ? { email: contact.email, phone: contact.phone ?? '' } : null,
    aircraftOf: new Map(flightRows.map((f) => [String(f.id), f.aircraft_code])),
    contactEmail: contact?.email ?? null,
  };
}

/** The API view: what the server keeps to itself is left out. */
export function publicOrder(order: LoadedOrder): Order {
  const { holdId: _h, ownerUid: _o, aircraftOf: _a, contactEmail: _c, ...rest } = order;
  return rest;
}

/** Changes are allowed only while the order is HELD and its hold is alive. */
export function assertEditable(order: LoadedOrder): void {
  if (order.status !== 'HELD') throw new OrderError(409, 'errors.order_not_editable');
  if (order.expired) throw new OrderError(410, 'errors.order_expired');
}

/** The journey (fare family, conditions) a flight of the order belongs to. */
export function journeyOf(order: LoadedOrder, flightRef: string): HeldJourney {
  const flight = order.flights.find((f) => f.flightRef === flightRef)!;
  return order.journeys.find((j) => j.direction === flight.direction) ?? order.journeys[0]!;
}

/** How many minor units of the order's currency one EUR cent is, × 10⁶. */
export async function microRate(db: Db, currency: string): Promise<number> {
  const [rate] = await rowsOf<{ r: number }>(
    db,
    sql`select micro_units_per_eur_minor::float8 as r from exchange_rates where currency = ${currency}`,
  );
  if (!rate) throw new Error(`no exchange rate for ${currency}`);
  return rate.r;
}

/** Locks the order row for the rest of the transaction, so its changes never interleave. */
export async function lockOrder(tx: Db, orderId: string): Promise<string> {
  const [row] = await rowsOf<{ status: string }>(
    tx,
    sql`select status from orders where id = ${orderId}::uuid for update`,
  );
  return row!.status;
}

export async function appendEvent(tx: Db, orderId: string, type: string, data: Record<string, unknown>) {
  await tx.execute(
    sql`insert into order_events (order_id, type, data) values (${orderId}::uuid, ${type}, ${JSON.stringify(data)}::jsonb)`,
  );
}
