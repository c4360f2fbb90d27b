import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('keeps numbers, including negative ones, as numbers', () => {
    expect(csvCell(-1250)).toBe('-1250');
    expect(csvCell(0)).toBe('0');
  });

  it('quotes commas, quotes, semicolons and line breaks', () => {
    expect(csvCell('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('plain')).toBe('plain');
  });
});

describe('toCsv', () => {
  it('writes a BOM, CRLF rows and escaped cells', () => {
    expect(
      toCsv([
        ['Reference', 'Passenger'],
        ['AN0001', '=cmd|calc'],
      ]),
    ).toBe("\uFEFFReference,Passenger\r\nAN0001,'=cmd|calc\r\n");
  });
});
