import { isLocale } from '@skybook/i18n';
import { markConfirmationSent, subscribeToNewsletter } from '@skybook/db';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { newsletterConfirmationMail } from './newsletter-mail.ts';

/** Where a subscriber's token opts them out (served by `http/newsletter-unsubscribe.ts`). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/**
 * `POST /api/newsletter`. The subscription is stored first; the confirmation mail follows. If the
 * mail fails the visitor is still subscribed, so the answer is 200 `subscribed` and the failure is
 * logged (the row keeps `confirmation_sent_at` null for a retry). Signing up again while subscribed
 * answers `already_subscribed` and sends nothing, so the form cannot be used to flood an inbox.
 */
export function newsletterHandlers({
  db,
  mailer,
  logger,
}: HandlerDeps): Pick<Handlers, 'subscribeNewsletter'> {
  return {
    async subscribeNewsletter(input, ctx) {
      const { status, subscriber } = await subscribeToNewsletter(db, { domainId: ctx.domainId, ...input });
      if (status === 'subscribed') {
        const language = isLocale(subscriber.language) ? subscriber.language : 'en';
        const unsubscribeUrl = `${await ctx.publicOrigin()}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(subscriber.token)}`;
        try {
          await mailer.send(
            await newsletterConfirmationMail({
              to: subscriber.email,
              name: subscriber.name,
              language,
              unsubscribeUrl,
            }),
          );
          await markConfirmationSent(db, subscriber.id);
        } catch (err) {
          logger.error(
            { err, subscriberId: subscriber.id, requestId: ctx.requestId },
            'newsletter confirmation mail failed',
          );
        }
      }
      return { status };
    },
  };
}
