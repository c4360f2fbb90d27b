import type { Locale } from '@skybook/i18n';
import { serverI18n, translate } from '@skybook/i18n/server';
import { escapeHtml, type MailMessage } from '@skybook/mail';

/** Lingui descriptors with their own ids: server code runs without the macro compiler (decision 083). */
const COPY = {
  subject: /*i18n*/ {
    id: 'mail.newsletter.confirm_subject',
    message: 'Please confirm your subscription to our offers newsletter',
  },
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},' },
  body: /*i18n*/ {
    id: 'mail.newsletter.confirm_body',
    message:
      'Thank you for signing up for our best fares and offers by email. Please confirm that this address is yours and that you want them:',
  },
  confirm: /*i18n*/ { id: 'mail.newsletter.confirm_link', message: 'Confirm my subscription' },
  notYou: /*i18n*/ {
    id: 'mail.newsletter.not_you',
    message: 'If you did not sign up, ignore this email: without confirmation you will receive nothing.',
  },
  unsubscribe: /*i18n*/ {
    id: 'mail.newsletter.unsubscribe',
    message: 'If you did not sign up, or no longer want these emails, unsubscribe here:',
  },
  link: /*i18n*/ { id: 'mail.newsletter.unsubscribe_link', message: 'Unsubscribe' },
};

/** The mail that asks the subscriber to confirm (double opt-in), in their language. */
export async function newsletterConfirmationMail(opts: {
  to: string;
  name: string;
  language: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
}): Promise<MailMessage> {
  const i18n = await serverI18n(opts.language);
  const greeting = translate(i18n, COPY.greeting, { name: opts.name });
  const [body, confirm, notYou, unsubscribe] = [COPY.body, COPY.confirm, COPY.notYou, COPY.unsubscribe].map(
    (m) => i18n._(m),
  ) as [string, string, string, string];
  const [confirmHref, unsubscribeHref] = [escapeHtml(opts.confirmUrl), escapeHtml(opts.unsubscribeUrl)];
  return {
    to: opts.to,
    subject: i18n._(COPY.subject),
    text:
      `${greeting}\n\n${body}\n${opts.confirmUrl}\n\n${notYou}\n\n` +
      `${unsubscribe}\n${opts.unsubscribeUrl}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${confirmHref}">${escapeHtml(confirm)}</a></p><p>${escapeHtml(notYou)}</p>` +
      `<p>${escapeHtml(unsubscribe)} <a href="${unsubscribeHref}">${escapeHtml(i18n._(COPY.link))}</a></p>`,
    // Mail clients show their own unsubscribe button from these (RFC 2369, RFC 8058 one-click).
    headers: {
      'List-Unsubscribe': `<${opts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
