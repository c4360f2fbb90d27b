import { and, asc, desc, eq, notExists, sql, sum } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';
import { appendEvent, lockOrder } from './order-writes.server.ts';
import { loadOrder, publicOrder } from './order-read.server.ts';
import type { CancelHooks, ManageDeps } from './manage-deps.ts';

const { orderEvents, paymentAttempts, refunds } = schema;

/** The refund the last cancellation promised (its event's `refund`), or 0 before any cancellation. */
export async function refundDue(db: Db, orderId: string): Promise<number> {
  const [cancelled] = await db
    .select({ refund: sql<number | null>`(${orderEvents.data}->>'refund')::int` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'cancelled')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return cancelled?.refund ?? 0;
}

/** What the refunds recorded for the order add up to, in minor units. */
export async function refundedSoFar(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(refunds.amount) })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  // sum is a bigint (a string) over no rows null; the amounts are int, so the total fits a number.
  return Number(row?.n ?? 0);
}

/** Refunds what is still due, charge by charge (each at most once, keyed by the charge). */
export async function settleRefund(
  deps: ManageDeps,
  orderId: string,
  currency: string,
  onSettled?: CancelHooks['refundSettled'],
) {
  const { db, gateway } = deps;
  const due = await refundDue(db, orderId);
  let left = due - (await refundedSoFar(db, orderId));
  const charges = await db
    .select({ chargeId: paymentAttempts.outcome, amount: paymentAttempts.amount })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.status, 'approved'),
        notExists(
          db.select({ id: refunds.id }).from(refunds).where(eq(refunds.chargeId, paymentAttempts.outcome)),
        ),
      ),
    )
    .orderBy(asc(paymentAttempts.round), asc(paymentAttempts.createdAt));
  let failed = false;
  for (const charge of charges) {
    if (left <= 0) break;
    // An approved attempt's outcome is the gateway's charge id.
    const chargeId = charge.chargeId ?? '';
    const amount = Math.min(left, charge.amount);
    const result = await gateway
      .refund({
        chargeId,
        amount,
        currency,
        idempotencyKey: `refund:${chargeId}`,
      })
      .catch(() => ({ refunded: false as const }));
    if (!result.refunded) {
      failed = true;
      break;
    }
    // why: ON CONFLICT (charge_id) DO NOTHING: a refund recorded by a racing settler is not recorded twice.
    await db.execute(sql`insert into refunds (order_id, charge_id, refund_id, amount, currency)
      values (${orderId}::uuid, ${chargeId}, ${result.refundId}, ${amount}, ${currency})
      on conflict (charge_id) do nothing`);
    left -= amount;
  }
  // Paid on account, not by card: the refund goes back to the agency's credit.
  const paidByCard = await db.$count(
    paymentAttempts,
    and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'approved')),
  );
  if (
    left > 0 &&
    !failed &&
    paidByCard === 0 &&
    deps.accountRefund &&
    (await deps.accountRefund(orderId, left))
  ) {
    // why: ON CONFLICT (charge_id) DO NOTHING: an on-account refund is recorded once however many settlers race.
    await db.execute(sql`insert into refunds (order_id, charge_id, refund_id, amount, currency)
      values (${orderId}::uuid, ${`account:${orderId}`}, 'agency-credit', ${left}, ${currency})
      on conflict (charge_id) do nothing`);
    left = 0;
  }
  const refunded = due - Math.max(left, 0);
  await db.transaction(async (txn) => {
    const tx = txn;
    await lockOrder(tx, orderId);
    if (onSettled) {
      const order = await loadOrder(tx, orderId);
      await onSettled(tx, {
        order: publicOrder(order),
        refund: { amount: due, refunded, currency },
        contactEmail: order.contact?.email ?? null,
      });
    }
    if (failed || left > 0) {
      await appendEvent(tx, orderId, 'refund_failed', { amount: left, currency });
      return;
    }
    if (due === 0) return;
    // why: conditional UPDATE (status = CANCELLED): only one settler moves the order to REFUNDED.
    const [moved] = await rowsOf<{ id: string }>(
      tx,
      sql`update orders set status = 'REFUNDED' where id = ${orderId}::uuid and status = 'CANCELLED' returning id`,
    );
    if (moved) await appendEvent(tx, orderId, 'refunded', { amount: due, currency });
  });
  return { amount: due, refunded, currency };
}
