import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
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
  const { orderEvents } = schema;
  const rows = await db
    .select({ type: orderEvents.type, createdAt: orderEvents.createdAt, data: orderEvents.data })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  // jsonb is untyped in the schema: every event's data is the object `appendEvent` stored.
  const events = rows.map((e) => ({
    type: e.type,
    atMs: e.createdAt.getTime(),
    data: e.data as Record<string, unknown>,
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
