import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { releaseSoldHold } from '@skybook/inventory';
import { isBooked, loadOrder, publicOrder, type LoadedOrder } from './order-read.server.ts';
import { appendEvent, lockOrder } from './order-writes.server.ts';
import { consumeOtp, issueOtp, type OtpPurpose } from './otp.server.ts';
import { systemNow } from './order-deps.ts';
import { refundQuote, type RefundQuote } from './refund-quote.ts';

import type { CancelHooks, CancelOutcome, IssuedOtp, ManageDeps } from './manage-deps.ts';
import { history } from './manage-history.server.ts';
import { refundDue, refundedSoFar, settleRefund } from './refund-settlement.server.ts';

const { orders, orderLines, seatAssignments } = schema;

/** Issue 6 manage booking: history, contact, one-time codes, refund quote and cancellation. */
async function checkedIn(tx: Db, orderId: string): Promise<boolean> {
  return (await tx.$count(schema.checkins, eq(schema.checkins.orderId, orderId))) > 0;
}

/** Booked, nothing flown yet and nobody checked in: otherwise 409 `errors.order_not_cancellable`. */
async function assertCancellable(tx: Db, now: () => Date, order: LoadedOrder): Promise<void> {
  const departed = order.flights.some((f) => Date.parse(f.departureUtc) <= now().getTime());
  if (!isBooked(order.status) || departed || (await checkedIn(tx, order.orderId)))
    throw new DomainError(409, 'errors.order_not_cancellable');
}

/** The booking as /manage shows it: the order with its history and server-side facts. */
export async function booking({ db, now = systemNow }: ManageDeps, orderId: string) {
  const order = await loadOrder(db, orderId);
  let cancellable = true;
  await assertCancellable(db, now, order).catch(() => (cancellable = false));
  return { order, history: await history(db, orderId), cancellable };
}

export async function updateContact(
  deps: ManageDeps,
  orderId: string,
  contact: { email: string; phone: string },
  otp: string,
) {
  const { db, otpSecret } = deps;
  const order = await loadOrder(db, orderId);
  if (!isBooked(order.status)) throw new DomainError(409, 'errors.order_not_editable');
  // The contact receives the codes: changing it is itself a sensitive change.
  await consumeOtp(db, orderId, 'contact', otp, otpSecret);
  await db.transaction(async (txn) => {
    const tx = txn;
    if (!isBooked(await lockOrder(tx, orderId))) throw new DomainError(409, 'errors.order_not_editable');
    await tx.update(orders).set({ contact }).where(eq(orders.id, orderId));
    await appendEvent(tx, orderId, 'contact_updated', {
      emailChanged: contact.email !== order.contact?.email,
      phoneChanged: contact.phone !== order.contact?.phone,
    });
  });
  return booking(deps, orderId);
}

/**
 * A code for the booking's contact address. `onIssued` runs inside the transaction that stores
 * it (the code's mail, decision 111): the code is live only if its mail is queued.
 */
export async function requestOtp(
  { db, otpSecret }: ManageDeps,
  orderId: string,
  purpose: OtpPurpose,
  onIssued?: (tx: Db, otp: IssuedOtp) => Promise<void>,
): Promise<IssuedOtp> {
  const order = await loadOrder(db, orderId);
  if (order.status === 'HELD') throw new DomainError(409, 'errors.order_not_editable');
  const email = order.contactEmail;
  if (!email) throw new DomainError(409, 'errors.no_contact');
  return db.transaction(async (txn) => {
    const tx: Db = txn;
    const { code, expiresAt } = await issueOtp(tx, orderId, purpose, otpSecret);
    const otp = { code, expiresAt, email, bookingReference: order.bookingReference ?? '' };
    await onIssued?.(tx, otp);
    return otp;
  });
}

export async function quote({ db, now = systemNow }: ManageDeps, orderId: string): Promise<RefundQuote> {
  const order = await loadOrder(db, orderId);
  await assertCancellable(db, now, order);
  return refundQuote(order);
}

/**
 * Cancels with a code from `requestOtp('cancel')`: status CANCELLED, seats and inventory given
 * back, then the quote's refund through the gateway (REFUNDED once all of it is back). A refund
 * the gateway failed is retried by cancelling again with a new code. `hooks` run inside the
 * cancelling transaction and the refund's closing one (the cancellation mail, decision 111).
 */
export async function cancel(
  deps: ManageDeps,
  orderId: string,
  otp: string,
  hooks?: CancelHooks,
): Promise<CancelOutcome> {
  const { db, otpSecret, now = systemNow } = deps;
  const order = await loadOrder(db, orderId);
  const retry =
    order.status === 'CANCELLED' && (await refundDue(db, orderId)) > (await refundedSoFar(db, orderId));
  if (!retry) await assertCancellable(db, now, order);
  await consumeOtp(db, orderId, 'cancel', otp, otpSecret);
  if (!retry) {
    await db.transaction(async (txn) => {
      const tx = txn;
      await lockOrder(tx, orderId);
      // Re-read under the lock: a check-in or another cancellation may have got here first.
      const locked = await loadOrder(tx, orderId);
      await assertCancellable(tx, now, locked);
      const { refund, kept, paid, currency } = refundQuote(locked);
      await tx
        .update(orders)
        .set({ status: 'CANCELLED', changeExpiresAt: null })
        .where(eq(orders.id, orderId));
      await tx.delete(orderLines).where(and(eq(orderLines.orderId, orderId), eq(orderLines.pending, true)));
      await tx.delete(seatAssignments).where(eq(seatAssignments.orderId, orderId));
      await releaseSoldHold(tx, locked.holdId);
      await appendEvent(tx, orderId, 'cancelled', { paid, refund, kept, currency });
      if (hooks) {
        const cancelled = await loadOrder(tx, orderId);
        await hooks.cancelled(tx, {
          order: publicOrder(cancelled),
          refund: { amount: refund, refunded: 0, currency },
          contactEmail: cancelled.contact?.email ?? null,
        });
      }
    });
  }
  // A retry's refund is not the cancellation's news: only the first call's mail waits for it.
  const refund = await settleRefund(deps, orderId, order.currency, retry ? undefined : hooks?.refundSettled);
  const cancelled = await loadOrder(db, orderId);
  return {
    order: publicOrder(cancelled),
    refund,
    cancelledNow: !retry,
    contactEmail: cancelled.contact?.email ?? null,
  };
}
