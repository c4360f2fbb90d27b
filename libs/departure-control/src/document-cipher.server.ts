import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Travel document numbers at rest (decision 053): AES-256-GCM with a 32-byte key from the
 * deployment's secrets, a fresh 12-byte nonce per value, and the row it belongs to (order and
 * passenger) as associated data, so a stolen ciphertext cannot be moved to another passenger.
 * Stored as `v1.` + base64url(nonce | ciphertext | tag); a value without the prefix is from
 * before encryption and is read as it is.
 */
const PREFIX = 'v1.';

export interface DocumentCipher {
  seal(plain: string, owner: string): string;
  open(stored: string, owner: string): string;
}

export function documentCipher(keyHex: string): DocumentCipher {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('document key must be 32 bytes (64 hex digits)');
  return {
    seal(plain, owner) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(stored, owner) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
