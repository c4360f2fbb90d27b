import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '@skybook/i18n';
import { serverI18n, translate } from '@skybook/i18n/server';
import type { OtpPurpose } from '@skybook/orders';
import { escapeHtml, type MailMessage } from '@skybook/mail';

/** Lingui descriptors with their own ids: server code runs without the macro compiler (decision 083). */
const COPY = {
  subject: /*i18n*/ { id: 'mail.otp.subject', message: 'Your security code for booking {ref}' },
  expiry: /*i18n*/ { id: 'mail.otp.expiry', message: 'It is valid for 10 minutes and can be used once.' },
  ignore: /*i18n*/ {
    id: 'mail.otp.ignore',
    message: 'If you did not ask for it, ignore this email: nothing changes without the code.',
  },
};

/** What the code is for, as one whole sentence each (translators see the full phrase). */
const INTRO: Record<OtpPurpose, MessageDescriptor> = {
  cancel: /*i18n*/ { id: 'mail.otp.intro.cancel', message: 'Use this code to cancel your booking:' },
  contact: /*i18n*/ {
    id: 'mail.otp.intro.contact',
    message: 'Use this code to change the contact details of your booking:',
  },
  documents: /*i18n*/ {
    id: 'mail.otp.intro.documents',
    message: 'Use this code to change the travel documents of your booking:',
  },
};

/** The one-time code for a sensitive change, to the booking's contact address. */
export async function otpMail(opts: {
  to: string;
  code: string;
  purpose: OtpPurpose;
  bookingReference: string;
  language: Locale;
}): Promise<MailMessage> {
  const i18n = await serverI18n(opts.language);
  const intro = i18n._(INTRO[opts.purpose]);
  const [expiry, ignore] = [i18n._(COPY.expiry), i18n._(COPY.ignore)];
  return {
    to: opts.to,
    subject: translate(i18n, COPY.subject, { ref: opts.bookingReference }),
    text: `${intro}\n\n${opts.code}\n\n${expiry}\n${ignore}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p style="font-size:28px;letter-spacing:6px"><strong>${escapeHtml(opts.code)}</strong></p>` +
      `<p>${escapeHtml(expiry)}</p><p>${escapeHtml(ignore)}</p>`,
  };
}
