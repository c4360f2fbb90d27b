import { describe, expect, it } from 'vitest';
import type { BoardingPass } from '@skybook/api-contract';
import { boardingPassPdf } from '@skybook/departure-control';
import { pdfText } from '../testing/pdf-text.ts';

const pass: BoardingPass = {
  passengerRef: 'p1',
  flightRef: '42',
  passengerName: 'DESMARAIS/LUC',
  infant: { passengerRef: 'p2', name: 'DESMARAIS/ZOE' },
  bookingReference: 'ABC123',
  flightNumber: 'SK834',
  origin: 'MAD',
  destination: 'CUN',
  departureUtc: '2026-11-22T11:15:00.000Z',
  departureTimeZone: 'Europe/Madrid',
  arrivalUtc: '2026-11-22T22:10:00.000Z',
  arrivalTimeZone: 'America/Cancun',
  seat: '1A',
  compartment: 'J',
  sequence: 25,
  boardingUtc: '2026-11-22T10:35:00.000Z',
  gate: null,
  zone: 1,
  bcbp: 'M1DESMARAIS/LUC       EABC123 MADCUNSK 0834 326J001A0025 100',
};

const linesOf = async (language: 'en' | 'es' | 'pt', compartment: 'J' | 'Y' = 'J') =>
  pdfText(await boardingPassPdf([{ ...pass, compartment }], { language, airline: 'Skybook Air' })).split(
    '\n',
  );

// The PDF's labels are drawn in capitals.
describe('boarding pass PDF copy', () => {
  it.each([
    ['es', ['TARJETA DE EMBARQUE', 'PASAJERO', 'BEBÉ EN BRAZOS', 'SALIDA', 'ASIENTO', 'CABINA', 'Business']],
    ['pt', ['CARTÃO DE EMBARQUE', 'PASSAGEIRO', 'BEBÉ AO COLO', 'PARTIDA', 'LUGAR', 'CABINE', 'Executiva']],
  ] as const)('labels every field in %s, with no English left', async (language, labels) => {
    const lines = await linesOf(language);
    for (const label of labels) expect(lines).toContain(label);
    const english = await linesOf('en');
    for (const label of ['BOARDING PASS', 'PASSENGER', 'DEPARTS', 'SEAT', 'CABIN', 'SEQUENCE']) {
      expect(english).toContain(label);
      expect(lines).not.toContain(label);
    }
    expect(lines.find((l) => l.startsWith('Horas locales') || l.startsWith('Horas locais'))).toBeDefined();
  });

  it.each(['en', 'es', 'pt'] as const)('names the cabin, never its code, in %s', async (language) => {
    for (const compartment of ['J', 'Y'] as const) {
      const lines = await linesOf(language, compartment);
      expect(lines).not.toContain(compartment);
    }
    expect(await linesOf(language, 'Y')).toContain(
      { en: 'Economy', es: 'Turista', pt: 'Económica' }[language],
    );
  });

  it('prints boarding time (local), gate or TBA, zone and the sequence as the screen shows it', async () => {
    const lines = await linesOf('en');
    for (const label of ['BOARDING', 'GATE', 'ZONE', 'SEQUENCE']) expect(lines).toContain(label);
    // 10:35 UTC is 11:35 in Madrid in November; the sequence has 3 digits, like the screen's.
    expect(lines).toContain('11:35 AM');
    expect(lines).toContain('TBA');
    expect(lines).toContain('1');
    expect(lines).toContain('025');
    expect(lines).not.toContain('0025');
    const withGate = pdfText(
      await boardingPassPdf([{ ...pass, gate: 'B12' }], { language: 'es', airline: 'Skybook Air' }),
    );
    expect(withGate.split('\n')).toEqual(expect.arrayContaining(['PUERTA', 'B12', 'ZONA', 'EMBARQUE']));
  });
});
