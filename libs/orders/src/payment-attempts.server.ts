import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { schema } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { loadOrder, publicOrder } from './order-read.server.ts';
import { systemNow, type OrderDeps, type PaymentOutcome } from './order-deps.ts';
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

/**
 * The live attempt a client key names, if any. A key older than 24 h and settled is history: it
 * is retired here (only then a second statement) and the same key starts a new attempt.
 */
const attemptByKey = async (deps: OrderDeps, key: string) => {
  const { db, now = systemNow } = deps;
  const t = schema.paymentAttempts;
  const cutoff = new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
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
      stale: sql<boolean>`${t.status} <> 'pending' and ${t.createdAt} < ${cutoff.toISOString()}::timestamptz`,
    })
    .from(t)
    .where(and(eq(t.idempotencyKey, key), isNull(t.retiredAt)));
  if (!attempt?.stale) return attempt;
  await db
    .update(t)
    .set({ retiredAt: sql`now()` })
    .where(and(eq(t.id, attempt.id), isNull(t.retiredAt), ne(t.status, 'pending'), lt(t.createdAt, cutoff)));
  return undefined;
};

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
    const attempt = await attemptByKey(deps, key);
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
