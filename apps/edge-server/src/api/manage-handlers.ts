import { maskEmail, maskPhone, reservationWindow } from '@skybook/departure-control';
import {
  booking as managedBooking,
  cancel,
  publicOrder,
  quote,
  requestOtp,
  updateContact,
} from '@skybook/orders';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { DomainError } from '@skybook/api-contract';
import { requireOrderAccess } from './guards.ts';
import { otpMail } from './otp-mail.ts';
import { orderCancelMail } from './order-mail.ts';

type ManageHandlers = Pick<
  Handlers,
  'manageBooking' | 'requestOtp' | 'updateContact' | 'cancelQuote' | 'cancelBooking'
>;

/** Codes a booking can ask for: enough for a typo or two, too few to flood its inbox. */
const OTP_REQUESTS = { limit: 5, windowMs: 15 * 60_000 };

/** Issue 6 /manage: every call needs the order granted by a lookup (or to be its creator). */
export function manageHandlers(deps: HandlerDeps): ManageHandlers {
  const { db, manage, mailer, logger, rateLimiter } = deps;
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
    async manageBooking({ orderId }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      return booking(orderId);
    },

    async requestOtp({ orderId, purpose, language }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      const verdict = await rateLimiter.hit(`otp:${orderId}`, OTP_REQUESTS);
      if (!verdict.allowed)
        throw new DomainError(429, 'errors.rate_limited', undefined, undefined, verdict.retryAfterSeconds);
      const otp = await requestOtp(manage, orderId, purpose);
      try {
        await mailer.send(
          await otpMail({
            to: otp.email,
            code: otp.code,
            purpose,
            bookingReference: otp.bookingReference,
            language,
          }),
        );
      } catch (err) {
        logger.error({ err, orderId, requestId: ctx.requestId }, 'one-time code mail failed');
        throw new DomainError(503, 'errors.mail_failed');
      }
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
      const { order, refund, cancelledNow, contactEmail } = await cancel(manage, orderId, otp);
      if (cancelledNow && contactEmail) {
        const origin = await ctx.publicOrigin();
        // The booking is cancelled whatever happens to the mail: a failure is only logged.
        await orderCancelMail({ to: contactEmail, order, language, origin, refund })
          .then((mail) => mailer.send(mail))
          .catch((err: unknown) =>
            logger.error({ err, orderId, requestId: ctx.requestId }, 'cancellation mail failed'),
          );
      }
      return { order, refund };
    },
  };
}
