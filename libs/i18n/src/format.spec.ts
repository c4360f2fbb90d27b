import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatIsoDay, formatMoney, formatTime } from './format.ts';

describe('formatMoney (spec §9)', () => {
  it('shows 2 decimals in the locale’s separators', () => {
    expect(formatMoney(12345, 'EUR', 'pt')).toMatch(/^123,45\s€$/);
    expect(formatMoney(12345, 'EUR', 'es')).toMatch(/^€\s123,45$/); // es-AR's own order
    expect(formatMoney(123456, 'EUR', 'en')).toBe('1,234.56 €');
  });

  it('puts a plain $ and a space before USD and MXN amounts', () => {
    expect(formatMoney(48900, 'USD', 'en')).toBe('$ 489.00');
    expect(formatMoney(953499, 'MXN', 'es')).toBe('$ 9.534,99');
    expect(formatMoney(48900, 'USD', 'pt')).toMatch(/^\$ 489,00$/);
  });

  it('drops decimals when asked', () => {
    expect(formatMoney(12300, 'EUR', 'en', { whole: true })).toBe('123 €');
    expect(formatMoney(12300, 'MXN', 'es', { whole: true })).toBe('$ 123');
  });

  it('leaves other currencies to Intl, with the currency’s own minor units', () => {
    expect(formatMoney(1234500, 'CRC', 'es')).toMatch(/^₡\s?12\.345,00$/);
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });
});

describe('formatDate', () => {
  it('uses MM/dd/yyyy in en and dd/MM/yyyy in es and pt, in the airport’s zone', () => {
    const late = new Date('2026-03-01T02:30:00Z'); // still 28 Feb in Mexico City
    expect(formatDate(late, 'en', 'America/Mexico_City')).toBe('02/28/2026');
    expect(formatDate(late, 'es', 'Europe/Madrid')).toBe('01/03/2026');
    expect(formatDate(late, 'pt', 'Europe/Lisbon')).toBe('01/03/2026');
  });
});

describe('formatTime', () => {
  it('shows the wall clock of the airport’s zone', () => {
    const at = new Date('2026-03-01T02:30:00Z');
    expect(formatTime(at, 'en', 'America/Mexico_City')).toBe('8:30 PM');
    expect(formatTime(at, 'es', 'Europe/Madrid')).toBe('03:30');
  });
});

describe('formatIsoDay', () => {
  it('formats a search date without shifting it into the browser’s zone', () => {
    expect(formatIsoDay('2026-11-27', 'en')).toBe('Fri, Nov 27');
    expect(formatIsoDay('2026-11-27', 'en', 'long')).toBe('Friday, November 27, 2026');
    expect(formatIsoDay('2026-11-27', 'es', 'month')).toBe('noviembre de 2026');
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes with the locale’s units', () => {
    expect(formatDuration(615, 'en')).toBe('10h 15m');
    expect(formatDuration(600, 'en')).toBe('10h');
    expect(formatDuration(45, 'pt')).toBe('45 min');
  });
});
