import { inflateSync } from 'node:zlib';

/**
 * The text a PDF's pages draw, for tests: pdf-lib writes page content as Flate-compressed streams
 * whose strings are hex (`<4D55…> Tj`) or literal (`(…) Tj`).
 *
 * Each stream is cut by its dictionary's `/Length`, not by searching for `endstream`: compressed
 * bytes may end in `\r`, which a search for `\r?\nendstream` would swallow and truncate the stream
 * (that made a boarding-pass test fail on some days' data).
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/>>\s*stream\r?\n/g)) {
    // The stream's dictionary: from its object header to the `stream` keyword.
    const dict = raw.slice(raw.lastIndexOf(' obj', match.index), match.index);
    const length = [...dict.matchAll(/\/Length (\d+)/g)].pop()?.[1];
    if (length === undefined || !dict.includes('/FlateDecode')) continue; // e.g. raw metadata
    const start = match.index + match[0].length;
    const bytes = Buffer.from(raw.slice(start, start + Number(length)), 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      continue; // Flate but not text (e.g. an image's pixels that fail to parse as content)
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      lines.push(text[1] !== undefined ? Buffer.from(text[1], 'hex').toString('latin1') : text[2]!);
    }
  }
  return lines.join('\n');
}
