import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { barcodeSvg } from './barcode.server.ts';
import type { BoardingPass } from '@skybook/api-contract';
import { boardingPassPdf } from './boarding-pass-pdf.server.ts';

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

describe('boardingPassPdf', () => {
  it('makes a PDF with one page per pass, titled with the passengers, in each language', async () => {
    for (const language of ['en', 'es', 'pt'] as const) {
      const bytes = await boardingPassPdf([pass, { ...pass, passengerName: 'SILVA/ANA', infant: null }], {
        language,
        airline: 'Skybook Air',
      });
      expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(2);
      expect(doc.getTitle()).toContain('DESMARAIS/LUC');
      expect(doc.getTitle()).toContain('SILVA/ANA');
    }
  });
});

describe('barcodeSvg', () => {
  it('draws PDF417, QR and Aztec symbols of the BCBP', () => {
    for (const kind of ['pdf417', 'qrcode', 'azteccode'] as const) {
      const svg = barcodeSvg(pass.bcbp, kind);
      expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain('<path');
    }
    // A wider symbol for PDF417 (rows of codewords), a square for QR.
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(barcodeSvg(pass.bcbp, 'pdf417'))!.map(Number);
    expect(w!).toBeGreaterThan(h!);
  });
});
