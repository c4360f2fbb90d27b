import { maskEmail, maskPhone, reservationWindow } from '@skybook/departure-control';
import {
  booking as managedBooking,
  cancel,
  grantAccess,
  loadOrder,
  publicOrder,
  quote,
  requestOtp,
  signManageLink,
  updateContact,
  verifyManageLink,
  type CancelledOrder,
} from '@skybook/orders';
import { releaseMail } from '@skybook/mail';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { DomainError } from '@skybook/api-contract';
import { requireOrderAccess } from './guards.ts';
import { queueRenderedMail } from './queue-mail.ts';
import { otpMail } from './otp-mail.ts';
import { orderCancelMail } from './order-mail.ts';

type ManageHandlers = Pick<
  Handlers,
  'openManageLink' | 'manageBooking' | 'requestOtp' | 'updateContact' | 'cancelQuote' | 'cancelBooking'
>;

/**
 * How long a cancellation's mail waits for the refund's outcome before it goes as queued
 * ("being refunded"): only a process that died between the two transactions lets it run out.
 */
const REFUND_OUTCOME_WAIT_MS = 2 * 60_000;

/** A missing order is null; any other failure (the database down) stays a failure. */
const notFoundAsNull = (error: unknown) => {
  if (error instanceof DomainError && error.status === 404) return null;
  throw error;
};

/** Codes a booking can ask for: enough for a typo or two, too few to flood its inbox. */
const OTP_REQUESTS = { limit: 5, windowMs: 15 * 60_000 };

/** Issue 6 /manage: every call needs the order granted by a lookup (or to be its creator). */
export function manageHandlers(deps: HandlerDeps): ManageHandlers {
  const { db, manage, mail, logger, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());

  async function booking(orderId: string) {
    const { order, history, cancellable } = await managedBooking(manage, orderId);
    const window = reservationWindow(order.flights, now());
    return {
      order: publicOrder(order),
      contact: order.contact
        ? { email: maskEmail(order.contact.email), phone: maskPhone(order.contact.phone) }
        : null,
      history,
      cancellable,
      checkin: { state: window.state, opensAt: window.opensAt, closesAt: window.closesAt },
    };
  }

  return {
    async openManageLink({ token }, ctx) {
      const orderId = verifyManageLink(token, manage.linkKeys, now());
      // A link to an order that is gone (a restored backup's) is refused like a forged one; a
      // cancelled booking's opens, as its lookup does (the cancellation mail links it).
      const order = orderId ? await loadOrder(db, orderId).catch(notFoundAsNull) : null;
      if (!orderId || !order || order.status === 'HELD') throw new DomainError(404, 'reservation.not_found');
      // Like a lookup (decision 041): the visitor may manage and check in for a while.
      if (ctx.identity) await grantAccess(db, orderId, ctx.identity.uid);
      return { orderId };
    },

    async manageBooking({ orderId }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      return booking(orderId);
    },

    async requestOtp({ orderId, purpose, language }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      const verdict = await rateLimiter.hit(`otp:${orderId}`, OTP_REQUESTS);
      if (!verdict.allowed)
        throw new DomainError(429, 'errors.rate_limited', undefined, undefined, verdict.retryAfterSeconds);
      // The code and its mail commit together (decision 111): a code nobody is sent is never live.
      const otp = await requestOtp(manage, orderId, purpose, async (tx, issued) => {
        const queued = await queueRenderedMail(
          tx,
          () =>
            otpMail({
              to: issued.email,
              code: issued.code,
              purpose,
              bookingReference: issued.bookingReference,
              language,
            }),
          (err) => logger.error({ err, orderId, requestId: ctx.requestId }, 'one-time code mail failed'),
          // A code is of no use once lapsed: the outbox drops it unsent rather than mail it late.
          { expiresAt: new Date(issued.expiresAt) },
        );
        if (!queued) throw new DomainError(503, 'errors.mail_failed');
      });
      mail.kick();
      return { sentTo: maskEmail(otp.email), expiresAt: otp.expiresAt };
    },

    async updateContact({ orderId, contact, otp }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      await updateContact(manage, orderId, contact, otp);
      return booking(orderId);
    },

    async cancelQuote({ orderId }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      return quote(manage, orderId);
    },

    async cancelBooking({ orderId, otp, language }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      const origin = await ctx.publicOrigin();
      const render = (c: CancelledOrder, to: string) => () =>
        orderCancelMail({
          to,
          order: c.order,
          language,
          origin,
          refund: c.refund,
          manageToken: signManageLink(orderId, manage.linkKeys[0]!, now()),
        });
      const failed = (err: unknown) =>
        logger.error({ err, orderId, requestId: ctx.requestId }, 'cancellation mail failed');
      // Queued with the cancellation, held back until the refund has an outcome, then rewritten
      // with it in the refund's transaction; if the process dies in between, it goes as it was.
      let queued: string | undefined;
      const { order, refund } = await cancel(manage, orderId, otp, {
        async cancelled(tx, c) {
          if (!c.contactEmail) return;
          queued = await queueRenderedMail(tx, render(c, c.contactEmail), failed, {
            holdMs: REFUND_OUTCOME_WAIT_MS,
          });
        },
        async refundSettled(tx, c) {
          if (!queued || !c.contactEmail) return;
          const message = await render(c, c.contactEmail)().catch((err: unknown) => void failed(err));
          if (message) await releaseMail(tx, queued, message);
        },
      });
      mail.kick();
      return { order, refund };
    },
  };
}
