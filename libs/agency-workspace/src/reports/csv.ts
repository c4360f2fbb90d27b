/**
 * Characters a spreadsheet may read as the start of a formula (OWASP "CSV injection"): a cell
 * beginning with one is prefixed with an apostrophe so it stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe, and quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) with a BOM so spreadsheet apps read UTF-8 names correctly. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
