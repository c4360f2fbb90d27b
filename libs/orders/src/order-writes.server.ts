import { and, eq, exists, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';

/** Locks the order row for the rest of the transaction, so its changes never interleave. */
export async function lockOrder(tx: Db, orderId: string): Promise<string> {
  // why: SELECT … FOR UPDATE: the order row lock keeps its changes from interleaving.
  const [row] = await rowsOf<{ status: string }>(
    tx,
    sql`select status from orders where id = ${orderId}::uuid for update`,
  );
  return row!.status;
}

/** Adds to the order's append-only history. */
export async function appendEvent(tx: Db, orderId: string, type: string, data: Record<string, unknown>) {
  await tx.insert(schema.orderEvents).values({ orderId, type, data });
}

/** How long a change's unpaid lines (and paid seats) are kept for payment. */
export const CHANGE_TTL_MS = 30 * 60_000;

/**
 * Inside a change's transaction: a payment of this order still running makes it wait (409), and
 * the pending lines and seats get a fresh expiry, so they lapse together.
 */
export async function touchChange(tx: Db, orderId: string): Promise<void> {
  const running = await tx.$count(
    schema.paymentAttempts,
    and(eq(schema.paymentAttempts.orderId, orderId), eq(schema.paymentAttempts.status, 'pending')),
  );
  if (running > 0) throw new DomainError(409, 'errors.payment_in_progress');
  // Lapsed pending lines and seats are dropped for good before the new ones are counted; the
  // history learns that the change they belonged to lapsed unpaid (it shows committed changes only).
  const { orderLines, orders, seatAssignments } = schema;
  const lapsed = await tx
    .delete(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.pending, true),
        exists(
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(
                eq(orders.id, orderId),
                or(isNull(orders.changeExpiresAt), lte(orders.changeExpiresAt, sql`now()`)),
              ),
            ),
        ),
      ),
    )
    .returning({ id: orderLines.id });
  if (lapsed.length > 0) await appendEvent(tx, orderId, 'change_lapsed', { lines: lapsed.length });
  await tx
    .delete(seatAssignments)
    .where(and(eq(seatAssignments.orderId, orderId), lte(seatAssignments.pendingUntil, sql`now()`)));
  await tx
    .update(orders)
    .set({ changeExpiresAt: sql`now() + ${CHANGE_TTL_MS} * interval '1 millisecond'` })
    .where(eq(orders.id, orderId));
  // The paid seats lapse with the lines: at the order's new expiry, to the microsecond.
  const orderExpiry = tx.select({ at: orders.changeExpiresAt }).from(orders).where(eq(orders.id, orderId));
  await tx
    .update(seatAssignments)
    .set({ pendingUntil: sql`${orderExpiry}` })
    .where(and(eq(seatAssignments.orderId, orderId), isNotNull(seatAssignments.pendingUntil)));
}
