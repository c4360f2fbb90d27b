import { describe, expect, it } from 'vitest';
import { convertForDisplay } from './display-rates.ts';

describe('convertForDisplay', () => {
  it('keeps the same currency and converts through EUR otherwise', () => {
    expect(convertForDisplay(12_345, 'EUR', 'EUR')).toBe(12_345);
    expect(convertForDisplay(100_000, 'EUR', 'USD')).toBe(108_000);
    expect(convertForDisplay(108_000, 'USD', 'EUR')).toBe(100_000);
  });

  it('answers null for a currency it has no rate for', () => {
    expect(convertForDisplay(1, 'EUR', 'JPY')).toBeNull();
  });
});
