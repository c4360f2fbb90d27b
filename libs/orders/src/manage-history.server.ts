import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { committedEvents } from './committed-history.ts';
import { CHANGE_TTL_MS } from './order-writes.server.ts';

/** One entry of an order's history, with only the details a visitor may see. */
export interface HistoryEntry {
  type: string;
  at: string;
  details: Record<string, string | number | boolean>;
}

/** Event details shown in the history; charge ids, card digits and contact data stay out. */
const SHOWN = [
  'bookingReference',
  'amount',
  'currency',
  'seat',
  'flightRef',
  'passengerRef',
  'round',
  'refund',
  'kept',
  'reason',
  'price',
];

/** What was booked, paid and changed, oldest first: never the draft's clicks or a lapsed change. */
export async function history(db: Db, orderId: string): Promise<HistoryEntry[]> {
  // raw, plain (to convert to the builder): read, no concurrency role.
  const rows = await rowsOf<{ type: string; at_ms: number; data: Record<string, unknown> | string }>(
    db,
    sql`select type, (extract(epoch from created_at) * 1000)::float8 as at_ms, data
    from order_events where order_id = ${orderId}::uuid order by id`,
  );
  const events = rows.map((e) => ({
    type: e.type,
    atMs: e.at_ms,
    data: typeof e.data === 'string' ? (JSON.parse(e.data) as Record<string, unknown>) : e.data,
  }));
  return committedEvents(events, CHANGE_TTL_MS).map((e) => {
    const details: HistoryEntry['details'] = {};
    for (const key of SHOWN) {
      const value = e.data[key];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        details[key] = value;
    }
    return { type: e.type, at: new Date(e.atMs).toISOString(), details };
  });
}
