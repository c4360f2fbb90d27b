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

/**
 * Money of bookings on account in one currency. Sales and commission count ticketed (confirmed)
 * bookings only; held, unticketed ones are shown apart; cancelled and expired ones add nothing.
 */
export interface BookingTotals {
  currency: string;
  /** Every booking listed, whatever its status. */
  count: number;
  ticketed: number;
  sales: number;
  commission: number;
  held: number;
  heldAmount: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function conditionsOf(filter: BookingFilter): SQL | undefined {
  const conditions: SQL[] = [eq(agencyBookings.agencyId, filter.agencyId)];
  if (filter.agentId !== undefined) conditions.push(eq(agencyBookings.agentId, filter.agentId));
  if (filter.status) conditions.push(eq(agencyBookings.status, filter.status));
  if (filter.from) conditions.push(gte(agencyBookings.bookedAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(agencyBookings.bookedAt, nextDay(filter.to)));
  return and(...conditions);
}

/** An agency's bookings, newest first; always scoped by agency, never across agencies. */
export async function listBookings(db: Db, filter: BookingFilter): Promise<BookingRow[]> {
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
    .where(conditionsOf(filter))
    .orderBy(desc(agencyBookings.bookedAt), desc(agencyBookings.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

const sumIf = (status: BookingRow['status'], column: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${agencyBookings.status} = ${status}), 0)`.mapWith(
    Number,
  );
const countIf = (status: BookingRow['status']) =>
  sql<number>`count(*) filter (where ${agencyBookings.status} = ${status})`.mapWith(Number);

/** Per currency, the money of the bookings `filter` selects (see `BookingTotals`); one query. */
export async function bookingTotals(db: Db, filter: Omit<BookingFilter, 'limit'>): Promise<BookingTotals[]> {
  return db
    .select({
      currency: sql<string>`${agencyBookings.currency}`,
      count: sql<number>`count(*)`.mapWith(Number),
      ticketed: countIf('confirmed'),
      sales: sumIf('confirmed', sql`${agencyBookings.total}`),
      commission: sumIf('confirmed', sql`${agencyBookings.commission}`),
      held: countIf('held'),
      heldAmount: sumIf('held', sql`${agencyBookings.total}`),
    })
    .from(agencyBookings)
    .where(conditionsOf(filter))
    .groupBy(agencyBookings.currency)
    .orderBy(agencyBookings.currency);
}

/** Ticketed sales per UTC day and currency, for the report's chart. */
export function salesByDay(rows: readonly BookingRow[]) {
  const days = new Map<string, { date: string; currency: string; count: number; sales: number }>();
  for (const row of rows) {
    if (row.status !== 'confirmed') continue;
    const date = row.bookedAt.toISOString().slice(0, 10);
    const key = `${date} ${row.currency}`;
    const day = days.get(key) ?? { date, currency: row.currency, count: 0, sales: 0 };
    day.count += 1;
    day.sales += row.total;
    days.set(key, day);
  }
  return [...days.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.currency.localeCompare(b.currency),
  );
}
