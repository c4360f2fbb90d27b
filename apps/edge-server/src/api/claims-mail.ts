import type { ClaimType } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { escapeHtml, type MailMessage } from '@skybook/mail';

/** The receipt of a claim in the customer's language (plain templates, as for the newsletter). */
const COPY: Record<
  Locale,
  {
    subject: (receipt: string) => string;
    greeting: (name: string) => string;
    body: (type: string, receipt: string) => string;
    types: Record<ClaimType, string>;
    keep: string;
  }
> = {
  en: {
    subject: (receipt) => `We received your request ${receipt}`,
    greeting: (name) => `Hello ${name},`,
    body: (type, receipt) => `We have received your ${type}. Its receipt number is ${receipt}.`,
    types: { claim: 'claim', complaint: 'complaint', request: 'request' },
    keep: 'Please quote this number in any message about it. We will answer you by email.',
  },
  es: {
    subject: (receipt) => `Recibimos tu solicitud ${receipt}`,
    greeting: (name) => `Hola ${name}:`,
    body: (type, receipt) => `Recibimos tu ${type}. Su número de constancia es ${receipt}.`,
    types: { claim: 'reclamación', complaint: 'queja', request: 'solicitud' },
    keep: 'Indica este número en cualquier mensaje sobre el tema. Te responderemos por correo electrónico.',
  },
  pt: {
    subject: (receipt) => `Recebemos o seu pedido ${receipt}`,
    greeting: (name) => `Olá ${name},`,
    body: (type, receipt) => `Recebemos a sua ${type}. O número do comprovativo é ${receipt}.`,
    types: { claim: 'reclamação', complaint: 'queixa', request: 'solicitação' },
    keep: 'Indique este número em qualquer mensagem sobre o assunto. Vamos responder-lhe por email.',
  },
};

export function claimReceiptMail(opts: {
  to: string;
  name: string;
  language: Locale;
  type: ClaimType;
  receipt: string;
  description: string;
}): MailMessage {
  const copy = COPY[opts.language];
  const body = copy.body(copy.types[opts.type], opts.receipt);
  return {
    to: opts.to,
    subject: copy.subject(opts.receipt),
    text: `${copy.greeting(opts.name)}\n\n${body}\n${copy.keep}\n\n> ${opts.description.replace(/\n/g, '\n> ')}\n`,
    html: `<p>${escapeHtml(copy.greeting(opts.name))}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(copy.keep)}</p><blockquote>${escapeHtml(opts.description).replace(/\n/g, '<br>')}</blockquote>`,
  };
}
