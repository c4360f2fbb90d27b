/** What may be kept of a card: its brand and last four digits. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

/** A card is valid through the last day of its expiry month. */
export function cardExpired(expiryMonth: number, expiryYear: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expiryYear < y || (expiryYear === y && expiryMonth < m);
}
