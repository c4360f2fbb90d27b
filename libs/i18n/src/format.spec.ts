import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatDate,
  formatDuration,
  formatIsoDay,
  formatMoney,
  formatMoneyAmount,
  formatTime,
} from './format.ts';

/** Intl puts no-break and narrow no-break spaces in some locales; the tests read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const money = (...args: Parameters<typeof formatMoney>) => plain(formatMoney(...args));

describe('formatMoney (spec §9)', () => {
  it('shows 2 decimals in the locale’s separators', () => {
    expect(money(12345, 'EUR', 'pt')).toBe('123,45 €');
    expect(money(12345, 'EUR', 'es')).toBe('€ 123,45'); // es-AR's own order
    expect(money(123456, 'EUR', 'en')).toBe('1,234.56 €');
  });

  it('names the country of every dollar and peso, before the number with a space, in every language', () => {
    // The seed sells in EUR, USD, MXN, HNL, CRC and DOP; a bare `$` would fit three of them.
    const expected: Record<string, Record<'en' | 'es' | 'pt', string>> = {
      USD: { en: 'US$ 12,345.50', es: 'US$ 12.345,50', pt: 'US$ 12 345,50' },
      MXN: { en: 'MX$ 12,345.50', es: 'MX$ 12.345,50', pt: 'MX$ 12 345,50' },
      DOP: { en: 'RD$ 12,345.50', es: 'RD$ 12.345,50', pt: 'RD$ 12 345,50' },
      EUR: { en: '12,345.50 €', es: '€ 12.345,50', pt: '12 345,50 €' },
      HNL: { en: 'L 12,345.50', es: 'L 12.345,50', pt: '12 345,50 L' },
      CRC: { en: '₡12,345.50', es: '₡ 12.345,50', pt: '12 345,50 ₡' },
    };
    for (const [currency, byLocale] of Object.entries(expected))
      for (const locale of ['en', 'es', 'pt'] as const)
        expect(`${currency} ${locale}: ${money(1_234_550, currency, locale)}`).toBe(
          `${currency} ${locale}: ${byLocale[locale]}`,
        );
  });

  it('never shows a bare $', () => {
    for (const currency of ['USD', 'MXN', 'DOP', 'CAD', 'COP', 'ARS'])
      for (const locale of ['en', 'es', 'pt'] as const)
        expect(money(48_900, currency, locale)).not.toMatch(/(^|[^A-Z])\$/);
  });

  it('names any other currency Intl marks with a bare $ by its ISO code', () => {
    expect(money(1_200, 'CAD', 'en')).toBe('CAD 12.00');
    expect(money(1_200, 'CAD', 'pt')).toBe('CAD 12,00');
  });

  it('drops decimals when asked', () => {
    expect(money(12300, 'EUR', 'en', { whole: true })).toBe('123 €');
    expect(money(12300, 'MXN', 'es', { whole: true })).toBe('MX$ 123');
    expect(money(1_234_500, 'DOP', 'pt', { whole: true })).toBe('RD$ 12 345');
    expect(money(1_234_500, 'USD', 'en', { whole: true })).toBe('US$ 12,345');
  });

  it('keeps the sign of a negative amount', () => {
    expect(money(-500, 'USD', 'en')).toBe('US$ -5.00');
  });

  it('leaves other currencies to Intl, with the currency’s own minor units', () => {
    expect(money(1234500, 'CRC', 'es')).toBe('₡ 12.345,00');
    expect(money(500, 'JPY', 'en')).toBe('¥500');
  });
});

describe('formatMoneyAmount', () => {
  it('gives the whole-unit number only, with the locale’s separators', () => {
    expect(plain(formatMoneyAmount(345040, 'MXN', 'en'))).toBe('3,450');
    expect(plain(formatMoneyAmount(345040, 'MXN', 'es'))).toBe('3.450');
    expect(plain(formatMoneyAmount(1234500, 'EUR', 'pt'))).toBe('12 345');
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
  });

  it('writes a short day and month for a chart axis', () => {
    expect(formatIsoDay('2026-11-01', 'en', 'day')).toBe('Nov 1');
    expect(plain(formatIsoDay('2026-11-01', 'es', 'day'))).toBe('1 nov');
  });

  it('writes a month heading in sentence case in every language', () => {
    expect(formatIsoDay('2026-11-27', 'es', 'month')).toBe('Noviembre de 2026');
    expect(formatIsoDay('2026-11-27', 'pt', 'month')).toBe('Novembro de 2026');
    expect(formatIsoDay('2026-11-27', 'en', 'month')).toBe('November 2026');
  });
});

describe('currencyDigits', () => {
  it('knows how many minor digits each currency has', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes with the locale’s units', () => {
    expect(formatDuration(615, 'en')).toBe('10h 15m');
    expect(formatDuration(600, 'en')).toBe('10h');
    expect(formatDuration(45, 'pt')).toBe('45 min');
  });
});
