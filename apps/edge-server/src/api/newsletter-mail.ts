import type { Locale } from '@skybook/i18n';
import { escapeHtml, type MailMessage } from '@skybook/mail';

/**
 * The sign-up confirmation in the subscriber's language. Plain per-language templates rather than
 * Lingui: the server bundle has no macro compiler, and mails are few and short.
 */
const COPY: Record<
  Locale,
  { subject: string; greeting: (name: string) => string; body: string; unsubscribe: string; link: string }
> = {
  en: {
    subject: 'You are subscribed to our offers newsletter',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for signing up. From now on you will receive our best fares and offers by email.',
    unsubscribe: 'If you did not sign up, or no longer want these emails, unsubscribe here:',
    link: 'Unsubscribe',
  },
  es: {
    subject: 'Te suscribiste a nuestro boletín de ofertas',
    greeting: (name) => `Hola ${name}:`,
    body: 'Gracias por suscribirte. A partir de ahora recibirás nuestras mejores tarifas y ofertas por correo electrónico.',
    unsubscribe: 'Si no te suscribiste o ya no quieres recibir estos correos, date de baja aquí:',
    link: 'Darme de baja',
  },
  pt: {
    subject: 'Subscreveu a nossa newsletter de ofertas',
    greeting: (name) => `Olá ${name},`,
    body: 'Obrigado pela sua subscrição. A partir de agora vai receber as nossas melhores tarifas e ofertas por email.',
    unsubscribe: 'Se não fez esta subscrição, ou já não quer receber estes emails, cancele aqui:',
    link: 'Cancelar a subscrição',
  },
};

export function newsletterConfirmationMail(opts: {
  to: string;
  name: string;
  language: Locale;
  unsubscribeUrl: string;
}): MailMessage {
  const copy = COPY[opts.language];
  const url = escapeHtml(opts.unsubscribeUrl);
  return {
    to: opts.to,
    subject: copy.subject,
    text: `${copy.greeting(opts.name)}\n\n${copy.body}\n\n${copy.unsubscribe}\n${opts.unsubscribeUrl}\n`,
    html: `<p>${escapeHtml(copy.greeting(opts.name))}</p><p>${escapeHtml(copy.body)}</p><p>${escapeHtml(copy.unsubscribe)} <a href="${url}">${escapeHtml(copy.link)}</a></p>`,
    // Mail clients show their own unsubscribe button from these (RFC 2369, RFC 8058 one-click).
    headers: {
      'List-Unsubscribe': `<${opts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
