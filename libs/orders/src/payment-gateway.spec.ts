import { describe, expect, it } from 'vitest';
import { luhnValid } from '@skybook/api-contract';
import { cardBrand, cardExpired } from './card.ts';
import { createSandboxGateway } from './payment-gateway.ts';

const card = (number: string) => ({ number, expiryMonth: 1, expiryYear: 2099, cvc: '123', holderName: 'A' });

describe('the sandbox gateway', () => {
  it('answers the spec test cards and records only approved charges', async () => {
    const gateway = createSandboxGateway();
    const charge = (number: string) =>
      gateway.charge({ amount: 100, currency: 'EUR', card: card(number), idempotencyKey: number });
    expect(await charge('4242424242424242')).toMatchObject({ approved: true });
    expect(await charge('4000000000000002')).toEqual({ approved: false, reason: 'errors.card_declined' });
    expect(await charge('4000000000009995')).toEqual({
      approved: false,
      reason: 'errors.insufficient_funds',
    });
    expect(await charge('4000000000000069')).toEqual({ approved: false, reason: 'errors.card_expired' });
    expect(gateway.charges).toEqual([{ amount: 100, currency: 'EUR', idempotencyKey: '4242424242424242' }]);
  });
});

describe('card checks', () => {
  it('validates Luhn on every test card and refuses a changed digit', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000069'])
      expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
  it('is valid through the last day of its expiry month', () => {
    const now = new Date('2026-11-30T23:00:00Z');
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 2025, now)).toBe(true);
  });
  it('names the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
  });
});
