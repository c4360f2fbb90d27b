import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('turns minor units into the locale’s currency format', () => {
    expect(formatMoney(12345, 'EUR', 'en')).toBe('€123.45');
    expect(formatMoney(12345, 'EUR', 'pt')).toMatch(/^123,45\s€$/);
    expect(formatMoney(12345, 'USD', 'es')).toMatch(/US\$\s?123,45/);
  });

  it('drops decimals when asked', () => {
    expect(formatMoney(12300, 'EUR', 'en', { whole: true })).toBe('€123');
  });
});

describe('formatDate', () => {
  it('uses MM/dd/yyyy in en and dd/MM/yyyy in es, in the airport’s zone', () => {
    const late = new Date('2026-03-01T02:30:00Z'); // still 28 Feb in Mexico City
    expect(formatDate(late, 'en', 'America/Mexico_City')).toBe('02/28/2026');
    expect(formatDate(late, 'es', 'Europe/Madrid')).toBe('01/03/2026');
  });
});
