import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { CALLING_CODES } from './calling-codes.ts';
import { splitInternational } from './countries.ts';

// After a libphonenumber-js upgrade, calling-codes.ts takes the new `country_calling_codes` of
// libphonenumber-js/min/metadata (what the second test compares it with).
describe('the calling-code table', () => {
  it('holds every country libphonenumber-js knows, with its calling code', () => {
    const table = Object.entries(CALLING_CODES).flatMap(([code, isos]) =>
      isos.map((iso2) => [iso2, code] as const),
    );
    expect(new Map(table)).toEqual(
      new Map(getCountries().map((iso2) => [iso2, getCountryCallingCode(iso2)])),
    );
    expect(table).toHaveLength(getCountries().length);
  });

  it("lists each code's countries in libphonenumber's order, the main country first", () => {
    expect(CALLING_CODES).toEqual(metadata.country_calling_codes);
  });
});

describe('splitInternational', () => {
  it('splits by dial code, telling shared codes apart by area code', () => {
    expect(splitInternational('+34612345678')).toEqual({
      dialCode: '34',
      nationalNumber: '612345678',
      country: 'ES',
    });
    expect(splitInternational('+1 809 555 1234')).toMatchObject({ dialCode: '1', country: 'DO' });
    expect(splitInternational('+12125551234')).toMatchObject({ dialCode: '1', country: 'US' });
    expect(splitInternational('+441481123456')).toMatchObject({ dialCode: '44', country: 'GG' });
    expect(splitInternational('+351912345678')).toMatchObject({ dialCode: '351', country: 'PT' });
    expect(splitInternational('+77012345678')).toMatchObject({ dialCode: '7', country: 'KZ' });
  });

  it('answers null for a national number or an unknown code', () => {
    expect(splitInternational('612345678')).toBeNull();
    expect(splitInternational('+999123')).toBeNull();
  });
});
