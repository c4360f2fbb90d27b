import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { loadOrder, publicOrder } from './order-read.server.ts';
import type { OrderDeps, PaymentOutcome } from './order-deps.ts';
import { createPaymentReconciler } from './payment-reconciler.server.ts';

/** How long a client's idempotency key answers with its first result (decision 019). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The answer a settled attempt gives, to its first request and to every retry with its key. */
export function refusalOf(outcome: string | null): DomainError {
  const key = outcome ?? 'errors.payment_failed';
  const gone = key === 'errors.order_expired' || key === 'errors.change_expired';
  return new DomainError(gone ? 410 : 402, key);
}

/** How long a payment attempt is its request's to settle (decision 019). */
export const leaseOf = (deps: OrderDeps) => deps.paymentLeaseMs ?? 30_000;

/** The reconciler settles attempts whose lease is over; it keeps no state between calls. */
const reconcilerOf = (deps: OrderDeps) =>
  createPaymentReconciler({ db: deps.db, gateway: deps.gateway, leaseMs: leaseOf(deps) });

/** The live attempt a client key names, if any. */
const attemptByKey = async (db: Db, key: string) => {
  const t = schema.paymentAttempts;
  const [attempt] = await db
    .select({
      id: t.id,
      requestHash: t.requestHash,
      ownerUid: t.ownerUid,
      status: t.status,
      outcome: t.outcome,
      orderId: t.orderId,
      round: t.round,
      leaseOver: sql<boolean>`${t.leaseUntil} < now()`,
    })
    .from(t)
    .where(and(eq(t.idempotencyKey, key), isNull(t.retiredAt)));
  return attempt;
};

/** A key older than 24 h and settled is history: the same key now starts a new attempt. */
export const retireExpired = (db: Db, now: () => Date, key: string) =>
  db
    .update(schema.paymentAttempts)
    .set({ retiredAt: sql`now()` })
    .where(
      and(
        eq(schema.paymentAttempts.idempotencyKey, key),
        isNull(schema.paymentAttempts.retiredAt),
        ne(schema.paymentAttempts.status, 'pending'),
        lt(schema.paymentAttempts.createdAt, new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS)),
      ),
    );

/**
 * A key seen before: the same request by the same caller gets the same answer (waiting while
 * it runs, settling it if its lease is over); another body or another caller gets a 422.
 */
export async function replay(
  deps: OrderDeps,
  key: string,
  hash: string,
  caller: string | null,
  owner?: string,
) {
  const { db } = deps;
  const deadline = Date.now() + (deps.pendingWaitMs ?? 30_000);
  for (;;) {
    const attempt = await attemptByKey(db, key);
    if (!attempt) return null;
    if (attempt.requestHash !== hash || attempt.ownerUid !== caller)
      throw new DomainError(422, 'errors.idempotency_mismatch');
    if (attempt.status === 'declined') throw refusalOf(attempt.outcome);
    if (attempt.status === 'approved') {
      const order = await loadOrder(db, attempt.orderId, owner);
      return {
        order: publicOrder(order),
        confirmedNow: false,
        kind: attempt.round === 0 ? 'booking' : 'change',
        contactEmail: order.contactEmail,
      } satisfies PaymentOutcome;
    }
    // Its process died or lost the gateway's answer: settle it here rather than wait for the reconciler.
    if (attempt.leaseOver)
      await reconcilerOf(deps)
        .settleById(attempt.id)
        .catch(() => undefined);
    if (Date.now() > deadline) throw new DomainError(409, 'errors.payment_in_progress');
    await new Promise((r) => setTimeout(r, 50));
  }
}
