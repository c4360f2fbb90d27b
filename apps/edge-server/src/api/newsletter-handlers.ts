import { isLocale } from '@skybook/i18n';
import { markConfirmationSent, subscribeToNewsletter } from '@skybook/db';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { newsletterConfirmationMail } from './newsletter-mail.ts';

/** Where a subscriber's token opts them out (served by `http/newsletter-unsubscribe.ts`). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** Where a subscriber's token confirms the sign-up (double opt-in, decision 101). */
export const CONFIRM_PATH = '/newsletter/confirm';

/**
 * `POST /api/newsletter`. The pending sign-up is stored first; the mail with the confirmation link
 * follows. If the mail fails the answer is still `confirmation_sent` and the failure is logged (the
 * row keeps `confirmation_sent_at` null, so signing up again sends it). A confirmed address answers
 * `already_subscribed` and is sent nothing, so the form cannot be used to flood an inbox.
 */
export function newsletterHandlers({
  db,
  mailer,
  logger,
}: HandlerDeps): Pick<Handlers, 'subscribeNewsletter'> {
  return {
    async subscribeNewsletter(input, ctx) {
      const { status, subscriber, sendConfirmation } = await subscribeToNewsletter(db, {
        domainId: ctx.domainId,
        ...input,
      });
      if (sendConfirmation) {
        const language = isLocale(subscriber.language) ? subscriber.language : 'en';
        const origin = await ctx.publicOrigin();
        const token = encodeURIComponent(subscriber.token);
        try {
          await mailer.send(
            await newsletterConfirmationMail({
              to: subscriber.email,
              name: subscriber.name,
              language,
              confirmUrl: `${origin}${CONFIRM_PATH}?token=${token}`,
              unsubscribeUrl: `${origin}${UNSUBSCRIBE_PATH}?token=${token}`,
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
