import { describe, expect, it } from 'vitest';
import { lastNameKeys, lastNameMatches } from './name-match.ts';

describe('lastNameMatches', () => {
  it('ignores case, accents, spaces and hyphens', () => {
    expect(lastNameMatches('muñoz', ['Muñoz'])).toBe(true);
    expect(lastNameMatches('MUNOZ', ['Muñoz'])).toBe(true);
    expect(lastNameMatches('  Muñoz ', ['MUNOZ'])).toBe(true);
    expect(lastNameMatches('garcia-lopez', ['García López'])).toBe(true);
    expect(lastNameMatches("d'Ávila", ['DAVILA'])).toBe(true);
  });

  it('accepts both the plain and the ICAO ticket spelling of umlauts', () => {
    expect(lastNameMatches('Müller', ['MUELLER'])).toBe(true);
    expect(lastNameMatches('Muller', ['Müller'])).toBe(true);
    expect(lastNameMatches('Mueller', ['Müller'])).toBe(true);
  });

  it('matches any passenger of the booking, and nothing else', () => {
    expect(lastNameMatches('Silva', ['Muñoz', 'Silva'])).toBe(true);
    expect(lastNameMatches('Munos', ['Muñoz', 'Silva'])).toBe(false);
    expect(lastNameMatches('Muñoz', [])).toBe(false);
    expect(lastNameMatches('', ['Muñoz'])).toBe(false);
    expect(lastNameMatches('---', [''])).toBe(false);
  });
});

describe('lastNameKeys', () => {
  it('gives each distinct form once and none for a name without letters', () => {
    expect(lastNameKeys('Muñoz')).toEqual(['MUNOZ']);
    expect(lastNameKeys('Müller').sort()).toEqual(['MUELLER', 'MULLER']);
    expect(lastNameKeys("'-")).toEqual([]);
  });
});
