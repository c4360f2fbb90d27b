import { eq, sql } from 'drizzle-orm';
import { DomainError, type Order } from '@skybook/api-contract';
import { schema, type Db } from '@skybook/db';
import { confirmHold } from '@skybook/inventory';
import { assertBookable } from './booking-rules.server.ts';
import { loadOrder, publicOrder } from './order-read.server.ts';
import { appendEvent, lockOrder } from './order-writes.server.ts';
import type { OnConfirmed, PaymentOutcome } from './order-deps.ts';
import { assertTermsAccepted } from './payment.server.ts';
import { assignReference } from './payment-settlement.server.ts';

/** The agency's credit: the orders lib knows nothing of agencies. */
export interface AccountCredit {
  /**
   * Takes the confirmed order's total from the credit, inside the confirming transaction `tx`;
   * answers an error key when it cannot (not enough credit, currency…), which undoes it all.
   */
  charge(tx: Db, order: Order): Promise<string | null>;
}

/**
 * Confirms a HELD order paid "on account" by a signed-in agency (issue 7): the same checks as a
 * card payment (named passengers, the total the agent saw), then ONE transaction locks the order,
 * confirms its hold, assigns the reference and takes the credit — all of it or none. A second
 * attempt waits on the order's lock and finds it confirmed (409), so it is never charged twice.
 * `onConfirmed` runs inside that transaction (the confirmation mail, decision 111).
 */
export async function confirmOnAccount(
  db: Db,
  input: { orderId: string; expectedTotal: number; acceptTerms?: boolean | undefined },
  owner: string | undefined,
  credit: AccountCredit,
  onConfirmed?: OnConfirmed,
): Promise<PaymentOutcome> {
  const order = await loadOrder(db, input.orderId, owner);
  if (order.status !== 'HELD') throw new DomainError(409, 'errors.order_not_payable');
  if (order.expired) throw new DomainError(410, 'errors.order_expired');
  assertTermsAccepted(0, input.acceptTerms);
  await assertBookable(db, order);
  if (input.expectedTotal !== order.total.amount)
    throw new DomainError(
      409,
      'errors.price_changed',
      { expectedTotal: 'errors.price_changed' },
      { total: order.total },
    );

  await db.transaction(async (txn) => {
    const tx: Db = txn;
    if ((await lockOrder(tx, order.orderId)) !== 'HELD')
      throw new DomainError(409, 'errors.order_not_payable');
    if (!(await confirmHold(tx, order.holdId, order.flights.length)))
      throw new DomainError(410, 'errors.order_expired');
    const reference = await assignReference(tx, order.orderId);
    const refused = await credit.charge(tx, {
      ...publicOrder(order),
      bookingReference: reference,
      status: 'CONFIRMED',
    });
    if (refused) throw new DomainError(refused === 'errors.insufficient_credit' ? 402 : 409, refused);
    await tx
      .update(schema.orders)
      .set({ status: 'CONFIRMED', confirmedAt: sql`now()`, termsAcceptedAt: sql`now()` })
      .where(eq(schema.orders.id, order.orderId));
    await appendEvent(tx, order.orderId, 'confirmed', {
      bookingReference: reference,
      method: 'on_account',
      amount: order.total.amount,
      currency: order.currency,
    });
    if (onConfirmed) {
      const confirmed = await loadOrder(tx, order.orderId, owner);
      await onConfirmed(tx, {
        kind: 'booking',
        order: publicOrder(confirmed),
        contactEmail: confirmed.contactEmail,
      });
    }
  });
  const fresh = await loadOrder(db, order.orderId, owner);
  return { order: publicOrder(fresh), confirmedNow: true, kind: 'booking', contactEmail: fresh.contactEmail };
}
