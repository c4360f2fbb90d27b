import { describe, expect, it } from 'vitest';
import {
  cardNumberError,
  cvcError,
  detectBrand,
  expiryError,
  formatCardNumber,
  formatExpiry,
  luhnValid,
} from './card.ts';

describe('card rules', () => {
  it.each([
    ['4111 1111 1111 1111', true],
    ['4111 1111 1111 1112', false],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['378282246310006', false],
    ['0000 0000 0000', true],
    ['1234', false],
  ])('Luhn check of %s is %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['30569309025904', 'diners'],
    ['3530111333300000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999', 'unknown'],
  ])('detects %s as %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('formats in the groups of each scheme and caps at 19 digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumber('41a1')).toBe('411');
    expect(formatCardNumber('4'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('rejects numbers of the wrong length for their scheme or failing Luhn', () => {
    expect(cardNumberError('4111 1111 1111 1111')).toBeUndefined();
    expect(cardNumberError('4111 1111 1111 1112')).toBe('errors.invalid_card_number');
    expect(cardNumberError('3782 8224 6310 0051')).toBe('errors.invalid_card_number'); // Amex is 15 digits
    expect(cardNumberError('')).toBe('errors.invalid_card_number');
  });

  it('wants 4 CVC digits for Amex and 3 for the others', () => {
    expect(cvcError('1234', '378282246310005')).toBeUndefined();
    expect(cvcError('123', '378282246310005')).toBe('errors.invalid_card_cvc');
    expect(cvcError('123', '4111111111111111')).toBeUndefined();
    expect(cvcError('1234', '4111111111111111')).toBe('errors.invalid_card_cvc');
    expect(cvcError('12a', '4111111111111111')).toBe('errors.invalid_card_cvc');
  });

  it('accepts an expiry up to the end of the current month, never a past one', () => {
    const now = new Date('2026-11-23T08:00:00Z');
    expect(formatExpiry('1128')).toBe('11/28');
    expect(formatExpiry('1')).toBe('1');
    expect(expiryError('11/26', now)).toBeUndefined();
    expect(expiryError('12/26', now)).toBeUndefined();
    expect(expiryError('10/26', now)).toBe('errors.card_expired');
    expect(expiryError('12/25', now)).toBe('errors.card_expired');
    expect(expiryError('13/27', now)).toBe('errors.invalid_card_expiry');
    expect(expiryError('00/27', now)).toBe('errors.invalid_card_expiry');
    expect(expiryError('1/27', now)).toBe('errors.invalid_card_expiry');
  });
});
