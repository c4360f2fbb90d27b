import { and, eq, isNotNull, sql, sum } from 'drizzle-orm';
import { rowsOf, schema, sqlState, type Db } from '@skybook/db';
import { confirmHold } from '@skybook/inventory';
import { bookingReference } from './booking-reference.ts';
import { isBooked, loadOrder, publicOrder, type LoadedOrder } from './order-read.server.ts';
import { appendEvent } from './order-writes.server.ts';
import type { ChargeResult, PaymentGateway } from './payment-gateway.ts';
import type { OnConfirmed } from './order-deps.ts';

/** A payment attempt as the settlement needs it. */
export interface AttemptToSettle {
  id: string;
  orderId: string;
  round: number;
  amount: number;
  currency: string;
  brand: string;
  last4: string;
}

/**
 * How an attempt ended; `pending` when it could not be settled yet (a refund the gateway refused).
 * A booking this settlement confirmed comes with the order as committed.
 */
export type Settlement =
  | { status: 'approved'; order?: LoadedOrder }
  | { status: 'declined'; outcome: string }
  | { status: 'pending' };

/** The gateway's idempotency key of an attempt: its own id, so a client key reused after expiry is a new charge. */
export const gatewayKey = (attemptId: string) => `pay:${attemptId}`;

/**
 * Settles a pending attempt with the gateway's answer, once: every step locks the attempt row
 * and does nothing if another process settled it first (the live request and the reconciler
 * may both hold an answer). An approved charge confirms the booking (round 0) or the change
 * (round n); if that is no longer possible the charge is refunded, and only once the refund
 * is through is the attempt declined — a refused refund leaves it pending for the reconciler.
 * `onConfirmed` runs inside the confirming transaction (its mail commits with it, decision 111).
 */
export async function settleAttempt(
  db: Db,
  gateway: PaymentGateway,
  attempt: AttemptToSettle,
  result: ChargeResult,
  onConfirmed?: OnConfirmed,
): Promise<Settlement> {
  if (!result.approved) {
    return db.transaction(async (txn) => {
      const tx = txn;
      const current = await lockAttempt(tx, attempt.id);
      if (current.status !== 'pending') return current;
      await mark(tx, attempt.id, 'declined', result.reason);
      await appendEvent(tx, attempt.orderId, 'payment_declined', {
        brand: attempt.brand,
        last4: attempt.last4,
        reason: result.reason,
      });
      return { status: 'declined', outcome: result.reason };
    });
  }
  const chargeId = result.chargeId;
  const paid = {
    chargeId,
    amount: attempt.amount,
    currency: attempt.currency,
    brand: attempt.brand,
    last4: attempt.last4,
  };
  const settle = () =>
    db.transaction(async (txn): Promise<Settlement | 'refused'> => {
      const tx = txn;
      // The order's lock comes with its read (decision 093), then the attempt's, as before.
      const order = await loadOrder(tx, attempt.orderId, undefined, { lock: true });
      const current = await lockAttempt(tx, attempt.id);
      if (current.status !== 'pending') return current;
      if (attempt.round === 0) {
        const reference = await confirmBooking(tx, order, attempt.id, paid);
        if (!reference) return 'refused';
        const confirmed: LoadedOrder = {
          ...order,
          status: 'CONFIRMED',
          bookingReference: reference,
          expired: false,
        };
        await onConfirmed?.(tx, {
          kind: 'booking',
          order: publicOrder(confirmed),
          contactEmail: confirmed.contactEmail,
        });
        return { status: 'approved', order: confirmed };
      }
      if (!(await confirmChange(tx, attempt.orderId, attempt.round, paid))) return 'refused';
      await mark(tx, attempt.id, 'approved', chargeId);
      if (onConfirmed) {
        const changed = await loadOrder(tx, attempt.orderId);
        await onConfirmed(tx, {
          kind: 'change',
          order: publicOrder(changed),
          contactEmail: changed.contactEmail,
        });
      }
      return { status: 'approved' };
    });
  // A booking reference that collides on its unique key fails the transaction: run it again.
  let confirmed: Settlement | 'refused' | undefined;
  for (let attempts = 1; !confirmed; attempts++) {
    confirmed = await settle().catch((error: unknown) => {
      if (attempts >= 10 || attempt.round !== 0 || sqlState(error) !== '23505') throw error;
      return undefined;
    });
  }
  if (confirmed !== 'refused') return confirmed;

  // The hold (or the change) lapsed while the card was charged: the money goes straight back.
  const refund = await gateway
    .refund({
      chargeId,
      amount: attempt.amount,
      currency: attempt.currency,
      idempotencyKey: `refund:${chargeId}`,
    })
    .catch(() => ({ refunded: false as const }));
  if (!refund.refunded) return { status: 'pending' };
  const outcome = attempt.round === 0 ? 'errors.order_expired' : 'errors.change_expired';
  return db.transaction(async (txn) => {
    const tx = txn;
    const current = await lockAttempt(tx, attempt.id);
    if (current.status !== 'pending') return current;
    await mark(tx, attempt.id, 'declined', outcome);
    await appendEvent(tx, attempt.orderId, 'payment_refunded', {
      chargeId,
      amount: attempt.amount,
      refundId: refund.refundId,
    });
    return { status: 'declined', outcome };
  });
}

async function lockAttempt(tx: Db, id: string): Promise<Settlement> {
  // why: SELECT … FOR UPDATE: the attempt row lock serialises its settlers, so it is settled once.
  const [row] = await rowsOf<{ status: 'pending' | 'approved' | 'declined'; outcome: string | null }>(
    tx,
    sql`select status, outcome from payment_attempts where id = ${id}::uuid for update`,
  );
  if (!row || row.status === 'pending') return { status: 'pending' };
  return row.status === 'approved'
    ? { status: 'approved' }
    : { status: 'declined', outcome: row.outcome ?? 'errors.payment_failed' };
}

const mark = (tx: Db, id: string, status: 'approved' | 'declined', outcome: string) =>
  tx.update(schema.paymentAttempts).set({ status, outcome }).where(eq(schema.paymentAttempts.id, id));

interface Paid {
  chargeId: string;
  amount: number;
  currency: string;
  brand: string;
  last4: string;
}

/**
 * Round 0: the hold becomes a sale, the order CONFIRMED with a new booking reference, which it
 * answers (null when the hold is no longer there to sell).
 */
async function confirmBooking(
  tx: Db,
  order: LoadedOrder,
  attemptId: string,
  paid: Paid,
): Promise<string | null> {
  if (order.status !== 'HELD' || !(await confirmHold(tx, order.holdId, order.flights.length))) return null;
  const reference = bookingReference();
  const event = { bookingReference: reference, ...paid };
  // why: one statement (decision 093): the booking reference (unique: a collision fails the
  // transaction, which the caller runs again), the status, the event and the approved attempt.
  await tx.execute(sql`
    with event as (
      insert into order_events (order_id, type, data)
      values (${order.orderId}::uuid, 'confirmed', ${JSON.stringify(event)}::jsonb)
    ), approved as (
      update payment_attempts set status = 'approved', outcome = ${paid.chargeId} where id = ${attemptId}::uuid
    )
    update orders set booking_reference = ${reference}, status = 'CONFIRMED', confirmed_at = now()
    where id = ${order.orderId}::uuid`);
  return reference;
}

/**
 * Round n: the pending lines and seats become booked, the order CHANGED. Refused (false) when
 * the change lapsed or is no longer what was charged.
 */
async function confirmChange(tx: Db, orderId: string, round: number, paid: Paid): Promise<boolean> {
  const { orderLines, orders, seatAssignments } = schema;
  const pendingSum = tx
    .select({ n: sum(orderLines.amount) })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.pending, true)));
  const [state] = await tx
    .select({
      status: orders.status,
      revision: orders.revision,
      live: sql<boolean>`coalesce(${orders.changeExpiresAt} > now(), false)`,
      due: sql<number>`coalesce(${pendingSum}, 0)::int`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (
    !state ||
    !isBooked(state.status) ||
    state.revision !== round - 1 ||
    !state.live ||
    state.due !== paid.amount
  )
    return false;
  await tx
    .update(orderLines)
    .set({ pending: false })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.pending, true)));
  await tx
    .update(seatAssignments)
    .set({ pendingUntil: null })
    .where(and(eq(seatAssignments.orderId, orderId), isNotNull(seatAssignments.pendingUntil)));
  await tx
    .update(orders)
    .set({ status: 'CHANGED', revision: round, changeExpiresAt: null })
    .where(eq(orders.id, orderId));
  await appendEvent(tx, orderId, 'changed', { round, ...paid });
  return true;
}

/** A fresh booking reference; a collision (unique index) retries inside a savepoint. */
export async function assignReference(tx: Db, orderId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = bookingReference();
    try {
      await tx.transaction(async (sp) => {
        // why: a savepoint, so a booking reference that collides on its unique key is retried without losing the transaction.
        await sp.execute(sql`update orders set booking_reference = ${reference} where id = ${orderId}::uuid`);
      });
      return reference;
    } catch (error) {
      if (attempt >= 10 || sqlState(error) !== '23505') throw error;
    }
  }
}
