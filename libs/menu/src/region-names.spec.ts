import { describe, expect, it } from 'vitest';
import { regionLabel } from './region-names.ts';

const region = (country: string | null, name = 'Internal name') => ({ country, name });

describe('regionLabel', () => {
  it('names a country site in the page’s language, never by its internal name', () => {
    expect(regionLabel(region('MX', 'Mexico'), 'es', 'Internacional')).toBe('México');
    expect(regionLabel(region('DO', 'Dominican Republic'), 'es', 'Internacional')).toBe(
      'República Dominicana',
    );
    expect(regionLabel(region('DO'), 'pt', 'Internacional')).toBe('República Dominicana');
    expect(regionLabel(region('US', 'USA'), 'en', 'International')).toBe('United States');
    expect(regionLabel(region('US', 'USA'), 'es', 'Internacional')).toBe('Estados Unidos');
  });

  it('calls a site for every country by the translated word it is given', () => {
    expect(regionLabel(region(null, 'Main site'), 'pt', 'Internacional')).toBe('Internacional');
  });

  it('falls back to the stored name for a code ICU does not know', () => {
    expect(regionLabel(region('AA', 'Somewhere'), 'es', 'Internacional')).toBe('Somewhere');
  });
});
