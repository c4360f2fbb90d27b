import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { appendEvent, lockOrder } from './order-writes.server.ts';

import type { ManageDeps } from './manage-deps.ts';

export const refundDue = async (db: Db, orderId: string) =>
  // raw, plain (to convert to the builder): read, no concurrency role.
  (
    await rowsOf<{ due: number }>(
      db,
      sql`select coalesce((select (data->>'refund')::int from order_events
        where order_id = ${orderId}::uuid and type = 'cancelled' order by id desc limit 1), 0) as due`,
    )
  )[0]!.due;

export const refundedSoFar = async (db: Db, orderId: string) =>
  // raw, plain (to convert to the builder): read, no concurrency role.
  (
    await rowsOf<{ n: number }>(
      db,
      sql`select coalesce(sum(amount), 0)::int as n from refunds where order_id = ${orderId}::uuid`,
    )
  )[0]!.n;

/** Refunds what is still due, charge by charge (each at most once, keyed by the charge). */
export async function settleRefund(deps: ManageDeps, orderId: string, currency: string) {
  const { db, gateway } = deps;
  const due = await refundDue(db, orderId);
  let left = due - (await refundedSoFar(db, orderId));
  // raw, plain (to convert to the builder): read, no concurrency role.
  const charges = await rowsOf<{ charge_id: string; amount: number }>(
    db,
    sql`select pa.outcome as charge_id, pa.amount from payment_attempts pa
    where pa.order_id = ${orderId}::uuid and pa.status = 'approved'
      and not exists (select 1 from refunds r where r.charge_id = pa.outcome)
    order by pa.round, pa.created_at`,
  );
  let failed = false;
  for (const charge of charges) {
    if (left <= 0) break;
    const amount = Math.min(left, charge.amount);
    const result = await gateway
      .refund({
        chargeId: charge.charge_id,
        amount,
        currency,
        idempotencyKey: `refund:${charge.charge_id}`,
      })
      .catch(() => ({ refunded: false as const }));
    if (!result.refunded) {
      failed = true;
      break;
    }
    // why: ON CONFLICT (charge_id) DO NOTHING: a refund recorded by a racing settler is not recorded twice.
    await db.execute(sql`insert into refunds (order_id, charge_id, refund_id, amount, currency)
      values (${orderId}::uuid, ${charge.charge_id}, ${result.refundId}, ${amount}, ${currency})
      on conflict (charge_id) do nothing`);
    left -= amount;
  }
  // Paid on account, not by card: the refund goes back to the agency's credit.
  // raw, plain (to convert to the builder): read, no concurrency role.
  const paidByCard = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from payment_attempts where order_id = ${orderId}::uuid and status = 'approved'`,
  );
  if (
    left > 0 &&
    !failed &&
    paidByCard[0]!.n === 0 &&
    deps.accountRefund &&
    (await deps.accountRefund(orderId, left))
  ) {
    // why: ON CONFLICT (charge_id) DO NOTHING: an on-account refund is recorded once however many settlers race.
    await db.execute(sql`insert into refunds (order_id, charge_id, refund_id, amount, currency)
      values (${orderId}::uuid, ${`account:${orderId}`}, 'agency-credit', ${left}, ${currency})
      on conflict (charge_id) do nothing`);
    left = 0;
  }
  await db.transaction(async (txn) => {
    const tx = txn;
    await lockOrder(tx, orderId);
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
  return { amount: due, refunded: due - Math.max(left, 0), currency };
}
