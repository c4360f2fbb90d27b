import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

async function onePage(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 50, size: 12, font });
  return doc.save();
}

describe('pdfText', () => {
  it('reads the text a page draws', async () => {
    expect(pdfText(await onePage('10:00 AM +1')).split('\n')).toContain('10:00 AM +1');
  });

  it('reads a page whose compressed content ends in a carriage return', async () => {
    // About one stream in 256 ends in 0x0D; look for one rather than hard-code pdf-lib's bytes.
    for (let i = 0; i < 2000; i++) {
      const text = `Seat ${i} ${'x'.repeat(i % 7)}`;
      const pdf = await onePage(text);
      const raw = Buffer.from(pdf).toString('latin1');
      if (raw.charCodeAt(raw.indexOf('\nendstream') - 1) !== 0x0d) continue;
      expect(pdfText(pdf).split('\n')).toContain(text);
      return;
    }
    throw new Error('no page whose content stream ends in \\r among 2000');
  });
});
