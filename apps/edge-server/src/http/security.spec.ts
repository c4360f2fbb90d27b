import { describe, expect, it } from 'vitest';
import { freshNonce } from './security.ts';

describe('CSP nonces', () => {
  it('are 16 bytes of base64 and never repeat, across refills of the random block', () => {
    const nonces = Array.from({ length: 1_000 }, freshNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
