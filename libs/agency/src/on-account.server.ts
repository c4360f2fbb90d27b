import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import {
  confirmCredit,
  refundCredit,
  releaseCredit,
  reserveCredit,
  type ReserveOutcome,
} from './credit.server.ts';

const { agencies, agencyBookings, creditLedger } = schema;

/** The agency's commission on a booking on account: 8% of its total (seeded agencies' contract). */
export const COMMISSION_RATE = 0.08;

export interface BookingOnAccount {
  /** The order's id (issue 5): also the credit hold's key. */
  orderId: string;
  reference: string;
  passengerName: string;
  route: string;
  /** Must be the agency's credit currency. */
  currency: string;
  total: number;
  commission: number;
  /** When the hold lapses unless the booking is confirmed. */
  expiresAt: Date;
}

/**
 * The funnel's entry point (issue 5): holds a booking on account — reserves its total against the
 * agency's credit and records the booking as `held`, both or neither (one transaction).
 */
export async function holdBookingOnAccount(
  db: Db,
  by: { agencyId: number; userId: number },
  booking: BookingOnAccount,
): Promise<ReserveOutcome | { ok: false; reason: 'currency_mismatch' }> {
  return db.transaction(async (tx) => {
    const [agency] = await tx
      .select({ currency: agencies.currency })
      .from(agencies)
      .where(eq(agencies.id, by.agencyId));
    if (!agency || agency.currency !== booking.currency)
      return { ok: false, reason: 'currency_mismatch' } as const;
    const outcome = await reserveCredit(tx, {
      agencyId: by.agencyId,
      holdId: booking.orderId,
      amount: booking.total,
      expiresAt: booking.expiresAt,
    });
    if (!outcome.ok) return outcome;
    const { expiresAt: _expires, ...row } = booking;
    await tx
      .insert(agencyBookings)
      .values({ ...row, agencyId: by.agencyId, agentId: by.userId, status: 'held' });
    return outcome;
  });
}

/** Ticketed: the booking is confirmed and its hold stops expiring. */
export async function confirmBookingOnAccount(db: Db, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(agencyBookings)
      .set({ status: 'confirmed' })
      .where(and(eq(agencyBookings.orderId, orderId), eq(agencyBookings.status, 'held')))
      .returning({ id: agencyBookings.id });
    return rows.length === 1 && (await confirmCredit(tx, orderId));
  });
}

/** Cancelled (held or confirmed): the booking is marked so and its credit goes back. */
export async function cancelBookingOnAccount(db: Db, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(agencyBookings)
      .set({ status: 'cancelled' })
      .where(and(eq(agencyBookings.orderId, orderId), inArray(agencyBookings.status, ['held', 'confirmed'])))
      .returning({ id: agencyBookings.id });
    return rows.length === 1 && (await releaseCredit(tx, orderId));
  });
}

/**
 * A confirmed booking on account was cancelled with a refund of `amount` (fare conditions): the
 * booking is marked cancelled and that much credit goes back, both or neither. Answers false for
 * an order that was not booked on account (or was already refunded).
 */
export async function refundBookingOnAccount(db: Db, orderId: string, amount: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(agencyBookings)
      .set({ status: 'cancelled' })
      .where(and(eq(agencyBookings.orderId, orderId), eq(agencyBookings.status, 'confirmed')))
      .returning({ id: agencyBookings.id });
    if (rows.length !== 1) {
      // Already done by an earlier attempt that stopped before recording it: say so again.
      const done = await tx
        .select({ id: creditLedger.id })
        .from(creditLedger)
        .where(and(eq(creditLedger.holdId, orderId), eq(creditLedger.kind, 'release')));
      return done.length === 1;
    }
    if (amount > 0 && !(await refundCredit(tx, orderId, amount)))
      throw new Error(`credit of ${orderId} not refundable`);
    return true;
  });
}
