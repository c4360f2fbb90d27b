import { describe, expect, it } from 'vitest';
import { isLocale, localeFromPath } from './locales.ts';

describe('locales', () => {
  it('reads the language prefix of a path', () => {
    expect(localeFromPath('/es/select')).toBe('es');
    expect(localeFromPath('/pt')).toBe('pt');
    expect(localeFromPath('/')).toBeNull();
    expect(localeFromPath('/fr/select')).toBeNull();
  });
  it('accepts only en, es and pt', () => {
    expect(['en', 'es', 'pt', 'fr', '', 1].map(isLocale)).toEqual([true, true, true, false, false, false]);
  });
});
