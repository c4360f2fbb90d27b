import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@skybook/api-contract';
import { changeFacts } from './change-facts.ts';

const at = '2026-11-20T10:00:00Z';
const e = (type: string, details: HistoryEntry['details'] = {}): HistoryEntry => ({ type, at, details });

describe('changeFacts', () => {
  it('reads the last paid change', () => {
    const history = [
      e('confirmed', { amount: 30_000, currency: 'EUR' }),
      e('changed', { round: 1, amount: 3_500, currency: 'EUR' }),
      e('changed', { round: 2, amount: 6_000, currency: 'EUR' }),
    ];
    expect(changeFacts(history, 'paid', 'EUR')).toEqual({ kind: 'paid', amount: 6_000, currency: 'EUR' });
    expect(changeFacts([e('confirmed')], 'paid', 'EUR')).toEqual({ kind: 'none' });
  });

  it('reads a cancellation and whether its refund went through', () => {
    const cancelled = e('cancelled', { refund: 4_200, kept: 25_000, currency: 'EUR' });
    expect(
      changeFacts([cancelled, e('refunded', { amount: 4_200, currency: 'EUR' })], 'cancelled', 'EUR'),
    ).toEqual({
      kind: 'cancelled',
      refund: 4_200,
      kept: 25_000,
      currency: 'EUR',
      refundState: 'refunded',
    });
    expect(changeFacts([cancelled, e('refund_failed')], 'cancelled', 'EUR')).toMatchObject({
      refundState: 'failed',
    });
    expect(changeFacts([cancelled, e('refund_failed'), e('refunded')], 'cancelled', 'EUR')).toMatchObject({
      refundState: 'refunded',
    });
    expect(changeFacts([cancelled], 'cancelled', 'EUR')).toMatchObject({ refundState: 'pending' });
    expect(
      changeFacts([e('cancelled', { refund: 0, kept: 9_000, currency: 'EUR' })], 'cancelled', 'EUR'),
    ).toMatchObject({ refundState: 'none' });
    expect(changeFacts([e('confirmed')], 'cancelled', 'EUR')).toEqual({ kind: 'none' });
    expect(changeFacts([cancelled], undefined, 'EUR')).toEqual({ kind: 'none' });
  });
});
