import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Party, PriceLine } from './pricing.ts';

/**
 * An offer is an immutable priced snapshot signed with the server's secret: search writes
 * nothing, and a hold trusts exactly what was shown (price, fare, flights, party, expiry).
 */
export interface OfferSnapshot {
  direction: 'outbound' | 'inbound';
  /** Dated flight ids, in journey order. */
  flights: number[];
  family: 'basic' | 'classic' | 'flex';
  party: Party;
  currency: string;
  total: number;
  lines: PriceLine[];
  conditions: {
    changeable: boolean;
    changeFee: number | null;
    refundable: boolean;
    checkedBags: number;
    cabinBags: number;
    seatCategory: string;
  };
  /** Epoch milliseconds. */
  expiresAt: number;
}

interface SignedPayload extends OfferSnapshot {
  v: 1;
  /** Makes two identical searches give different offers, so their default hold keys differ. */
  nonce: string;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

/** One key object per secret, rather than one per offer signed or checked. */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 8) keys.clear();
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}
const mac = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest();

/**
 * Nonces from random bytes drawn 4 KiB at a time: a search signs dozens of offers, and one
 * system call per offer cost more than the signing (decision 094). Each byte is used once.
 */
const NONCE_BYTES = 6;
let pool = Buffer.alloc(0);
let used = 0;
function nonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += NONCE_BYTES;
  return b64(pool.subarray(used - NONCE_BYTES, used));
}

export function signOffer(snapshot: OfferSnapshot, secret: string): string {
  const payload: SignedPayload = { v: 1, nonce: nonce(), ...snapshot };
  const body = b64(Buffer.from(JSON.stringify(payload)));
  return `${body}.${b64(mac(secret, body))}`;
}

export type VerifiedOffer = { ok: true; offer: OfferSnapshot } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks the signature first (a forged token is never parsed), then the expiry. Several secrets:
 * any of them verifies (the previous one during a rotation, decision 017).
 */
export function verifyOffer(token: string, secrets: string | readonly string[], now: Date): VerifiedOffer {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const signedBy = (secret: string) => {
    const expected = mac(secret, body);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!(typeof secrets === 'string' ? [secrets] : secrets).some(signedBy))
    return { ok: false, reason: 'invalid' };
  let payload: SignedPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedPayload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.v !== 1) return { ok: false, reason: 'invalid' };
  if (payload.expiresAt <= now.getTime()) return { ok: false, reason: 'expired' };
  const { v: _v, nonce: _nonce, ...offer } = payload;
  return { ok: true, offer };
}
