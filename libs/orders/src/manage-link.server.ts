import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A mailed "manage your booking" link (decision 117): the booking's id and an expiry, signed,
 * instead of the reference and the traveller's last name in the address. Whoever holds the mail
 * may open the booking, as with the reference and name it printed; nothing personal is in the URL,
 * the browser's history, a proxy's log or a referrer.
 */

/** A link works for this long after its mail: bookings are sold up to a year ahead. */
export const MANAGE_LINK_TTL_MS = 400 * 86_400_000;

const VERSION = 1;
/** 16 bytes of HMAC-SHA256: forging one is 2^128 work, and the link stays short. */
const MAC_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The links' own key, derived from the deployment's secret so it signs nothing else. */
export const manageLinkKey = (authSecret: string) =>
  createHmac('sha256', authSecret).update('skybook manage links').digest();

const macOf = (key: Buffer, payload: Buffer) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

/** `<payload>.<mac>`, both base64url; the payload is version, order id and expiry in seconds. */
export function signManageLink(orderId: string, key: Buffer, now: Date, ttlMs = MANAGE_LINK_TTL_MS): string {
  if (!UUID.test(orderId)) throw new Error('an order id is a UUID');
  const payload = Buffer.alloc(1 + 16 + 4);
  payload.writeUInt8(VERSION, 0);
  Buffer.from(orderId.replace(/-/g, ''), 'hex').copy(payload, 1);
  payload.writeUInt32BE(Math.floor((now.getTime() + ttlMs) / 1000), 17);
  return `${payload.toString('base64url')}.${macOf(key, payload).toString('base64url')}`;
}

/**
 * The order a link names, when one of `keys` signed it and it has not expired; otherwise null
 * (never an exception: a mangled link is a visitor's typo, not a server fault).
 */
export function verifyManageLink(token: string, keys: readonly Buffer[], now: Date): string | null {
  const [encoded, mac, extra] = token.split('.');
  if (!encoded || !mac || extra !== undefined) return null;
  const payload = Buffer.from(encoded, 'base64url');
  const given = Buffer.from(mac, 'base64url');
  if (payload.length !== 21 || payload.readUInt8(0) !== VERSION || given.length !== MAC_BYTES) return null;
  // Rotation (decision 017): links signed with the previous secret keep working.
  if (!keys.some((key) => timingSafeEqual(macOf(key, payload), given))) return null;
  if (payload.readUInt32BE(17) * 1000 <= now.getTime()) return null;
  const hex = payload.subarray(1, 17).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
