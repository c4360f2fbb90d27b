import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import type { PayInput } from '@skybook/api-contract';
import { confirmHold } from '@skybook/inventory';
import { bookingReference } from './booking-reference.ts';
import { assertBookable } from './booking-rules.server.ts';
import { cardBrand, cardExpired } from './card.ts';
import { OrderError } from './order-error.ts';
import {
  appendEvent,
  isBooked,
  loadOrder,
  lockOrder,
  publicOrder,
  type LoadedOrder,
} from './order-read.server.ts';
import type { OrdersOptions, PaymentOutcome } from './orders.server.ts';
import { rowsOf, sqlState } from './sql-rows.server.ts';

const asDb = (tx: unknown) => tx as Db;

interface AttemptRow {
  request_hash: string;
  status: 'pending' | 'approved' | 'declined';
  outcome: string | null;
  order_id: string;
  round: number;
}

/**
 * `pay`: a HELD order's booking (round 0, decision 010) or a booked order's pending change
 * (round `revision + 1`, decision 011), once per idempotency key and once per round.
 */
export function createPayment(options: OrdersOptions) {
  const { db, gateway } = options;
  const now = options.now ?? (() => new Date());
  const pendingWaitMs = options.pendingWaitMs ?? 30_000;

  const attemptByKey = async (key: string) =>
    (
      await rowsOf<AttemptRow>(
        db,
        sql`select request_hash, status, outcome, order_id::text, round from payment_attempts where idempotency_key = ${key}`,
      )
    )[0];

  /** A key seen before: same request → the same answer (waiting if it is still running); else 422. */
  async function replay(key: string, hash: string, owner?: string): Promise<PaymentOutcome | null> {
    const deadline = Date.now() + pendingWaitMs;
    for (;;) {
      const attempt = await attemptByKey(key);
      if (!attempt) return null;
      if (attempt.request_hash !== hash) throw new OrderError(422, 'errors.idempotency_mismatch');
      if (attempt.status === 'declined') {
        const status = attempt.outcome === 'errors.change_expired' ? 410 : 402;
        throw new OrderError(status, attempt.outcome ?? 'errors.card_declined');
      }
      if (attempt.status === 'approved') {
        const order = await loadOrder(db, attempt.order_id, owner);
        return {
          order: publicOrder(order),
          confirmedNow: false,
          kind: attempt.round === 0 ? 'booking' : 'change',
          contactEmail: order.contactEmail,
        };
      }
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

  async function pay(input: PayInput, owner?: string): Promise<PaymentOutcome> {
    const { card } = input;
    const brand = cardBrand(card.number);
    const last4 = card.number.slice(-4);
    // The card number itself is never hashed nor stored: a PAN hash can be brute-forced.
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          input.orderId,
          input.expectedTotal,
          brand,
          last4,
          card.expiryMonth,
          card.expiryYear,
          card.holderName,
        ]),
      )
      .digest('hex');
    const replayed = await replay(input.idempotencyKey, hash, owner);
    if (replayed) return replayed;

    const order = await loadOrder(db, input.orderId, owner);
    const { round, amount } = purposeOf(order);
    await assertBookable(db, order);
    if (cardExpired(card.expiryMonth, card.expiryYear, now()))
      throw new OrderError(400, 'errors.validation', { 'card.expiryYear': 'errors.card_expired' });
    if (input.expectedTotal !== amount)
      throw new OrderError(
        409,
        'errors.price_changed',
        { expectedTotal: 'errors.price_changed' },
        round === 0 ? { total: order.total } : { total: order.amountDue },
      );

    const claimed = await rowsOf<{ k: string }>(
      db,
      sql`insert into payment_attempts (idempotency_key, order_id, request_hash, amount, currency, card_brand, card_last4, round)
      values (${input.idempotencyKey}, ${order.orderId}::uuid, ${hash}, ${amount}, ${order.currency}, ${brand}, ${last4}, ${round})
      on conflict do nothing returning idempotency_key as k`,
    );
    if (claimed.length === 0) {
      // Either a concurrent duplicate (same key) or another live payment of this order (round).
      const again = await replay(input.idempotencyKey, hash, owner);
      if (again) return again;
      throw new OrderError(409, 'errors.payment_in_progress');
    }

    const settle = (status: 'approved' | 'declined', outcome: string, tx: Db = db) =>
      tx.execute(
        sql`update payment_attempts set status = ${status}, outcome = ${outcome} where idempotency_key = ${input.idempotencyKey}`,
      );
    let result;
    try {
      result = await gateway.charge({
        amount,
        currency: order.currency,
        card,
        idempotencyKey: input.idempotencyKey,
      });
    } catch {
      await settle('declined', 'errors.payment_failed');
      throw new OrderError(402, 'errors.payment_failed');
    }
    if (!result.approved) {
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        await settle('declined', result.reason, tx);
        await appendEvent(tx, order.orderId, 'payment_declined', { brand, last4, reason: result.reason });
      });
      throw new OrderError(402, result.reason);
    }
    const chargeId = result.chargeId;
    const paid = { chargeId, amount, currency: order.currency, brand, last4 };
    const settled =
      round === 0
        ? await confirmBooking(order, paid, (tx) => settle('approved', chargeId, tx))
        : await confirmChange(order, round, paid, (tx) => settle('approved', chargeId, tx));
    if (!settled) {
      if (round === 0) {
        // The hold ran out while the card was charged: the charge must be refunded by hand (decision 010).
        await db.transaction(async (txn) => {
          const tx = asDb(txn);
          await settle('declined', 'errors.order_expired', tx);
          await appendEvent(tx, order.orderId, 'payment_orphaned', { chargeId, amount });
        });
        throw new OrderError(410, 'errors.order_expired');
      }
      // The change lapsed (or changed) while the card was charged: give the money straight back.
      const refund = await gateway
        .refund({ chargeId, amount, currency: order.currency, idempotencyKey: `refund:${chargeId}` })
        .catch(() => ({ refunded: false as const }));
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        await settle('declined', 'errors.change_expired', tx);
        await appendEvent(
          tx,
          order.orderId,
          refund.refunded ? 'payment_refunded' : 'payment_orphaned',
          refund.refunded ? { chargeId, amount, refundId: refund.refundId } : { chargeId, amount },
        );
      });
      throw new OrderError(410, 'errors.change_expired');
    }
    const fresh = await loadOrder(db, order.orderId, owner);
    return {
      order: publicOrder(fresh),
      confirmedNow: true,
      kind: round === 0 ? 'booking' : 'change',
      contactEmail: fresh.contactEmail,
    };
  }

  interface Paid {
    chargeId: string;
    amount: number;
    currency: string;
    brand: string;
    last4: string;
  }

  /** Round 0: the hold becomes a sale, the order CONFIRMED with its booking reference. */
  function confirmBooking(order: LoadedOrder, paid: Paid, settle: (tx: Db) => Promise<unknown>) {
    return db.transaction(async (txn) => {
      const tx = asDb(txn);
      await lockOrder(tx, order.orderId);
      if (!(await confirmHold(tx, order.holdId))) return false;
      const reference = await assignReference(tx, order.orderId);
      await tx.execute(
        sql`update orders set status = 'CONFIRMED', confirmed_at = now() where id = ${order.orderId}::uuid`,
      );
      await appendEvent(tx, order.orderId, 'confirmed', { bookingReference: reference, ...paid });
      await settle(tx);
      return true;
    });
  }

  /**
   * Round n: the pending lines and seats become booked, the order CHANGED. Refused (false) when
   * the change lapsed or is no longer what was charged.
   */
  function confirmChange(
    order: LoadedOrder,
    round: number,
    paid: Paid,
    settle: (tx: Db) => Promise<unknown>,
  ) {
    return db.transaction(async (txn) => {
      const tx = asDb(txn);
      await lockOrder(tx, order.orderId);
      const [state] = await rowsOf<{ status: string; revision: number; live: boolean; due: number }>(
        tx,
        sql`select o.status, o.revision, coalesce(o.change_expires_at > now(), false) as live,
          coalesce((select sum(amount) from order_lines where order_id = o.id and pending), 0)::int as due
        from orders o where o.id = ${order.orderId}::uuid`,
      );
      if (
        !state ||
        !isBooked(state.status) ||
        state.revision !== round - 1 ||
        !state.live ||
        state.due !== paid.amount
      )
        return false;
      await tx.execute(
        sql`update order_lines set pending = false where order_id = ${order.orderId}::uuid and pending`,
      );
      await tx.execute(sql`update seat_assignments set pending_until = null
        where order_id = ${order.orderId}::uuid and pending_until is not null`);
      await tx.execute(sql`update orders set status = 'CHANGED', revision = ${round}, change_expires_at = null
        where id = ${order.orderId}::uuid`);
      await appendEvent(tx, order.orderId, 'changed', { round, ...paid });
      await settle(tx);
      return true;
    });
  }

  return { pay };
}

/** A fresh booking reference; a collision (unique index) retries inside a savepoint. */
export async function assignReference(tx: Db, orderId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = bookingReference();
    try {
      await tx.transaction(async (sp) => {
        await asDb(sp).execute(
          sql`update orders set booking_reference = ${reference} where id = ${orderId}::uuid`,
        );
      });
      return reference;
    } catch (error) {
      if (attempt >= 10 || sqlState(error) !== '23505') throw error;
    }
  }
}
