import { describe, expect, it } from 'vitest';
import { icaoTransliterate } from './icao-transliterate.ts';

describe('icaoTransliterate (ICAO 9303 Part 3)', () => {
  it.each([
    ['Ana', 'ANA'],
    ['Muñoz', 'MUNOZ'],
    ['François', 'FRANCOIS'],
    ['João Gonçalves', 'JOAO GONCALVES'],
    ['Müller', 'MUELLER'],
    ['Jörg Straße', 'JOERG STRASSE'],
    ['Åsa Ærø', 'AASA AEROE'],
    ['Łukasz', 'LUKASZ'],
    ['Þór', 'THOR'],
    ['José María', 'JOSE MARIA'],
    ['Ibáñez-Pérez', 'IBANEZ PEREZ'],
    ["O'Neil", 'ONEIL'],
    ['  ana   lúcia  ', 'ANA LUCIA'],
    ['Çelik', 'CELIK'],
  ])('%s → %s', (name, expected) => {
    expect(icaoTransliterate(name)).toBe(expected);
  });

  it('keeps only A–Z and single spaces', () => {
    expect(icaoTransliterate('Ñandú 2º, Ü.')).toMatch(/^[A-Z]+(?: [A-Z]+)*$/);
    expect(icaoTransliterate('Ñandú 2º, Ü.')).toBe('NANDU UE');
  });
});
