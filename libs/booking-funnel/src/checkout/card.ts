/** The card schemes the form recognises from the first digits (IIN ranges). */
export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

interface BrandRule {
  brand: Exclude<CardBrand, 'unknown'>;
  pattern: RegExp;
  lengths: number[];
  cvc: number;
  /** Digits per group as printed on the card. */
  groups: number[];
}

const RULES: BrandRule[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], cvc: 4, groups: [4, 6, 5] },
  { brand: 'diners', pattern: /^3(?:0[0-5]|[68])/, lengths: [14, 16], cvc: 3, groups: [4, 6, 4] },
  { brand: 'jcb', pattern: /^35(?:2[89]|[3-8])/, lengths: [16, 17, 18, 19], cvc: 3, groups: [4, 4, 4, 4, 3] },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19], cvc: 3, groups: [4, 4, 4, 4, 3] },
  {
    brand: 'mastercard',
    pattern: /^(?:5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/,
    lengths: [16],
    cvc: 3,
    groups: [4, 4, 4, 4],
  },
  {
    brand: 'discover',
    pattern: /^(?:6011|64[4-9]|65)/,
    lengths: [16, 17, 18, 19],
    cvc: 3,
    groups: [4, 4, 4, 4, 3],
  },
  { brand: 'unionpay', pattern: /^62/, lengths: [16, 17, 18, 19], cvc: 3, groups: [4, 4, 4, 4, 3] },
];

const FALLBACK = { lengths: [12, 13, 14, 15, 16, 17, 18, 19], cvc: 3, groups: [4, 4, 4, 4, 3] };

export const digitsOf = (value: string) => value.replace(/\D/g, '');

function ruleFor(digits: string) {
  return RULES.find((r) => r.pattern.test(digits));
}

export function detectBrand(number: string): CardBrand {
  return ruleFor(digitsOf(number))?.brand ?? 'unknown';
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `4111111111111111` → `4111 1111 1111 1111`; Amex `3782 822463 10005`. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  const groups = (ruleFor(digits) ?? FALLBACK).groups;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export function cardNumberError(number: string): string | undefined {
  const digits = digitsOf(number);
  const rule = ruleFor(digits) ?? FALLBACK;
  if (!rule.lengths.includes(digits.length) || !luhnValid(digits)) return 'errors.invalid_card_number';
  return undefined;
}

export function cvcLength(number: string): number {
  return (ruleFor(digitsOf(number)) ?? FALLBACK).cvc;
}

export function cvcError(cvc: string, number: string): string | undefined {
  const len = cvcLength(number);
  // An unknown scheme accepts 3 or 4 digits; a known one exactly its own length.
  const ok = ruleFor(digitsOf(number)) ? new RegExp(`^\\d{${len}}$`) : /^\d{3,4}$/;
  return ok.test(cvc) ? undefined : 'errors.invalid_card_cvc';
}

/** Typing `1228` shows `12/28`; the slash appears once the month is complete. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is valid through the last day of its expiry month (compared in UTC). */
export function expiryError(value: string, now: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'errors.invalid_card_expiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'errors.invalid_card_expiry';
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < nowMonth) return 'errors.card_expired';
  return undefined;
}
