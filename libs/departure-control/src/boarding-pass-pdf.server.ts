import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  arrivalDayOffset,
  dayOffsetMark,
  formatDate,
  formatSequence,
  formatTime,
  type Locale,
} from '@skybook/i18n';
import { serverI18n } from '@skybook/i18n/server';
import { barcodePng } from './barcode.server.ts';
import { BOARDING_PASS_COPY, CABIN_COPY } from './boarding-pass-copy.ts';
import type { BoardingPass } from '@skybook/api-contract';

// The standard PDF fonts speak WinAnsi: Intl's narrow and thin spaces become plain ones.
const winAnsi = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

function field(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  x: number,
  y: number,
  label: string,
  value: string,
  size = 16,
) {
  page.drawText(winAnsi(label.toUpperCase()), {
    x,
    y,
    size: 8,
    font: fonts.regular,
    color: rgb(0.35, 0.35, 0.4),
  });
  page.drawText(winAnsi(value), { x, y: y - size - 4, size, font: fonts.bold });
}

/** An A4 page per pass: flight, passenger, seat and sequence beside a PDF417 of the BCBP. */
export async function boardingPassPdf(
  passes: readonly BoardingPass[],
  opts: { language: Locale; airline: string },
): Promise<Uint8Array> {
  const i18n = await serverI18n(opts.language);
  const l = Object.fromEntries(
    Object.entries(BOARDING_PASS_COPY).map(([key, descriptor]) => [key, i18n._(descriptor)]),
  ) as Record<keyof typeof BOARDING_PASS_COPY, string>;
  const doc = await PDFDocument.create();
  doc.setTitle(`${l.title} ${passes.map((p) => p.passengerName).join(', ')}`);
  doc.setProducer(opts.airline);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const pass of passes) {
    const page = doc.addPage([595.28, 841.89]);
    const top = 841.89 - 60;
    const departure = new Date(pass.departureUtc);
    const arrival = new Date(pass.arrivalUtc);
    page.drawRectangle({ x: 40, y: top - 10, width: 515, height: 44, color: rgb(0.05, 0.2, 0.45) });
    page.drawText(winAnsi(opts.airline), {
      x: 56,
      y: top + 6,
      size: 16,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });
    page.drawText(winAnsi(l.title.toUpperCase()), {
      x: 340,
      y: top + 6,
      size: 14,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });

    field(page, fonts, 56, top - 50, l.passenger, pass.passengerName, 20);
    if (pass.infant) field(page, fonts, 360, top - 50, l.infant, pass.infant.name, 12);
    field(page, fonts, 56, top - 110, l.from, pass.origin, 28);
    field(page, fonts, 200, top - 110, l.to, pass.destination, 28);
    field(page, fonts, 360, top - 110, l.flight, pass.flightNumber, 20);
    field(page, fonts, 56, top - 180, l.date, formatDate(departure, opts.language, pass.departureTimeZone));
    field(
      page,
      fonts,
      200,
      top - 180,
      l.departs,
      formatTime(departure, opts.language, pass.departureTimeZone),
    );
    field(
      page,
      fonts,
      360,
      top - 180,
      l.arrives,
      // `+1` when it lands on a later local day than it leaves (the date above is the departure's).
      [formatTime(arrival, opts.language, pass.arrivalTimeZone), dayOffsetMark(arrivalDayOffset(pass))]
        .filter(Boolean)
        .join(' '),
    );
    const boarding = formatTime(new Date(pass.boardingUtc), opts.language, pass.departureTimeZone);
    field(page, fonts, 56, top - 240, l.boarding, boarding, 24);
    field(page, fonts, 200, top - 240, l.gate, pass.gate ?? l.gateTba, 24);
    field(page, fonts, 360, top - 240, l.zone, String(pass.zone), 24);
    field(page, fonts, 460, top - 240, l.seat, pass.seat, 24);
    field(page, fonts, 56, top - 300, l.cabin, i18n._(CABIN_COPY[pass.compartment]));
    field(page, fonts, 200, top - 300, l.sequence, formatSequence(pass.sequence));
    field(page, fonts, 360, top - 300, l.reference, pass.bookingReference);

    const png = await doc.embedPng(await barcodePng(pass.bcbp, 'pdf417'));
    const width = Math.min(480, png.width);
    const height = (png.height * width) / png.width;
    page.drawImage(png, { x: (595.28 - width) / 2, y: top - 360 - height, width, height });
    page.drawText(winAnsi(l.note), { x: 56, y: top - 400 - height, size: 10, font: fonts.regular });
  }
  return doc.save();
}
