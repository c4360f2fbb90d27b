import {
  boardingPasses,
  chooseSeat,
  complete,
  lookupReservation,
  normalizeReference,
  saveDocuments,
  start,
  type OnCheckedIn,
} from '@skybook/departure-control';
import { grantAccess, loadOrder, publicOrder, signManageLink } from '@skybook/orders';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { DomainError } from '@skybook/api-contract';
import { requireOrderAccess } from './guards.ts';
import { orderCheckinMail } from './order-mail.ts';
import { queueRenderedMail } from './queue-mail.ts';

type CheckinHandlers = Pick<
  Handlers,
  | 'reservationLookup'
  | 'checkinStart'
  | 'checkinDocuments'
  | 'checkinSeat'
  | 'checkinComplete'
  | 'boardingPasses'
>;

/**
 * Decision 042: failed lookups per client address, and per client address and booking reference,
 * per 15 minutes. Not per reference alone: strangers guessing at a reference would lock its real
 * traveller out (decision 051).
 */
export const LOOKUP_LIMITS = {
  perClient: { limit: 30, windowMs: 15 * 60_000 },
  perClientReference: { limit: 10, windowMs: 15 * 60_000 },
};

/** Issue 6: reservation lookup (spec §2 form), check-in and boarding passes. */
export function checkinHandlers(deps: HandlerDeps): CheckinHandlers {
  const { db, checkin, rateLimiter, manage, mail, logger } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async reservationLookup(input, ctx) {
      const limits = [
        [`lookup:ip:${ctx.ip}`, LOOKUP_LIMITS.perClient],
        [
          `lookup:ip-ref:${ctx.ip}:${normalizeReference(input.referenceCode)}`,
          LOOKUP_LIMITS.perClientReference,
        ],
      ] as const;
      // Every attempt counts first (one statement each), so a burst cannot slip past the limit.
      const verdicts = await Promise.all(limits.map(([key, rule]) => rateLimiter.hit(key, rule)));
      if (verdicts.some((v) => !v.allowed)) {
        // A refused attempt is not a lookup: it must not use up the other counter.
        await Promise.all(
          limits.map(([key, rule], i) => (verdicts[i]!.allowed ? rateLimiter.undo(key, rule) : undefined)),
        );
        const wait = Math.max(...verdicts.filter((v) => !v.allowed).map((v) => v.retryAfterSeconds));
        throw new DomainError(429, 'errors.rate_limited', undefined, undefined, wait);
      }
      const found = await lookupReservation(db, input, now());
      // No such reference and a wrong name: the same answer, after the same work.
      if (!found) throw new DomainError(404, 'reservation.not_found');
      // Only failed lookups count: the traveller who got it right gets their attempt back.
      await Promise.all(limits.map(([key, rule]) => rateLimiter.undo(key, rule)));
      if (ctx.identity) await grantAccess(db, found.orderId, ctx.identity.uid);
      return {
        kind: 'local' as const,
        open: found.open,
        orderId: found.orderId,
        referenceCode: found.referenceCode,
        status: found.status,
        checkin: {
          state: found.window.state,
          opensAt: found.window.opensAt,
          closesAt: found.window.closesAt,
        },
      };
    },

    async checkinStart({ orderId }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      return start(checkin, orderId);
    },

    async checkinDocuments({ orderId, documents, otp }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      return saveDocuments(checkin, orderId, documents, otp);
    },

    async checkinSeat(input, ctx) {
      await requireOrderAccess(db, ctx, input.orderId);
      return chooseSeat(checkin, input);
    },

    async checkinComplete({ orderId, passengerRefs, language }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      const origin = await ctx.publicOrigin();
      // The mail is queued with the check-in it reports (decision 111); a repeat mails nothing.
      const mailCheckin: OnCheckedIn = async (tx, checkedIn) => {
        const loaded = await loadOrder(tx, orderId);
        const to = loaded.contactEmail;
        if (!to) return;
        const order = publicOrder(loaded);
        const manageToken = signManageLink(orderId, manage.linkKeys[0]!, now());
        await queueRenderedMail(
          tx,
          () => orderCheckinMail({ to, order, language, origin, manageToken, checkedIn }),
          (err) => logger.error({ err, orderId, requestId: ctx.requestId }, 'check-in mail failed'),
        );
      };
      const view = await complete(checkin, orderId, passengerRefs, mailCheckin);
      mail.kick();
      return view;
    },

    async boardingPasses({ orderId }, ctx) {
      await requireOrderAccess(db, ctx, orderId);
      return boardingPasses(db, orderId);
    },
  };
}
