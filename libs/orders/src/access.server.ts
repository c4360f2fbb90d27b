import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
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
  // raw, plain (to convert to the builder): read, no concurrency role.
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from orders where id = ${orderId}::uuid and owner_uid = ${uid})
      or exists (select 1 from order_access_grants where order_id = ${orderId}::uuid and uid = ${uid} and expires_at > now())
      as ok`,
  );
  return row?.ok === true;
}

/** What a lookup by booking reference needs, read in one statement. */
export interface ReservationRecord {
  orderId: string;
  status: Order['status'];
  /** Every passenger's surname as typed and as on the ticket. */
  lastNames: string[];
  flights: Array<{ flightRef: string; direction: 'outbound' | 'inbound'; departureUtc: string }>;
}

interface ReservationRow {
  id: string;
  status: Order['status'];
  names: Array<string | null> | string;
  flights: Array<{ ref: string; number: string; ms: number }> | string;
  snapshot: { journeys: HeldJourney[] } | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A booked (or cancelled) order by its reference; null when there is none. */
export async function findReservation(db: Db, reference: string): Promise<ReservationRecord | null> {
  // raw, plain (to convert to the builder): read, no concurrency role.
  const [row] = await rowsOf<ReservationRow>(
    db,
    sql`
    select o.id, o.status, h.snapshot,
      coalesce((select json_agg(n) from order_passengers p, unnest(array[p.last_name, p.ticket_last_name]) n
        where p.order_id = o.id), '[]'::json) as names,
      coalesce((select json_agg(json_build_object('ref', df.id::text, 'number', df.flight_number,
          'ms', (extract(epoch from df.departure_utc) * 1000)::float8) order by df.departure_utc)
        from hold_segments hs join dated_flights df on df.id = hs.dated_flight_id where hs.hold_id = o.hold_id), '[]'::json) as flights
    from orders o join holds h on h.id = o.hold_id
    where o.booking_reference = ${reference} and o.status <> 'HELD'`,
  );
  if (!row) return null;
  const journeys = json(row.snapshot).journeys;
  return {
    orderId: row.id,
    status: row.status,
    lastNames: json(row.names).filter((n): n is string => typeof n === 'string' && n.length > 0),
    flights: json(row.flights).map((f) => {
      const departureUtc = new Date(f.ms).toISOString();
      const journey = journeys.find((j) =>
        j.segments.some((s) => s.flightNumber === f.number && s.departureUtc === departureUtc),
      );
      return { flightRef: f.ref, direction: journey?.direction ?? 'outbound', departureUtc };
    }),
  };
}
