import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PayInput } from '@skybook/api-contract';
import { assertBookable } from './booking-rules.server.ts';
import { cardExpired } from './card.ts';
import { OrderError } from './order-error.ts';
import { loadOrder, isBooked, publicOrder, type LoadedOrder } from './order-read.server.ts';
import type { OrdersOptions, PaymentOutcome } from './orders.server.ts';
import type { ChargeResult } from './payment-gateway.ts';
import { createPaymentReconciler } from './payment-reconciler.server.ts';
import {
  gatewayKey,
  settleAttempt,
  type AttemptToSettle,
  type Settlement,
} from './payment-settlement.server.ts';
import { rowsOf } from './sql-rows.server.ts';

/** How long a client's idempotency key answers with its first result (decision 019). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

interface AttemptRow {
  id: string;
  request_hash: string;
  owner_uid: string | null;
  status: 'pending' | 'approved' | 'declined';
  outcome: string | null;
  order_id: string;
  round: number;
  lease_over: boolean;
}

/** The answer a settled attempt gives, to its first request and to every retry with its key. */
function refusalOf(outcome: string | null): OrderError {
  const key = outcome ?? 'errors.payment_failed';
  const gone = key === 'errors.order_expired' || key === 'errors.change_expired';
  return new OrderError(gone ? 410 : 402, key);
}

/**
 * `pay`: a HELD order's booking (round 0, decision 010) or a booked order's pending change
 * (round `revision + 1`, decision 011), once per idempotency key and once per round. A crash or
 * a lost gateway answer leaves the attempt pending under a lease; once the lease is over the
 * reconciler, or a retry with the key, asks the gateway what happened and settles it (decision 019).
 */
export function createPayment(options: OrdersOptions) {
  const { db, gateway } = options;
  const now = options.now ?? (() => new Date());
  const pendingWaitMs = options.pendingWaitMs ?? 30_000;
  const leaseMs = options.paymentLeaseMs ?? 30_000;
  const reconciler = createPaymentReconciler({ db, gateway, leaseMs });

  const attemptByKey = async (key: string) =>
    (
      await rowsOf<AttemptRow>(
        db,
        sql`select id::text, request_hash, owner_uid, status, outcome, order_id::text, round, lease_until < now() as lease_over
        from payment_attempts where idempotency_key = ${key} and retired_at is null`,
      )
    )[0];

  /** A key older than 24 h and settled is history: the same key now starts a new attempt. */
  const retireExpired = (key: string) =>
    db.execute(sql`update payment_attempts set retired_at = now()
      where idempotency_key = ${key} and retired_at is null and status <> 'pending'
        and created_at < ${new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS)}`);

  /**
   * A key seen before: the same request by the same caller gets the same answer (waiting while
   * it runs, settling it if its lease is over); another body or another caller gets a 422.
   */
  async function replay(key: string, hash: string, caller: string | null, owner?: string) {
    const deadline = Date.now() + pendingWaitMs;
    for (;;) {
      const attempt = await attemptByKey(key);
      if (!attempt) return null;
      if (attempt.request_hash !== hash || attempt.owner_uid !== caller)
        throw new OrderError(422, 'errors.idempotency_mismatch');
      if (attempt.status === 'declined') throw refusalOf(attempt.outcome);
      if (attempt.status === 'approved') {
        const order = await loadOrder(db, attempt.order_id, owner);
        return {
          order: publicOrder(order),
          confirmedNow: false,
          kind: attempt.round === 0 ? 'booking' : 'change',
          contactEmail: order.contactEmail,
        } satisfies PaymentOutcome;
      }
      // Its process died or lost the gateway's answer: settle it here rather than wait for the reconciler.
      if (attempt.lease_over) await reconciler.settleById(attempt.id).catch(() => undefined);
      if (Date.now() > deadline) throw new OrderError(409, 'errors.payment_in_progress');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** What this payment is for, or why the order cannot be paid now. */
  function purposeOf(order: LoadedOrder): { round: number; amount: number } {
    if (order.status === 'HELD') {
      if (order.expired) throw new OrderError(410, 'errors.order_expired');
      return { round: 0, amount: order.total.amount };
    }
    if (isBooked(order.status) && order.amountDue.amount > 0)
      return { round: order.revision + 1, amount: order.amountDue.amount };
    throw new OrderError(409, 'errors.order_not_payable');
  }

  /**
   * `owner` is whom the order must belong to (none for a visitor a lookup granted it to);
   * `caller` is the identity the idempotency key is scoped to.
   */
  async function pay(input: PayInput, owner?: string, caller?: string): Promise<PaymentOutcome> {
    const { cardToken } = input;
    const callerUid = caller ?? null;
    // The token stands for the card (decision 020): a retry repeats it, a new card is a new token.
    const hash = createHash('sha256')
      .update(JSON.stringify([input.orderId, input.expectedTotal, cardToken]))
      .digest('hex');
    await retireExpired(input.idempotencyKey);
    const replayed = await replay(input.idempotencyKey, hash, callerUid, owner);
    if (replayed) return replayed;
    // Asked only for a new attempt: a retry of a settled one has spent its token and answers above.
    const card = await gateway.cardOf(cardToken);
    if (!card || card.spent)
      throw new OrderError(400, 'errors.validation', { cardToken: 'errors.invalid_card_token' });
    const { brand, last4 } = card;

    const order = await loadOrder(db, input.orderId, owner);
    const { round, amount } = purposeOf(order);
    await assertBookable(db, order);
    if (cardExpired(card.expiryMonth, card.expiryYear, now()))
      throw new OrderError(400, 'errors.validation', { cardToken: 'errors.card_expired' });
    if (input.expectedTotal !== amount)
      throw new OrderError(
        409,
        'errors.price_changed',
        { expectedTotal: 'errors.price_changed' },
        round === 0 ? { total: order.total } : { total: order.amountDue },
      );

    const id = randomUUID();
    const claimed = await rowsOf<{ id: string }>(
      db,
      sql`insert into payment_attempts (id, idempotency_key, owner_uid, order_id, request_hash, amount, currency, card_brand, card_last4, round, lease_until)
      values (${id}::uuid, ${input.idempotencyKey}, ${callerUid}, ${order.orderId}::uuid, ${hash}, ${amount}, ${order.currency}, ${brand}, ${last4}, ${round},
        now() + ${leaseMs} * interval '1 millisecond')
      on conflict do nothing returning id::text`,
    );
    if (claimed.length === 0) {
      // Either a concurrent duplicate (same key) or another live payment of this order (round).
      const again = await replay(input.idempotencyKey, hash, callerUid, owner);
      if (again) return again;
      throw new OrderError(409, 'errors.payment_in_progress');
    }

    const attempt: AttemptToSettle = {
      id,
      orderId: order.orderId,
      round,
      amount,
      currency: order.currency,
      brand,
      last4,
    };
    // The gateway's answer must come well inside the lease, or the reconciler would ask meanwhile.
    let result: ChargeResult | undefined;
    try {
      result = await withTimeout(
        gateway.charge({ amount, currency: order.currency, cardToken, idempotencyKey: gatewayKey(id) }),
        leaseMs / 2,
      );
    } catch {
      // No answer: ask the gateway what became of the call (voiding it if it never arrived).
      result = await gateway
        .resolveCharge({ idempotencyKey: gatewayKey(id), amount, currency: order.currency })
        .catch(() => undefined);
    }
    const settled: Settlement = result
      ? await settleAttempt(db, gateway, attempt, result)
      : { status: 'pending' };
    if (settled.status === 'pending') {
      // Still open (the gateway unreachable, a refund refused): the reconciler finishes it.
      if (round === 0 && result?.approved) throw new OrderError(410, 'errors.order_expired');
      throw new OrderError(409, 'errors.payment_in_progress');
    }
    if (settled.status === 'declined') throw refusalOf(settled.outcome);
    const fresh = await loadOrder(db, order.orderId, owner);
    return {
      order: publicOrder(fresh),
      confirmedNow: true,
      kind: round === 0 ? 'booking' : 'change',
      contactEmail: fresh.contactEmail,
    };
  }

  return { pay };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gateway gave no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
