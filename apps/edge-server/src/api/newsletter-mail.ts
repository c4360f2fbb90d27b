import type { Locale } from '@skybook/i18n';
import { serverI18n, translate } from '@skybook/i18n/server';
import { escapeHtml, type MailMessage } from '@skybook/mail';

/** Lingui descriptors with their own ids: server code runs without the macro compiler (decision 083). */
const COPY = {
  subject: /*i18n*/ { id: 'mail.newsletter.subject', message: 'You are subscribed to our offers newsletter' },
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},' },
  body: /*i18n*/ {
    id: 'mail.newsletter.body',
    message: 'Thank you for signing up. From now on you will receive our best fares and offers by email.',
  },
  unsubscribe: /*i18n*/ {
    id: 'mail.newsletter.unsubscribe',
    message: 'If you did not sign up, or no longer want these emails, unsubscribe here:',
  },
  link: /*i18n*/ { id: 'mail.newsletter.unsubscribe_link', message: 'Unsubscribe' },
};

/** The sign-up confirmation in the subscriber's language. */
export async function newsletterConfirmationMail(opts: {
  to: string;
  name: string;
  language: Locale;
  unsubscribeUrl: string;
}): Promise<MailMessage> {
  const i18n = await serverI18n(opts.language);
  const greeting = translate(i18n, COPY.greeting, { name: opts.name });
  const [body, unsubscribe] = [i18n._(COPY.body), i18n._(COPY.unsubscribe)];
  const url = escapeHtml(opts.unsubscribeUrl);
  return {
    to: opts.to,
    subject: i18n._(COPY.subject),
    text: `${greeting}\n\n${body}\n\n${unsubscribe}\n${opts.unsubscribeUrl}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(unsubscribe)} <a href="${url}">${escapeHtml(i18n._(COPY.link))}</a></p>`,
    // Mail clients show their own unsubscribe button from these (RFC 2369, RFC 8058 one-click).
    headers: {
      'List-Unsubscribe': `<${opts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
