// The Node build (PNG through zlib); the package's root export has no condition TypeScript picks.
import bwipjs from 'bwip-js/node';

/** PDF417 for print (IATA's boarding pass symbology); QR and Aztec for screens. */
export type BarcodeKind = 'pdf417' | 'qrcode' | 'azteccode';

const OPTIONS: Record<BarcodeKind, { scale: number; padding: number }> = {
  pdf417: { scale: 2, padding: 4 },
  qrcode: { scale: 4, padding: 2 },
  azteccode: { scale: 4, padding: 2 },
};

/** The barcode of a BCBP string as SVG markup (black on white, no human-readable text). */
export function barcodeSvg(data: string, kind: BarcodeKind = 'pdf417'): string {
  return bwipjs.toSVG({ bcid: kind, text: data, backgroundcolor: 'FFFFFF', ...OPTIONS[kind] });
}

/** The same barcode as a PNG, for the PDF. */
export function barcodePng(data: string, kind: BarcodeKind = 'pdf417'): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: kind, text: data, backgroundcolor: 'FFFFFF', ...OPTIONS[kind] });
}
