import { describe, expect, it } from 'vitest';
import { bookingReference, REFERENCE_ALPHABET } from './booking-reference.ts';

describe('bookingReference', () => {
  it('is 6 characters from an alphabet without 0, O, 1, I or L', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[0O1IL]/);
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const ref = bookingReference();
      expect(ref).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      seen.add(ref);
    }
    // 31⁶ ≈ 887 million codes: 2,000 draws colliding would mean a broken generator.
    expect(seen.size).toBeGreaterThan(1_990);
  });
});
