import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';

const { agencyBookings, agencyUsers } = schema;

export interface BookingRow {
  reference: string;
  status: 'held' | 'confirmed' | 'cancelled';
  passengerName: string;
  route: string;
  agentId: number;
  agentName: string;
  bookedAt: Date;
  currency: string;
  total: number;
  commission: number;
}

export interface BookingFilter {
  agencyId: number;
  /** Set for agents: they only ever see their own bookings. */
  agentId?: number | undefined;
  status?: BookingRow['status'] | undefined;
  /** Inclusive UTC day `YYYY-MM-DD`. */
  from?: string | undefined;
  /** Inclusive UTC day `YYYY-MM-DD`. */
  to?: string | undefined;
  limit?: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** An agency's bookings, newest first; always scoped by agency, never across agencies. */
export async function listBookings(db: Db, filter: BookingFilter): Promise<BookingRow[]> {
  const conditions: SQL[] = [eq(agencyBookings.agencyId, filter.agencyId)];
  if (filter.agentId !== undefined) conditions.push(eq(agencyBookings.agentId, filter.agentId));
  if (filter.status) conditions.push(eq(agencyBookings.status, filter.status));
  if (filter.from) conditions.push(gte(agencyBookings.bookedAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(agencyBookings.bookedAt, nextDay(filter.to)));
  const query = db
    .select({
      reference: agencyBookings.reference,
      status: sql<BookingRow['status']>`${agencyBookings.status}`,
      passengerName: agencyBookings.passengerName,
      route: agencyBookings.route,
      agentId: agencyBookings.agentId,
      agentName: agencyUsers.name,
      bookedAt: agencyBookings.bookedAt,
      currency: sql<string>`${agencyBookings.currency}`,
      total: agencyBookings.total,
      commission: agencyBookings.commission,
    })
    .from(agencyBookings)
    .innerJoin(agencyUsers, eq(agencyUsers.id, agencyBookings.agentId))
    .where(and(...conditions))
    .orderBy(desc(agencyBookings.bookedAt), desc(agencyBookings.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

/** Totals per currency (cancelled bookings count but add nothing) and per UTC day for the chart. */
export function summarize(rows: readonly BookingRow[]) {
  const totals = new Map<string, { currency: string; count: number; total: number; commission: number }>();
  const days = new Map<string, { date: string; count: number; total: number }>();
  for (const row of rows) {
    const live = row.status !== 'cancelled';
    const t = totals.get(row.currency) ?? { currency: row.currency, count: 0, total: 0, commission: 0 };
    t.count += 1;
    if (live) {
      t.total += row.total;
      t.commission += row.commission;
    }
    totals.set(row.currency, t);
    const date = row.bookedAt.toISOString().slice(0, 10);
    const d = days.get(date) ?? { date, count: 0, total: 0 };
    d.count += 1;
    if (live) d.total += row.total;
    days.set(date, d);
  }
  return {
    totals: [...totals.values()],
    byDay: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)),
  };
}
