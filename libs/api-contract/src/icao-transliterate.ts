/**
 * ICAO Doc 9303 Part 3, section 6 (transliteration of Latin letters with diacritics): the
 * recommended form for each letter that does not simply lose its accent. Ä, Ö and Ü take the
 * two-letter form (AE, OE, UE) that the table lists first.
 */
const SPECIAL: Record<string, string> = {
  Ä: 'AE',
  Å: 'AA',
  Æ: 'AE',
  Ö: 'OE',
  Ø: 'OE',
  Œ: 'OE',
  Ü: 'UE',
  ß: 'SS',
  ẞ: 'SS',
  Þ: 'TH',
  Ð: 'D',
  Đ: 'D',
  Ħ: 'H',
  Ł: 'L',
  Ŀ: 'L',
  Ŋ: 'N',
  Ĳ: 'IJ',
  Ŧ: 'T',
  ı: 'I',
};

/**
 * A name as printed on the ticket and in the machine-readable zone: upper-case A–Z and single
 * spaces. Accents are dropped (É→E, Ñ→N, Ç→C, Ã→A), letters in the ICAO table are spelled out
 * (Ü→UE, ß→SS), hyphens become spaces and apostrophes and other signs disappear.
 */
export function icaoTransliterate(name: string): string {
  const upper = name.toLocaleUpperCase('en-US');
  let out = '';
  for (const char of upper) out += SPECIAL[char] ?? char;
  return out
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}
