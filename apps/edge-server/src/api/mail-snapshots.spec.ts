import { describe, expect, it } from 'vitest';
import type { Order } from '@skybook/api-contract';
import type { MailMessage } from '@skybook/mail';
import { EXTRAS_CATALOG, SEAT_PRICES_EUR } from '@skybook/orders';
import { claimReceiptMail } from './claims-mail.ts';
import { newsletterConfirmationMail } from './newsletter-mail.ts';
import { orderCancelMail, orderChangeMail, orderCheckinMail, orderConfirmationMail } from './order-mail.ts';
import { otpMail } from './otp-mail.ts';

/**
 * Every mail the product sends, in every language, kept as a reviewed snapshot
 * (`__snapshots__/mails/<mail>.<language>.txt`: subject, text and HTML). A copy change shows up
 * as a diff in review; the checks below keep English words and internal codes out of the Spanish
 * and Portuguese mails whatever the snapshots hold.
 */

const person = (
  ref: string,
  type: 'adult' | 'child' | 'infant',
  first: string,
  adultRef: string | null = null,
) => ({
  ref,
  type,
  firstName: first,
  lastName: 'Pérez',
  ticketFirstName: first.toUpperCase(),
  ticketLastName: 'PÉREZ',
  dateOfBirth: type === 'infant' ? '2026-03-02' : null,
  adultRef,
});

const fare = (code: string, passenger: string, flight: string, amount: number) => ({
  kind: 'fare',
  code,
  passenger,
  flight,
  quantity: 1,
  amount,
});

/** A family's return trip, stored return first, with every kind of line the server writes. */
const order = {
  orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
  status: 'CONFIRMED',
  expired: false,
  expiresAt: null,
  bookingReference: 'KXT4PQ',
  currency: 'MXN',
  total: { amount: 2_861_000, currency: 'MXN' },
  lines: [
    ...['inbound', 'outbound'].flatMap((direction) => [
      fare('base_fare', 'adult', direction, 540_000),
      fare('taxes', 'adult', direction, 98_000),
      fare('fees', 'adult', direction, 12_000),
      fare('base_fare', 'child', direction, 405_000),
      fare('taxes', 'child', direction, 98_000),
      fare('infant_fee', 'infant', direction, 60_000),
    ]),
    { kind: 'seat', code: 'STC2', passenger: 'p1', flight: '202', quantity: 1, amount: 42_000 },
    { kind: 'seat', code: 'STUR', passenger: 'p2', flight: '101', quantity: 1, amount: 228_000 },
    ...EXTRAS_CATALOG.map((s, i) => ({
      kind: 'extra',
      code: s.serviceId,
      passenger: i % 2 ? 'p2' : 'p1',
      flight: i % 2 ? '101' : '202',
      quantity: 1,
      amount: 31_000,
    })),
  ],
  journeys: [],
  flights: [
    {
      flightRef: '202',
      direction: 'inbound',
      flightNumber: 'SK 341',
      origin: 'CUN',
      destination: 'MEX',
      departureUtc: '2027-01-09T22:40:00Z',
      departureTimeZone: 'America/Cancun',
      arrivalUtc: '2027-01-10T01:05:00Z',
      arrivalTimeZone: 'America/Mexico_City',
    },
    {
      flightRef: '101',
      direction: 'outbound',
      flightNumber: 'SK 340',
      origin: 'MEX',
      destination: 'CUN',
      departureUtc: '2027-01-02T14:15:00Z',
      departureTimeZone: 'America/Mexico_City',
      arrivalUtc: '2027-01-02T16:35:00Z',
      arrivalTimeZone: 'America/Cancun',
    },
  ],
  passengers: [
    person('p1', 'adult', 'Lucía'),
    person('p2', 'child', 'Mateo'),
    person('p3', 'infant', 'Sofía', 'p1'),
  ],
  seats: [
    { passengerRef: 'p1', flightRef: '101', seat: '14A', category: 'STC1' },
    { passengerRef: 'p2', flightRef: '101', seat: '1C', category: 'STUR' },
    { passengerRef: 'p1', flightRef: '202', seat: '12C', category: 'STC2' },
    { passengerRef: 'p2', flightRef: '202', seat: '12D', category: 'STC1' },
  ],
} as unknown as Order;

type Language = 'en' | 'es' | 'pt';
const to = 'lucia@example.com';
const booking = (language: Language) => ({
  to,
  order,
  language,
  origin: 'https://mx.skybook.example',
  manageToken: 'AQID.BAUG',
});

/** Every mail template with the inputs that reach each of its branches' copy. */
const MAILS: Record<string, (language: Language) => Promise<MailMessage>> = {
  'booking-confirmed': (language) => orderConfirmationMail(booking(language)),
  'booking-changed': (language) => orderChangeMail({ ...booking(language), paid: 31_000 }),
  'booking-cancelled': (language) =>
    orderCancelMail({ ...booking(language), refund: { amount: 2_861_000, refunded: 0 } }),
  'checked-in': (language) =>
    orderCheckinMail({
      ...booking(language),
      checkedIn: [
        { flightRef: '101', passengerRef: 'p1', sequence: 12 },
        { flightRef: '101', passengerRef: 'p2', sequence: 13 },
      ],
    }),
  'security-code': (language) =>
    otpMail({ to, code: '042917', purpose: 'documents', bookingReference: 'KXT4PQ', language }),
  'claim-received': (language) =>
    claimReceiptMail({
      to,
      name: 'Lucía',
      language,
      type: 'claim',
      receipt: 'R-2026-000042',
      description: 'Mi maleta llegó rota.',
    }),
  'newsletter-confirm': (language) =>
    newsletterConfirmationMail({
      to,
      name: 'Lucía',
      language,
      confirmUrl: 'https://mx.skybook.example/newsletter/confirm?token=t0k3n',
      unsubscribeUrl: 'https://mx.skybook.example/newsletter/unsubscribe?token=t0k3n',
    }),
};

const render = (mail: MailMessage) =>
  `Subject: ${mail.subject}\n\n${mail.text}\n\n--- HTML ---\n${mail.html ?? ''}\n`;

/** What a reader sees: the subject, the text part and the HTML part without its markup and links. */
function readable(mail: MailMessage): string {
  const html = (mail.html ?? '')
    .replace(/<(style|head)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  return `${mail.subject}\n${mail.text}\n${html}`.replace(/https?:\/\/\S+/g, ' ');
}

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);

/** Words the booking data itself puts in every language's mail: names, places, the brand. */
const DATA_WORDS = words(
  [
    ...order.passengers.flatMap((p) => [p.firstName, p.lastName, p.ticketFirstName, p.ticketLastName]),
    order.bookingReference,
    ...order.flights.flatMap((f) => [f.origin, f.destination]),
    'Skybook',
    'Mi maleta llegó rota',
  ].join(' '),
);

/** Words spelt the same in English and the language: checked by a reviewer, kept short on purpose. */
const SHARED: Record<'es' | 'pt', string[]> = {
  // "check-in" is the word both languages use.
  es: ['total', 'extra', 'golf', 'check'],
  // Portuguese imperatives "use" and "ignore", and the loanwords "email" and "newsletter".
  pt: ['total', 'extra', 'golf', 'check', 'use', 'ignore', 'email', 'emails', 'newsletter'],
};

/** Internal codes the server stores: extras, seat categories, fare lines, types and directions. */
const CODES = [
  // Ids that are plain words ("priority") read as English: the English-word check covers them.
  ...EXTRAS_CATALOG.flatMap((s) => [s.serviceId, s.code, s.ssrId]).filter((c) => /[-_A-Z\d]/.test(c)),
  ...Object.keys(SEAT_PRICES_EUR),
  'base_fare',
  'infant_fee',
  '(adult)',
  '(child)',
  '(infant)',
];

describe('every mail, snapshotted per language', () => {
  const cases = Object.keys(MAILS).flatMap((name) =>
    (['en', 'es', 'pt'] as const).map((l) => [name, l] as const),
  );

  it.each(cases)('%s in %s matches its reviewed snapshot', async (name, language) => {
    const mail = await MAILS[name]!(language);
    await expect(render(mail)).toMatchFileSnapshot(`./__snapshots__/mails/${name}.${language}.txt`);
  });

  it.each(cases)('%s in %s carries no internal code', async (name, language) => {
    expect(leakedCodes(readable(await MAILS[name]!(language)))).toEqual([]);
  });

  it.each(['es', 'pt'] as const)('in %s, no mail has a word of its English version', async (language) => {
    const leaks: string[] = [];
    for (const [name, mail] of Object.entries(MAILS)) {
      const english = words(readable(await mail('en')));
      const translated = words(readable(await mail(language)));
      for (const word of translated)
        if (english.has(word) && !DATA_WORDS.has(word) && !SHARED[language].includes(word))
          leaks.push(`${name}: ${word}`);
    }
    expect(leaks).toEqual([]);
  });

  it('finds a code in a line (the check itself works)', () => {
    expect(leakedCodes('Asiento STUR; Extra bag-cabin (adult)')).toEqual(['bag-cabin', 'STUR', '(adult)']);
    expect(leakedCodes('Asiento 1C, SK 340; priority boarding')).toEqual([]);
  });

  it('finds an English word left in a translated mail (the check itself works)', () => {
    const english = words('Your booking is confirmed');
    const leaked = [...words('Tu booking está confirmada')].filter((w) => english.has(w));
    expect(leaked).toEqual(['booking']);
  });
});

function leakedCodes(text: string): string[] {
  return CODES.filter((code) =>
    new RegExp(`(^|[^\\p{L}\\d_-])${escape(code)}($|[^\\p{L}\\d_-])`, 'u').test(text),
  );
}

function escape(code: string): string {
  return code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
