import { inflateSync } from 'node:zlib';

/**
 * The text a PDF's pages draw, for tests: pdf-lib writes page content as Flate-compressed streams
 * whose strings are hex (`<4D55…> Tj`) or literal (`(…) Tj`).
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream (e.g. an image)
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(text[1] !== undefined ? Buffer.from(text[1], 'hex').toString('latin1') : text[2]!);
    }
  }
  return lines.join('\n');
}
