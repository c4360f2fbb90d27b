import { describe, expect, it } from 'vitest';
import { claimReceiptMail } from './claims-mail.ts';
import { newsletterConfirmationMail } from './newsletter-mail.ts';
import { otpMail } from './otp-mail.ts';

const url = 'https://es.skybook.example/newsletter/unsubscribe?token=a&b';
const confirmUrl = 'https://es.skybook.example/newsletter/confirm?token=a&b';

describe('newsletterConfirmationMail', () => {
  it.each([
    ['en', 'Please confirm your subscription to our offers newsletter', 'Hello Ana,'],
    ['es', 'Confirma tu suscripción a nuestro boletín de ofertas', 'Hola Ana:'],
    ['pt', 'Confirme a sua subscrição da nossa newsletter de ofertas', 'Olá Ana,'],
  ] as const)(
    'speaks %s and carries the confirmation link, and the unsubscribe link in text, HTML and headers',
    async (language, subject, greeting) => {
      const mail = await newsletterConfirmationMail({
        to: 'ana@example.com',
        name: 'Ana',
        language,
        confirmUrl,
        unsubscribeUrl: url,
      });
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(greeting)).toBe(true);
      expect(mail.text).toContain(confirmUrl);
      expect(mail.html).toContain('href="https://es.skybook.example/newsletter/confirm?token=a&amp;b"');
      expect(mail.text).toContain(url);
      expect(mail.html).toContain('href="https://es.skybook.example/newsletter/unsubscribe?token=a&amp;b"');
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    },
  );

  it('escapes markup a visitor typed as their name in the HTML part', async () => {
    const mail = await newsletterConfirmationMail({
      to: 'x@example.com',
      name: '<img src=x onerror=alert(1)>',
      language: 'en',
      confirmUrl,
      unsubscribeUrl: url,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('claimReceiptMail', () => {
  it.each([
    ['en', 'We received your request R-2026-000007', 'your complaint'],
    ['es', 'Recibimos tu solicitud R-2026-000007', 'tu queja'],
    ['pt', 'Recebemos o seu pedido R-2026-000007', 'a sua queixa'],
  ] as const)('puts the receipt in the %s subject and names the type', async (language, subject, type) => {
    const mail = await claimReceiptMail({
      to: 'a@example.com',
      name: 'Ana',
      language,
      type: 'complaint',
      receipt: 'R-2026-000007',
      description: 'Line one\n<b>two</b>',
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(type);
    expect(mail.text).toContain('> Line one\n> <b>two</b>');
    expect(mail.html).toContain('Line one<br>&lt;b&gt;two&lt;/b&gt;');
  });
});

describe('otpMail', () => {
  it.each([
    ['en', 'Your security code for booking ABC234', 'cancel your booking'],
    ['es', 'Tu código de seguridad para la reserva ABC234', 'cancelar tu reserva'],
    ['pt', 'O seu código de segurança para a reserva ABC234', 'cancelar a sua reserva'],
  ] as const)('speaks %s and carries the code and what it is for', async (language, subject, purpose) => {
    const mail = await otpMail({
      to: 'ana@example.com',
      code: '042917',
      purpose: 'cancel',
      bookingReference: 'ABC234',
      language,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(purpose);
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain('<strong>042917</strong>');
  });

  it('names each purpose differently', async () => {
    const texts = await Promise.all(
      (['cancel', 'contact', 'documents'] as const).map(
        async (purpose) =>
          (await otpMail({ to: 'a@example.com', code: '1', purpose, bookingReference: 'R', language: 'en' }))
            .text,
      ),
    );
    expect(new Set(texts).size).toBe(3);
  });
});

describe('every mail in Spanish and Portuguese', () => {
  const mails = (language: 'en' | 'es' | 'pt') =>
    Promise.all([
      newsletterConfirmationMail({
        to: 'a@example.com',
        name: 'Ana',
        language,
        confirmUrl,
        unsubscribeUrl: url,
      }),
      claimReceiptMail({
        to: 'a@example.com',
        name: 'Ana',
        language,
        type: 'claim',
        receipt: 'R-1',
        description: 'x',
      }),
      otpMail({ to: 'a@example.com', code: '1', purpose: 'documents', bookingReference: 'R', language }),
    ]);

  it('keeps no sentence of the English mails', async () => {
    const sentences = (await mails('en')).flatMap((m) =>
      m.text
        .split('\n')
        .filter((line) => /[a-z]{4}/.test(line) && !line.includes('://') && !line.startsWith('>')),
    );
    expect(sentences.length).toBeGreaterThanOrEqual(8);
    for (const language of ['es', 'pt'] as const) {
      const text = (await mails(language)).map((m) => `${m.subject}\n${m.text}`).join('\n');
      for (const sentence of sentences) expect(text).not.toContain(sentence);
    }
  });
});
