import { and, asc, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import type { HeldJourney, Order } from '@skybook/api-contract';

/** How long a successful lookup lets a visitor manage and check in that booking (decision 041). */
export const ACCESS_GRANT_TTL_MS = 2 * 3_600_000;

/** Lets the visitor `uid` reach the order for a while; a repeated lookup extends it. */
export async function grantAccess(db: Db, orderId: string, uid: string, ttlMs = ACCESS_GRANT_TTL_MS) {
  // why: ON CONFLICT DO UPDATE: repeated or racing lookups extend one grant instead of failing on its key.
  await db.execute(sql`
    insert into order_access_grants (order_id, uid, expires_at)
    values (${orderId}::uuid, ${uid}, now() + ${ttlMs} * interval '1 millisecond')
    on conflict (order_id, uid) do update set expires_at = excluded.expires_at`);
}

/** The order's creator, or a visitor holding a live grant from a lookup. */
export async function canAccess(db: Db, orderId: string, uid: string): Promise<boolean> {
  const { orders, orderAccessGrants: grants } = schema;
  // A grant's order always exists (foreign key), so one row of the order answers both ways in.
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(
      grants,
      and(eq(grants.orderId, orders.id), eq(grants.uid, uid), gt(grants.expiresAt, sql`now()`)),
    )
    .where(and(eq(orders.id, orderId), or(eq(orders.ownerUid, uid), isNotNull(grants.uid))))
    .limit(1);
  return row !== undefined;
}

/** What a lookup by booking reference needs. */
export interface ReservationRecord {
  orderId: string;
  status: Order['status'];
  /** Every passenger's surname as typed and as on the ticket. */
  lastNames: string[];
  flights: Array<{ flightRef: string; direction: 'outbound' | 'inbound'; departureUtc: string }>;
}

/** A booked (or cancelled) order by its reference; null when there is none. */
export async function findReservation(db: Db, reference: string): Promise<ReservationRecord | null> {
  const { datedFlights, holdSegments, holds, orderPassengers, orders } = schema;
  const [row] = await db
    .select({ id: orders.id, holdId: orders.holdId, status: orders.status, snapshot: holds.snapshot })
    .from(orders)
    .innerJoin(holds, eq(holds.id, orders.holdId))
    .where(and(eq(orders.bookingReference, reference), ne(orders.status, 'HELD')));
  if (!row) return null;
  const [names, flights] = await Promise.all([
    db
      .select({ lastName: orderPassengers.lastName, ticketLastName: orderPassengers.ticketLastName })
      .from(orderPassengers)
      .where(eq(orderPassengers.orderId, row.id)),
    db
      .select({
        id: datedFlights.id,
        number: datedFlights.flightNumber,
        departureUtc: datedFlights.departureUtc,
      })
      .from(holdSegments)
      .innerJoin(datedFlights, eq(datedFlights.id, holdSegments.datedFlightId))
      .where(eq(holdSegments.holdId, row.holdId))
      .orderBy(asc(datedFlights.departureUtc)),
  ]);
  // jsonb is untyped in the schema: the hold's snapshot is what inventory froze into it.
  const { journeys } = row.snapshot as { journeys: HeldJourney[] };
  return {
    orderId: row.id,
    status: row.status as Order['status'],
    lastNames: names
      .flatMap((n) => [n.lastName, n.ticketLastName])
      .filter((n): n is string => typeof n === 'string' && n.length > 0),
    flights: flights.map((f) => {
      const departureUtc = f.departureUtc.toISOString();
      const journey = journeys.find((j) =>
        j.segments.some((s) => s.flightNumber === f.number && s.departureUtc === departureUtc),
      );
      return { flightRef: String(f.id), direction: journey?.direction ?? 'outbound', departureUtc };
    }),
  };
}
