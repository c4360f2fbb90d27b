import { isLocale } from '@skybook/i18n';
import { markConfirmationSent, subscribeToNewsletter } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { newsletterConfirmationMail } from './newsletter-mail.ts';
import { queueRenderedMail } from './queue-mail.ts';

/** Where a subscriber's token opts them out (served by `http/newsletter-unsubscribe.ts`). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** Where a subscriber's token confirms the sign-up (double opt-in, decision 101). */
export const CONFIRM_PATH = '/newsletter/confirm';

/**
 * Sign-ups per client address: a household or an office signs up a few people, a script that
 * mails confirmations to a list of addresses is stopped (decision 112).
 */
export const SIGNUPS_PER_CLIENT = { limit: 10, windowMs: 60 * 60_000 };

/**
 * `POST /api/newsletter`. The pending sign-up and the mail with its confirmation link are stored
 * in one transaction (decision 111); the outbox sends the mail after the commit. A mail that could
 * not be rendered leaves `confirmation_sent_at` null, so signing up again sends it. A confirmed
 * address answers `already_subscribed` and is sent nothing, so the form cannot flood an inbox.
 */
export function newsletterHandlers({
  db,
  mail,
  logger,
  rateLimiter,
}: HandlerDeps): Pick<Handlers, 'subscribeNewsletter'> {
  return {
    async subscribeNewsletter(input, ctx) {
      const verdict = await rateLimiter.hit(`newsletter:ip:${ctx.ip}`, SIGNUPS_PER_CLIENT);
      if (!verdict.allowed)
        throw new DomainError(429, 'errors.rate_limited', undefined, undefined, verdict.retryAfterSeconds);
      const origin = await ctx.publicOrigin();
      const status = await db.transaction(async (tx) => {
        const { status, subscriber, sendConfirmation } = await subscribeToNewsletter(tx, {
          domainId: ctx.domainId,
          ...input,
        });
        if (!sendConfirmation) return status;
        const language = isLocale(subscriber.language) ? subscriber.language : 'en';
        const token = encodeURIComponent(subscriber.token);
        const queued = await queueRenderedMail(
          tx,
          () =>
            newsletterConfirmationMail({
              to: subscriber.email,
              name: subscriber.name,
              language,
              confirmUrl: `${origin}${CONFIRM_PATH}?token=${token}`,
              unsubscribeUrl: `${origin}${UNSUBSCRIBE_PATH}?token=${token}`,
            }),
          (err) =>
            logger.error(
              { err, subscriberId: subscriber.id, requestId: ctx.requestId },
              'newsletter confirmation mail failed',
            ),
        );
        if (queued) await markConfirmationSent(tx, subscriber.id);
        return status;
      });
      mail.kick();
      return { status };
    },
  };
}
