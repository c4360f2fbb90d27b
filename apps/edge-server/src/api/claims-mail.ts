import type { ClaimType } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { serverI18n, translate } from '@skybook/i18n/server';
import { escapeHtml, type MailMessage } from '@skybook/mail';
import type { MessageDescriptor } from '@lingui/core';

/** Lingui descriptors with their own ids: server code runs without the macro compiler (decision 083). */
const COPY = {
  subject: /*i18n*/ { id: 'mail.claim.subject', message: 'We received your request {receipt}' },
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},' },
  keep: /*i18n*/ {
    id: 'mail.claim.keep',
    message: 'Please quote this number in any message about it. We will answer you by email.',
  },
};

/** One sentence per type, so each language can inflect it (gender, article) as it needs. */
const BODY: Record<ClaimType, MessageDescriptor> = {
  claim: /*i18n*/ {
    id: 'mail.claim.body.claim',
    message: 'We have received your claim. Its receipt number is {receipt}.',
  },
  complaint: /*i18n*/ {
    id: 'mail.claim.body.complaint',
    message: 'We have received your complaint. Its receipt number is {receipt}.',
  },
  request: /*i18n*/ {
    id: 'mail.claim.body.request',
    message: 'We have received your request. Its receipt number is {receipt}.',
  },
};

/** The receipt of a claim in the customer's language. */
export async function claimReceiptMail(opts: {
  to: string;
  name: string;
  language: Locale;
  type: ClaimType;
  receipt: string;
  description: string;
}): Promise<MailMessage> {
  const i18n = await serverI18n(opts.language);
  const greeting = translate(i18n, COPY.greeting, { name: opts.name });
  const body = translate(i18n, BODY[opts.type], { receipt: opts.receipt });
  const keep = i18n._(COPY.keep);
  return {
    to: opts.to,
    subject: translate(i18n, COPY.subject, { receipt: opts.receipt }),
    text: `${greeting}\n\n${body}\n${keep}\n\n> ${opts.description.replace(/\n/g, '\n> ')}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(keep)}</p><blockquote>${escapeHtml(opts.description).replace(/\n/g, '<br>')}</blockquote>`,
  };
}
