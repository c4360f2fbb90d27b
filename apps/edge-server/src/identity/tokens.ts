import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import { SESSION_ID_LENGTH, UID_MIN_LENGTH, type UserType } from '@skybook/api-contract';

/** Pinned: a token signed any other way (`none`, RS256 with our secret as a key, …) is refused. */
const ALGORITHM = 'HS256';
const ISSUER = 'skybook-edge';
/**
 * Anonymous: a month, renewed on every visit that needs a new one (a year let a copied token live
 * on); agency: the absolute session limit (the idle limit is server-side, decision 018).
 */
export const TOKEN_TTL_SECONDS: Record<UserType, number> = { anonymous: 30 * 86_400, agency: 12 * 3_600 };

export interface IdentityClaims {
  uid: string;
  type: UserType;
  sessionId: string;
  /** Agency tokens: the user's session version when signed; a password change bumps it. */
  version: number;
  /** Seconds since the epoch. */
  issuedAt: number;
}

export const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** The protected header every token carries, encoded once. */
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');

/**
 * A compact HS256 JWT, signed with node's synchronous HMAC: jose signs through WebCrypto, whose
 * promise-per-call job was 15 % of the CPU of a cached page for a first visitor (decision 105).
 * The bytes are the ones jose's SignJWT gives (tokens.spec.ts compares them); jose still verifies.
 */
export function signIdentityToken(
  claims: Omit<IdentityClaims, 'issuedAt'>,
  key: Uint8Array,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = {
    typ: claims.type,
    sid: claims.sessionId,
    ver: claims.version,
    sub: claims.uid,
    iss: ISSUER,
    iat,
    exp: iat + TOKEN_TTL_SECONDS[claims.type],
  };
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return Promise.resolve(`${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`);
}

/**
 * Spec §5 token validity: three parts, a valid HS256 signature, not expired, uid at least 10
 * characters, a 10-character session id, and — when the stored user type is known — the same
 * type (an anonymous type needs an anonymous token; an agency type must not be anonymous).
 * Any failure is `null`, never an exception.
 */
export async function verifyIdentityToken(
  token: string | undefined,
  keys: Uint8Array | readonly Uint8Array[],
  opts: { expectedType?: UserType | undefined; now?: Date } = {},
): Promise<IdentityClaims | null> {
  if (!token || token.split('.').length !== 3) return null;
  const nowSeconds = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  const keyList = keys instanceof Uint8Array ? [keys] : keys;
  // A browser sends the same token on every request: its signature is checked once per process
  // (decision 094); its expiry and the expected type are checked every time.
  const known = verified.get(token);
  if (known && known.keys.every((k, i) => k === keyList[i]) && nowSeconds < known.exp)
    return opts.expectedType && opts.expectedType !== known.claims.type ? null : known.claims;
  // Rotation (decision 017): the current key signs, the previous one still verifies.
  for (const key of keyList) {
    const result = await verifyWithKey(token, key, opts);
    if (result) {
      if (verified.size >= VERIFIED_ENTRIES) verified.delete(verified.keys().next().value!);
      verified.set(token, { ...result, keys: keyList });
      return result.claims;
    }
  }
  return null;
}

/** Tokens whose signature and claims passed, with their expiry (seconds), oldest first. */
const verified = new Map<string, { claims: IdentityClaims; exp: number; keys: readonly Uint8Array[] }>();
const VERIFIED_ENTRIES = 10_000;

async function verifyWithKey(
  token: string,
  key: Uint8Array,
  opts: { expectedType?: UserType | undefined; now?: Date },
): Promise<{ claims: IdentityClaims; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['sub', 'exp', 'iat'],
      ...(opts.now ? { currentDate: opts.now } : {}),
    });
    const { sub, typ, sid, ver, iat, exp } = payload;
    if (typeof sub !== 'string' || sub.length < UID_MIN_LENGTH) return null;
    if (typ !== 'anonymous' && typ !== 'agency') return null;
    if (typeof sid !== 'string' || sid.length !== SESSION_ID_LENGTH) return null;
    if (typeof ver !== 'number' || typeof iat !== 'number') return null;
    if (opts.expectedType && opts.expectedType !== typ) return null;
    return { claims: { uid: sub, type: typ, sessionId: sid, version: ver, issuedAt: iat }, exp: exp! };
  } catch {
    return null;
  }
}
