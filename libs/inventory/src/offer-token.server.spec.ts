import { describe, expect, it } from 'vitest';
import { signOffer, verifyOffer, type OfferSnapshot } from './offer-token.server.ts';

const snapshot: OfferSnapshot = {
  direction: 'outbound',
  flights: [12, 40],
  family: 'classic',
  party: { adults: 2, children: 0, infants: 1 },
  currency: 'USD',
  total: 12_345,
  lines: [{ code: 'base_fare', passengerType: 'adult', amount: 12_345 }],
  conditions: {
    changeable: true,
    changeFee: 5_000,
    refundable: false,
    checkedBags: 1,
    cabinBags: 1,
    seatCategory: 'STC2',
  },
  expiresAt: Date.parse('2026-12-01T10:30:00Z'),
};
const before = new Date('2026-12-01T10:00:00Z');

describe('offer tokens', () => {
  it('round-trips the snapshot and differs each time it is signed', () => {
    const a = signOffer(snapshot, 'secret');
    expect(verifyOffer(a, 'secret', before)).toEqual({ ok: true, offer: snapshot });
    expect(signOffer(snapshot, 'secret')).not.toBe(a);
  });

  it('rejects a tampered body, another secret and garbage', () => {
    const token = signOffer(snapshot, 'secret');
    const [body, sig] = token.split('.') as [string, string];
    const cheaper = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), total: 1 }),
    ).toString('base64url');
    expect(verifyOffer(`${cheaper}.${sig}`, 'secret', before)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyOffer(token, 'other', before)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyOffer('nope', 'secret', before)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyOffer(`${token}.x`, 'secret', before)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('verifies with any key of a rotation (current or previous), and with no other', () => {
    const old = signOffer(snapshot, 'previous');
    expect(verifyOffer(old, ['current', 'previous'], before)).toEqual({ ok: true, offer: snapshot });
    expect(verifyOffer(old, ['current', 'another'], before)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reports an expired offer', () => {
    const token = signOffer(snapshot, 'secret');
    expect(verifyOffer(token, 'secret', new Date(snapshot.expiresAt))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
