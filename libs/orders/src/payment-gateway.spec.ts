import { describe, expect, it } from 'vitest';
import { luhnValid } from '@skybook/api-contract';
import { cardBrand, cardExpired } from './card.ts';
import { createSandboxGateway } from './payment-gateway.ts';

const card = (number: string) => ({ number, expiryMonth: 1, expiryYear: 2099, cvc: '123', holderName: 'A' });
type Sandbox = ReturnType<typeof createSandboxGateway>;
const tokenOf = async (gateway: Sandbox, number: string) => (await gateway.tokenize(card(number))).cardToken;

describe('the sandbox gateway', () => {
  it('answers the spec test cards and records only approved charges', async () => {
    const gateway = createSandboxGateway();
    const charge = async (number: string) =>
      gateway.charge({
        amount: 100,
        currency: 'EUR',
        cardToken: await tokenOf(gateway, number),
        idempotencyKey: number,
      });
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

describe('sandbox card tokens (decision 056)', () => {
  it('keep brand, last four and expiry, never the number, and pay once', async () => {
    const gateway = createSandboxGateway();
    const { cardToken, brand, last4 } = await gateway.tokenize(card('4242424242424242'));
    expect({ brand, last4 }).toEqual({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(await gateway.cardOf(cardToken))).not.toContain('4242424242424242');
    expect(await gateway.cardOf(cardToken)).toEqual({
      brand: 'visa',
      last4: '4242',
      expiryMonth: 1,
      expiryYear: 2099,
      holderName: 'A',
      spent: false,
    });
    expect(await gateway.cardOf('tok_unknown')).toBeNull();
    const charge = (idempotencyKey: string) =>
      gateway.charge({ amount: 100, currency: 'EUR', cardToken, idempotencyKey });
    const first = await charge('pay:a');
    expect(first).toMatchObject({ approved: true });
    expect(await gateway.cardOf(cardToken)).toMatchObject({ spent: true });
    expect(await charge('pay:a')).toEqual(first); // the same call again
    expect(await charge('pay:b')).toEqual({ approved: false, reason: 'errors.invalid_card_token' });
    expect(gateway.charges).toHaveLength(1);
  });
});

describe('the sandbox asked about a charge (decision 019)', () => {
  it('answers a charge it made, and voids a key it never saw so a late call cannot charge', async () => {
    const gateway = createSandboxGateway();
    const token = await tokenOf(gateway, '4242424242424242');
    const made = await gateway.charge({
      amount: 100,
      currency: 'EUR',
      cardToken: token,
      idempotencyKey: 'pay:1',
    });
    expect(
      await gateway.charge({ amount: 100, currency: 'EUR', cardToken: token, idempotencyKey: 'pay:1' }),
    ).toEqual(made);
    expect(await gateway.resolveCharge({ idempotencyKey: 'pay:1', amount: 100, currency: 'EUR' })).toEqual(
      made,
    );
    const voided = await gateway.resolveCharge({ idempotencyKey: 'pay:2', amount: 100, currency: 'EUR' });
    expect(voided).toEqual({ approved: false, reason: 'errors.payment_failed' });
    expect(
      await gateway.charge({
        amount: 100,
        currency: 'EUR',
        cardToken: await tokenOf(gateway, '4242424242424242'),
        idempotencyKey: 'pay:2',
      }),
    ).toEqual(voided);
    expect(gateway.charges).toHaveLength(1);
  });
});

describe('sandbox refunds', () => {
  it('gives back at most what is left of a charge, once per key, in its currency', async () => {
    const gateway = createSandboxGateway();
    const charged = await gateway.charge({
      amount: 1000,
      currency: 'EUR',
      cardToken: await tokenOf(gateway, '4242424242424242'),
      idempotencyKey: 'k1',
    });
    if (!charged.approved) throw new Error('the sandbox refused a good card');
    const refund = (amount: number, key: string, currency = 'EUR', chargeId = charged.chargeId) =>
      gateway.refund({ chargeId, amount, currency, idempotencyKey: key });
    const first = await refund(600, 'r1');
    expect(first).toMatchObject({ refunded: true });
    expect(await refund(600, 'r1')).toEqual(first); // the same key: the same refund
    expect(await refund(500, 'r2')).toEqual({ refunded: false, reason: 'errors.refund_failed' });
    expect(await refund(400, 'r3', 'USD')).toEqual({ refunded: false, reason: 'errors.refund_failed' });
    expect(await refund(400, 'r4')).toMatchObject({ refunded: true });
    expect(await refund(1, 'r5', 'EUR', 'ch_someone_else')).toMatchObject({ refunded: false });
    expect(gateway.refunds.map((r) => r.amount)).toEqual([600, 400]);
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
