import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import type { Order } from '@skybook/api-contract';
import { releaseSoldHold } from '@skybook/inventory';
import { OrderError } from './order-error.ts';
import { committedEvents } from './committed-history.ts';
import {
  CHANGE_TTL_MS,
  appendEvent,
  isBooked,
  loadOrder,
  lockOrder,
  publicOrder,
  type LoadedOrder,
} from './order-read.server.ts';
import { consumeOtp, issueOtp, type OtpPurpose } from './otp.server.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { refundQuote, type RefundQuote } from './refund-quote.ts';
import { rowsOf } from './sql-rows.server.ts';

export interface ManageOptions {
  db: Db;
  gateway: PaymentGateway;
  /** Keys the one-time codes' hashes (decision 011). */
  otpSecret: string;
  now?: () => Date;
  /**
   * Gives a booking paid on account (issue 7) `amount` of its credit back; false when the order
   * was not booked on account. Without it such refunds stay due (`refund_failed`).
   */
  accountRefund?: (orderId: string, amount: number) => Promise<boolean>;
}

/** One entry of an order's history, with only the details a visitor may see. */
export interface HistoryEntry {
  type: string;
  at: string;
  details: Record<string, string | number | boolean>;
}

/** Event details shown in the history; charge ids, card digits and contact data stay out. */
const SHOWN = [
  'bookingReference',
  'amount',
  'currency',
  'seat',
  'flightRef',
  'passengerRef',
  'round',
  'refund',
  'kept',
  'reason',
  'price',
];

export interface CancelOutcome {
  order: Order;
  /** What the cancellation gives back and how much of it the gateway has refunded. */
  refund: { amount: number; refunded: number; currency: string };
}

const asDb = (tx: unknown) => tx as Db;

/** Issue 6 manage booking: history, contact, one-time codes, refund quote and cancellation. */
export function createManage(options: ManageOptions) {
  const { db, gateway, otpSecret } = options;
  const now = options.now ?? (() => new Date());

  /** What was booked, paid and changed, oldest first: never the draft's clicks or a lapsed change. */
  async function history(orderId: string): Promise<HistoryEntry[]> {
    const rows = await rowsOf<{ type: string; at_ms: number; data: Record<string, unknown> | string }>(
      db,
      sql`select type, (extract(epoch from created_at) * 1000)::float8 as at_ms, data
      from order_events where order_id = ${orderId}::uuid order by id`,
    );
    const events = rows.map((e) => ({
      type: e.type,
      atMs: e.at_ms,
      data: typeof e.data === 'string' ? (JSON.parse(e.data) as Record<string, unknown>) : e.data,
    }));
    return committedEvents(events, CHANGE_TTL_MS).map((e) => {
      const details: HistoryEntry['details'] = {};
      for (const key of SHOWN) {
        const value = e.data[key];
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          details[key] = value;
      }
      return { type: e.type, at: new Date(e.atMs).toISOString(), details };
    });
  }

  async function checkedIn(tx: Db, orderId: string): Promise<boolean> {
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from checkins where order_id = ${orderId}::uuid`,
    );
    return row!.n > 0;
  }

  /** Booked, nothing flown yet and nobody checked in: otherwise 409 `errors.order_not_cancellable`. */
  async function assertCancellable(tx: Db, order: LoadedOrder): Promise<void> {
    const departed = order.flights.some((f) => Date.parse(f.departureUtc) <= now().getTime());
    if (!isBooked(order.status) || departed || (await checkedIn(tx, order.orderId)))
      throw new OrderError(409, 'errors.order_not_cancellable');
  }

  /** The booking as /manage shows it: the order with its history and server-side facts. */
  async function booking(orderId: string) {
    const order = await loadOrder(db, orderId);
    let cancellable = true;
    await assertCancellable(db, order).catch(() => (cancellable = false));
    return { order, history: await history(orderId), cancellable };
  }

  async function updateContact(orderId: string, contact: { email: string; phone: string }, otp: string) {
    const order = await loadOrder(db, orderId);
    if (!isBooked(order.status)) throw new OrderError(409, 'errors.order_not_editable');
    // The contact receives the codes: changing it is itself a sensitive change.
    await consumeOtp(db, orderId, 'contact', otp, otpSecret);
    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      if (!isBooked(await lockOrder(tx, orderId))) throw new OrderError(409, 'errors.order_not_editable');
      await tx.execute(
        sql`update orders set contact = ${JSON.stringify(contact)}::jsonb where id = ${orderId}::uuid`,
      );
      await appendEvent(tx, orderId, 'contact_updated', {
        emailChanged: contact.email !== order.contact?.email,
        phoneChanged: contact.phone !== order.contact?.phone,
      });
    });
    return booking(orderId);
  }

  /** A code for the booking's contact address; the caller mails it. */
  async function requestOtp(orderId: string, purpose: OtpPurpose) {
    const order = await loadOrder(db, orderId);
    if (order.status === 'HELD') throw new OrderError(409, 'errors.order_not_editable');
    if (!order.contactEmail) throw new OrderError(409, 'errors.no_contact');
    const { code, expiresAt } = await issueOtp(db, orderId, purpose, otpSecret);
    return { code, expiresAt, email: order.contactEmail, bookingReference: order.bookingReference ?? '' };
  }

  async function quote(orderId: string): Promise<RefundQuote> {
    const order = await loadOrder(db, orderId);
    await assertCancellable(db, order);
    return refundQuote(order);
  }

  /**
   * Cancels with a code from `requestOtp('cancel')`: status CANCELLED, seats and inventory given
   * back, then the quote's refund through the gateway (REFUNDED once all of it is back). A refund
   * the gateway failed is retried by cancelling again with a new code.
   */
  async function cancel(orderId: string, otp: string): Promise<CancelOutcome> {
    const order = await loadOrder(db, orderId);
    const retry = order.status === 'CANCELLED' && (await refundDue(orderId)) > (await refundedSoFar(orderId));
    if (!retry) await assertCancellable(db, order);
    await consumeOtp(db, orderId, 'cancel', otp, otpSecret);
    if (!retry) {
      await db.transaction(async (txn) => {
        const tx = asDb(txn);
        await lockOrder(tx, orderId);
        // Re-read under the lock: a check-in or another cancellation may have got here first.
        const locked = await loadOrder(tx, orderId);
        await assertCancellable(tx, locked);
        const { refund, kept, paid, currency } = refundQuote(locked);
        await tx.execute(
          sql`update orders set status = 'CANCELLED', change_expires_at = null where id = ${orderId}::uuid`,
        );
        await tx.execute(sql`delete from order_lines where order_id = ${orderId}::uuid and pending`);
        await tx.execute(sql`delete from seat_assignments where order_id = ${orderId}::uuid`);
        await releaseSoldHold(tx, locked.holdId);
        await appendEvent(tx, orderId, 'cancelled', { paid, refund, kept, currency });
      });
    }
    const refund = await settleRefund(orderId, order.currency);
    return { order: publicOrder(await loadOrder(db, orderId)), refund };
  }

  const refundDue = async (orderId: string) =>
    (
      await rowsOf<{ due: number }>(
        db,
        sql`select coalesce((select (data->>'refund')::int from order_events
          where order_id = ${orderId}::uuid and type = 'cancelled' order by id desc limit 1), 0) as due`,
      )
    )[0]!.due;

  const refundedSoFar = async (orderId: string) =>
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select coalesce(sum(amount), 0)::int as n from refunds where order_id = ${orderId}::uuid`,
      )
    )[0]!.n;

  /** Refunds what is still due, charge by charge (each at most once, keyed by the charge). */
  async function settleRefund(orderId: string, currency: string) {
    const due = await refundDue(orderId);
    let left = due - (await refundedSoFar(orderId));
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
      await db.execute(sql`insert into refunds (order_id, charge_id, refund_id, amount, currency)
        values (${orderId}::uuid, ${charge.charge_id}, ${result.refundId}, ${amount}, ${currency})
        on conflict (charge_id) do nothing`);
      left -= amount;
    }
    // Paid on account, not by card: the refund goes back to the agency's credit.
    const paidByCard = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from payment_attempts where order_id = ${orderId}::uuid and status = 'approved'`,
    );
    if (
      left > 0 &&
      !failed &&
      paidByCard[0]!.n === 0 &&
      options.accountRefund &&
      (await options.accountRefund(orderId, left))
    ) {
      await db.execute(sql`insert into refunds (order_id, charge_id, refund_id, amount, currency)
        values (${orderId}::uuid, ${`account:${orderId}`}, 'agency-credit', ${left}, ${currency})
        on conflict (charge_id) do nothing`);
      left = 0;
    }
    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      await lockOrder(tx, orderId);
      if (failed || left > 0) {
        await appendEvent(tx, orderId, 'refund_failed', { amount: left, currency });
        return;
      }
      if (due === 0) return;
      const [moved] = await rowsOf<{ id: string }>(
        tx,
        sql`update orders set status = 'REFUNDED' where id = ${orderId}::uuid and status = 'CANCELLED' returning id`,
      );
      if (moved) await appendEvent(tx, orderId, 'refunded', { amount: due, currency });
    });
    return { amount: due, refunded: due - Math.max(left, 0), currency };
  }

  return { booking, updateContact, requestOtp, quote, cancel };
}

export type Manage = ReturnType<typeof createManage>;
