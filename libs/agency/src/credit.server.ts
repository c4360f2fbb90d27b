import { and, eq, lt, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';

const { agencies, agencyBookings, creditLedger } = schema;

export type ReserveOutcome = { ok: true } | { ok: false; reason: 'insufficient_credit' | 'duplicate_hold' };

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown }).code === '23505' ||
  (error as { cause?: { code?: unknown } }).cause?.code === '23505';

/**
 * Reserves `amount` (minor units, agency currency) for a hold in ONE statement: the conditional
 * UPDATE takes the agency row's lock and only passes while reserved + amount ≤ limit, and the
 * ledger row is written from its result. Concurrent callers queue on the row lock, so the limit
 * is never exceeded; a hold id reserved twice fails on the ledger's unique key and rolls back.
 */
export async function reserveCredit(
  db: Db,
  hold: { agencyId: number; holdId: string; amount: number; expiresAt: Date },
): Promise<ReserveOutcome> {
  if (!Number.isInteger(hold.amount) || hold.amount <= 0)
    throw new RangeError('amount must be a positive integer');
  try {
    // why: one conditional UPDATE under the agency row lock: concurrent reservations never pass the credit limit.
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`with reserved as (
            update ${agencies} set credit_reserved = credit_reserved + ${hold.amount}
            where id = ${hold.agencyId} and credit_reserved + ${hold.amount} <= credit_limit
            returning id)
          insert into ${creditLedger} (agency_id, hold_id, kind, amount, expires_at)
          select id, ${hold.holdId}, 'reserve', ${hold.amount}, ${hold.expiresAt.toISOString()}::timestamptz from reserved
          returning id`,
    );
    return rows.length === 1 ? { ok: true } : { ok: false, reason: 'insufficient_credit' };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate_hold' };
    throw error;
  }
}

/**
 * Gives a hold's credit back (hold expired, booking cancelled — also after `confirm`), once: a second
 * release finds nothing to do; racing releases collide on the ledger's unique key.
 */
export async function releaseCredit(db: Db, holdId: string): Promise<boolean> {
  try {
    // why: one statement: the ledger's unique key lets only one of racing releases give the credit back.
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`with hold as (
            select agency_id, amount from ${creditLedger} h
            where h.hold_id = ${holdId} and h.kind = 'reserve'
              and not exists (select 1 from ${creditLedger} d where d.hold_id = ${holdId} and d.kind = 'release')),
          released as (
            update ${agencies} a set credit_reserved = a.credit_reserved - hold.amount
            from hold where a.id = hold.agency_id
            returning a.id, hold.amount)
          insert into ${creditLedger} (agency_id, hold_id, kind, amount)
          select id, ${holdId}, 'release', amount from released
          returning id`,
    );
    return rows.length === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * A cancelled booking on account gives `amount` (its refund, ≤ what it reserved) back to the
 * agency's credit, once; the rest stays used, like a card's non-refundable part.
 */
export async function refundCredit(db: Db, holdId: string, amount: number): Promise<boolean> {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive integer');
  try {
    // why: one statement: the ledger's unique key lets only one of racing refunds give the credit back.
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`with hold as (
            select agency_id from ${creditLedger} h
            where h.hold_id = ${holdId} and h.kind = 'reserve' and h.amount >= ${amount}
              and not exists (select 1 from ${creditLedger} d where d.hold_id = ${holdId} and d.kind = 'release')),
          released as (
            update ${agencies} a set credit_reserved = a.credit_reserved - ${amount}
            from hold where a.id = hold.agency_id
            returning a.id)
          insert into ${creditLedger} (agency_id, hold_id, kind, amount)
          select id, ${holdId}, 'release', ${amount} from released
          returning id`,
    );
    return rows.length === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The booking was ticketed: its hold no longer expires; the credit stays used until a cancellation releases it. */
export async function confirmCredit(db: Db, holdId: string): Promise<boolean> {
  try {
    // why: INSERT … SELECT in one statement: the ledger's unique key makes a racing second confirm fail.
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`insert into ${creditLedger} (agency_id, hold_id, kind, amount)
          select agency_id, hold_id, 'confirm', amount from ${creditLedger} h
          where h.hold_id = ${holdId} and h.kind = 'reserve'
            and not exists (select 1 from ${creditLedger} d where d.hold_id = ${holdId} and d.kind = 'release')
          returning id`,
    );
    return rows.length === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Releases every hold whose time ran out before `now` and was neither confirmed nor released, and
 * marks its booking on account (if any) cancelled.
 */
export async function releaseExpiredHolds(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .select({ holdId: creditLedger.holdId })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.kind, 'reserve'),
        lt(creditLedger.expiresAt, now),
        sql`not exists (select 1 from ${creditLedger} d where d.hold_id = ${creditLedger.holdId} and d.kind in ('release', 'confirm'))`,
      ),
    );
  let released = 0;
  for (const { holdId } of expired) {
    if (!(await releaseCredit(db, holdId))) continue;
    released += 1;
    await db
      .update(agencyBookings)
      .set({ status: 'cancelled' })
      .where(and(eq(agencyBookings.orderId, holdId), eq(agencyBookings.status, 'held')));
  }
  return released;
}

export interface CreditSummary {
  currency: string;
  limit: number;
  reserved: number;
  available: number;
}

export async function creditOf(db: Db, agencyId: number): Promise<CreditSummary | null> {
  const [row] = await db
    .select({ currency: agencies.currency, limit: agencies.creditLimit, reserved: agencies.creditReserved })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row ? { ...row, available: row.limit - row.reserved } : null;
}

/** The dashboard's alert level: available credit below 20% or 40% of the limit. */
export function creditAlert(limit: number, available: number): 'none' | 'below40' | 'below20' {
  if (limit <= 0) return 'none';
  if (available < limit * 0.2) return 'below20';
  if (available < limit * 0.4) return 'below40';
  return 'none';
}
