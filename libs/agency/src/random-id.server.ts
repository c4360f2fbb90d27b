import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of `length` letters and digits (uids, session ids), from the CSPRNG. */
export function randomId(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // 248 = 4 × 62: rejecting bytes above it keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 248) out += ALPHABET[byte % 62];
    if (out.length === length) return out;
  }
  return out + randomId(length - out.length);
}
