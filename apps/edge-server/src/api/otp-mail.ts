import type { Locale } from '@skybook/i18n';
import type { OtpPurpose } from '@skybook/orders';
import { escapeHtml, type MailMessage } from '@skybook/mail';

/** Plain per-language copy, like the other mails: the server bundle has no macro compiler. */
const COPY: Record<
  Locale,
  {
    subject: (ref: string) => string;
    intro: (purpose: string) => string;
    purposes: Record<OtpPurpose, string>;
    expiry: string;
    ignore: string;
  }
> = {
  en: {
    subject: (ref) => `Your security code for booking ${ref}`,
    intro: (purpose) => `Use this code to ${purpose}:`,
    purposes: {
      cancel: 'cancel your booking',
      contact: 'change the contact details of your booking',
      documents: 'change the travel documents of your booking',
    },
    expiry: 'It is valid for 10 minutes and can be used once.',
    ignore: 'If you did not ask for it, ignore this email: nothing changes without the code.',
  },
  es: {
    subject: (ref) => `Tu código de seguridad para la reserva ${ref}`,
    intro: (purpose) => `Usa este código para ${purpose}:`,
    purposes: {
      cancel: 'cancelar tu reserva',
      contact: 'cambiar los datos de contacto de tu reserva',
      documents: 'cambiar los documentos de viaje de tu reserva',
    },
    expiry: 'Es válido durante 10 minutos y se puede usar una sola vez.',
    ignore: 'Si no lo pediste, ignora este correo: nada cambia sin el código.',
  },
  pt: {
    subject: (ref) => `O seu código de segurança para a reserva ${ref}`,
    intro: (purpose) => `Use este código para ${purpose}:`,
    purposes: {
      cancel: 'cancelar a sua reserva',
      contact: 'alterar os dados de contacto da sua reserva',
      documents: 'alterar os documentos de viagem da sua reserva',
    },
    expiry: 'É válido durante 10 minutos e só pode ser usado uma vez.',
    ignore: 'Se não o pediu, ignore este email: nada muda sem o código.',
  },
};

/** The one-time code for a sensitive change, to the booking's contact address. */
export function otpMail(opts: {
  to: string;
  code: string;
  purpose: OtpPurpose;
  bookingReference: string;
  language: Locale;
}): MailMessage {
  const copy = COPY[opts.language];
  const intro = copy.intro(copy.purposes[opts.purpose]);
  return {
    to: opts.to,
    subject: copy.subject(opts.bookingReference),
    text: `${intro}\n\n${opts.code}\n\n${copy.expiry}\n${copy.ignore}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p style="font-size:28px;letter-spacing:6px"><strong>${escapeHtml(opts.code)}</strong></p>` +
      `<p>${escapeHtml(copy.expiry)}</p><p>${escapeHtml(copy.ignore)}</p>`,
  };
}
