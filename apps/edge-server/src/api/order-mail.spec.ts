import { describe, expect, it } from 'vitest';
import type { Order } from '@skybook/api-contract';
import { orderConfirmationMail } from './order-mail.ts';

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
  orderConfirmationMail({ to: 'ana@example.com', order, language, origin: 'https://sky.example' });

describe('orderConfirmationMail', () => {
  it.each([
    [
      'es',
      'Tu reserva ABC234 está confirmada',
      ['Vuelos (horas locales)', 'SK 210 asiento 12C', 'Tasas (adultos)', 'Tarifa de bebé (bebés)'],
      ['Asiento 12C (PÉREZ)', 'Maleta de cabina, 10 kg (PÉREZ ×2)', 'Cargo de servicio', 'Total pagado'],
    ],
    [
      'pt',
      'A sua reserva ABC234 está confirmada',
      ['Voos (horas locais)', 'SK 210 lugar 12C', 'Taxas (adultos)', 'Taxa de bebé (bebés)'],
      ['Lugar 12C (PÉREZ)', 'Mala de cabine, 10 kg (PÉREZ ×2)', 'Taxa de serviço', 'Total pago'],
    ],
  ] as const)('speaks %s in every section and line', async (language, subject, sections, lines) => {
    const mail = await render(language);
    expect(mail.subject).toBe(subject);
    for (const text of [...sections, ...lines]) expect(mail.text).toContain(text);
    expect(mail.html).toContain(`href="https://sky.example/${language}/manage?referenceCode=ABC234`);
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
