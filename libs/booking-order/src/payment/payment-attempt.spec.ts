import { describe, expect, it } from 'vitest';
import { ApiError } from '@skybook/api-contract';
import { createPaymentAttempts } from './payment-attempt.ts';

describe('payment attempts', () => {
  it('repeats the key when no answer came back and the details are the same', () => {
    const attempts = createPaymentAttempts();
    const first = attempts.keyFor('4242|12/30|10000');
    attempts.settled(new TypeError('Failed to fetch'));
    expect(attempts.keyFor('4242|12/30|10000')).toBe(first);
    attempts.settled(new ApiError(409, { error: 'errors.payment_in_progress' }));
    expect(attempts.keyFor('4242|12/30|10000')).toBe(first);
    attempts.settled(new ApiError(503, { error: 'errors.unavailable' }));
    expect(attempts.keyFor('4242|12/30|10000')).toBe(first);
  });

  it('makes a new key after a definite answer or for other details', () => {
    const attempts = createPaymentAttempts();
    const first = attempts.keyFor('0002|12/30|10000');
    attempts.settled(new ApiError(402, { error: 'errors.card_declined' }));
    const second = attempts.keyFor('0002|12/30|10000');
    expect(second).not.toBe(first);
    expect(attempts.keyFor('4242|12/30|10000')).not.toBe(second);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
  });
});
