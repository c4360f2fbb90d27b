import { describe, expect, it } from 'vitest';
import { documentCipher } from './document-cipher.server.ts';

const cipher = documentCipher('ab'.repeat(32));

describe('document numbers at rest', () => {
  it('are sealed (never the clear number, different every time) and open for their own row only', () => {
    const a = cipher.seal('X1234567', 'order-1/p1');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain('X1234567');
    expect(cipher.seal('X1234567', 'order-1/p1')).not.toBe(a);
    expect(cipher.open(a, 'order-1/p1')).toBe('X1234567');
    // Moved to another passenger, or read with another key: refused, not misread.
    expect(() => cipher.open(a, 'order-1/p2')).toThrow();
    expect(() => documentCipher('cd'.repeat(32)).open(a, 'order-1/p1')).toThrow();
  });

  it('reads a number stored before encryption as it is', () => {
    expect(cipher.open('X1234567', 'order-1/p1')).toBe('X1234567');
  });
});
