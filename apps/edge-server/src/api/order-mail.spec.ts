import { describe, expect, it } from 'vitest';
import type { Order } from '@skybook/api-contract';
import { formatMoney } from '@skybook/i18n';
import { orderCancelMail, orderChangeMail, orderCheckinMail, orderConfirmationMail } from './order-mail.ts';

const passenger = (ref: string, type: 'adult' | 'infant', last: string, adultRef: string | null = null) => ({
  ref,
  type,
  firstName: 'Ana',
  lastName: last,
  ticketFirstName: 'ANA',
  ticketLastName: last.toUpperCase(),
  dateOfBirth: null,
  adultRef,
});

/** A confirmed one-way booking with a paid seat and a cabin bag: every kind of price line. */
const order = {
  orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
  status: 'CONFIRMED',
  expired: false,
  expiresAt: null,
  bookingReference: 'ABC234',
  currency: 'EUR',
  total: { amount: 25_300, currency: 'EUR' },
  lines: [
    { kind: 'fare', code: 'base_fare', passenger: 'adult', flight: 'outbound', quantity: 1, amount: 14_000 },
    { kind: 'fare', code: 'taxes', passenger: 'adult', flight: 'outbound', quantity: 1, amount: 4_200 },
    { kind: 'fare', code: 'infant_fee', passenger: 'infant', flight: 'outbound', quantity: 1, amount: 2_000 },
    { kind: 'fare', code: 'fees', passenger: 'adult', flight: 'outbound', quantity: 1, amount: 600 },
    { kind: 'seat', code: 'STC2', passenger: 'p1', flight: '101', quantity: 1, amount: 2_000 },
    { kind: 'extra', code: 'bag-cabin', passenger: 'p1', flight: '101', quantity: 2, amount: 2_500 },
  ],
  journeys: [],
  flights: [
    {
      flightRef: '101',
      direction: 'outbound',
      flightNumber: 'SK 210',
      origin: 'MAD',
      destination: 'LIS',
      departureUtc: '2026-12-24T08:05:00Z',
      departureTimeZone: 'Europe/Madrid',
      arrivalUtc: '2026-12-24T09:20:00Z',
      arrivalTimeZone: 'Europe/Lisbon',
    },
  ],
  passengers: [passenger('p1', 'adult', 'Pérez'), passenger('p2', 'infant', 'Pérez', 'p1')],
  seats: [{ passengerRef: 'p1', flightRef: '101', seat: '12C', category: 'STC2' }],
} as unknown as Order;

const render = (language: 'en' | 'es' | 'pt') =>
  orderConfirmationMail({
    to: 'ana@example.com',
    order,
    language,
    origin: 'https://sky.example',
    manageToken: 'AQID.BAUG',
  });

describe('orderConfirmationMail', () => {
  it.each([
    [
      'es',
      'Tu reserva ABC234 está confirmada',
      ['Vuelos (horas locales)', 'SK 210 asiento 12C', 'Tasas, ida (adultos)', 'Tarifa de bebé, ida (bebés)'],
      [
        'Asiento 12C, SK 210 (PÉREZ/ANA)',
        'Maleta de cabina, 10 kg, SK 210 (PÉREZ/ANA ×2)',
        'Cargo de servicio',
        'Total pagado',
      ],
    ],
    [
      'pt',
      'A sua reserva ABC234 está confirmada',
      ['Voos (horas locais)', 'SK 210 lugar 12C', 'Taxas, ida (adultos)', 'Taxa de bebé, ida (bebés)'],
      [
        'Lugar 12C, SK 210 (PÉREZ/ANA)',
        'Mala de cabine, 10 kg, SK 210 (PÉREZ/ANA ×2)',
        'Taxa de serviço',
        'Total pago',
      ],
    ],
  ] as const)('speaks %s in every section and line', async (language, subject, sections, lines) => {
    const mail = await render(language);
    expect(mail.subject).toBe(subject);
    for (const text of [...sections, ...lines]) expect(mail.text).toContain(text);
    // The signed link: neither the reference nor a name in the address (decision 117).
    expect(mail.html).toContain(`href="https://sky.example/${language}/manage?access=AQID.BAUG"`);
    expect(mail.html).not.toMatch(/href="[^"]*(lastName|referenceCode|P%C3%A9rez|Pérez)/);
  });

  it.each(['en', 'es', 'pt'] as const)('shows no internal code in %s', async (language) => {
    const mail = await render(language);
    for (const code of ['STC2', 'bag-cabin', 'base_fare', 'infant_fee', '(adult)', '(infant)'])
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(code);
  });

  it('leaves no English copy in the Spanish and Portuguese mails', async () => {
    const english = await render('en');
    const headings = [
      'Flights (local times)',
      'Passengers',
      'Price details',
      'Total paid',
      'Manage your booking',
    ];
    for (const text of headings) expect(english.text).toContain(text);
    for (const language of ['es', 'pt'] as const) {
      const mail = await render(language);
      for (const text of [...headings, 'Cabin bag', 'Service fee', 'Thank you'])
        expect(mail.text).not.toContain(text);
    }
  });
});

/** The same booking as a return trip whose flights and fare lines are stored return first. */
const returnTrip = {
  ...order,
  lines: [
    { kind: 'fare', code: 'taxes', passenger: 'adult', flight: 'inbound', quantity: 1, amount: 4_100 },
    ...order.lines,
  ],
  flights: [
    {
      ...order.flights[0]!,
      flightRef: '202',
      direction: 'inbound',
      flightNumber: 'SK 211',
      origin: 'LIS',
      destination: 'MAD',
      departureUtc: '2026-12-31T18:00:00Z',
      arrivalUtc: '2026-12-31T20:10:00Z',
      departureTimeZone: 'Europe/Lisbon',
      arrivalTimeZone: 'Europe/Madrid',
    },
    ...order.flights,
  ],
} as unknown as Order;

describe('the booking mails (decision 109)', () => {
  const input = (language: 'en' | 'es' | 'pt') => ({
    to: 'ana@example.com',
    order: returnTrip,
    language,
    origin: 'https://sky.example',
    manageToken: 'AQID.BAUG',
  });

  it('list the flights in travel order and say which direction each fare line is for', async () => {
    const mail = await orderConfirmationMail(input('es'));
    expect(mail.text.indexOf('SK 210 MAD')).toBeGreaterThan(-1);
    expect(mail.text.indexOf('SK 210 MAD')).toBeLessThan(mail.text.indexOf('SK 211 LIS'));
    expect(mail.text).toContain('Tasas, ida (adultos)');
    expect(mail.text).toContain('Tasas, vuelta (adultos)');
    expect((await orderConfirmationMail(input('en'))).text).toContain('Taxes, return (adults)');
  });

  it.each([
    ['en', 'Your booking ABC234 has changed', 'You paid {paid} for the change', 'Booking total: {total}'],
    ['es', 'Tu reserva ABC234 ha cambiado', 'Pagaste {paid} por el cambio', 'Total de la reserva: {total}'],
    ['pt', 'A sua reserva ABC234 foi alterada', 'Pagou {paid} pela alteração', 'Total da reserva: {total}'],
  ] as const)(
    'after a paid change, in %s: what it cost and the booking as it is now',
    async (language, subject, paid, total) => {
      const mail = await orderChangeMail({ ...input(language), paid: 2_500 });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(paid.replace('{paid}', formatMoney(2_500, 'EUR', language)));
      expect(mail.text).toContain(total.replace('{total}', formatMoney(25_300, 'EUR', language)));
      expect(mail.text).toContain('12C');
    },
  );

  it.each([
    [
      'en',
      'Your booking ABC234 is cancelled',
      'We have refunded {a}',
      'We are refunding {a}',
      'no amount is refunded',
    ],
    [
      'es',
      'Tu reserva ABC234 está cancelada',
      'Hemos reembolsado {a}',
      'Estamos reembolsando {a}',
      'no se reembolsa',
    ],
    [
      'pt',
      'A sua reserva ABC234 está cancelada',
      'Reembolsámos {a}',
      'Estamos a reembolsar {a}',
      'nenhum montante',
    ],
  ] as const)(
    'after a cancellation, in %s: the flights and the refund as it stands',
    async (language, subject, done, pending, none) => {
      const a = formatMoney(25_300, 'EUR', language);
      const text = async (refund: { amount: number; refunded: number }) =>
        (await orderCancelMail({ ...input(language), refund })).text;
      const mail = await orderCancelMail({
        ...input(language),
        refund: { amount: 25_300, refunded: 25_300 },
      });
      expect(mail.subject).toBe(subject);
      expect(await text({ amount: 25_300, refunded: 25_300 })).toContain(done.replace('{a}', a));
      expect(await text({ amount: 25_300, refunded: 0 })).toContain(pending.replace('{a}', a));
      expect(await text({ amount: 0, refunded: 0 })).toContain(none);
      expect(mail.text).toContain('SK 211 LIS');
    },
  );

  // The outbound flight (101), where p1 has seat 12C.
  const checkedIn = [{ flightRef: '101', passengerRef: 'p1', sequence: 7 }];

  it.each([
    ['en', 'You are checked in: booking ABC234', 'PÉREZ/ANA: SK 210 seat 12C, boarding sequence 007'],
    ['es', 'Check-in realizado: reserva ABC234', 'PÉREZ/ANA: SK 210 asiento 12C, secuencia de embarque 007'],
    ['pt', 'Check-in efetuado: reserva ABC234', 'PÉREZ/ANA: SK 210 lugar 12C, sequência de embarque 007'],
  ] as const)(
    'after a check-in, in %s: the flights checked in and each seat and sequence',
    async (language, subject, line) => {
      const mail = await orderCheckinMail({ ...input(language), checkedIn });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(line);
      // Only the flight checked in: the return waits for its own window.
      expect(mail.text).toContain('SK 210 MAD');
      expect(mail.text).not.toContain('SK 211');
      expect(mail.html).toContain(`/${language}/manage?access=AQID.BAUG`);
    },
  );

  it.each(['es', 'pt'] as const)('leave no English sentence and no internal code in %s', async (language) => {
    const english = [
      await orderChangeMail({ ...input('en'), paid: 2_500 }),
      await orderCancelMail({ ...input('en'), refund: { amount: 100, refunded: 0 } }),
      await orderCheckinMail({ ...input('en'), checkedIn }),
    ];
    const sentences = english
      .flatMap((m) => m.text.split('\n'))
      .filter((l) => /[a-z]{4} [a-z]{3,}/.test(l) && !l.includes('://'));
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    const translated = [
      await orderChangeMail({ ...input(language), paid: 2_500 }),
      await orderCancelMail({ ...input(language), refund: { amount: 100, refunded: 0 } }),
      await orderCheckinMail({ ...input(language), checkedIn }),
    ];
    const all = translated.map((m) => `${m.subject}\n${m.text}\n${m.html}`).join('\n');
    for (const sentence of sentences) expect(all).not.toContain(sentence);
    for (const code of ['STC2', 'bag-cabin', 'base_fare', 'inbound', 'outbound'])
      expect(all).not.toContain(code);
  });
});
