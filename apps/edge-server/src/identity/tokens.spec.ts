import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { secretKey, signIdentityToken, verifyIdentityToken } from './tokens.ts';

const key = secretKey('a-test-secret-of-at-least-32-characters');
const claims = {
  uid: 'visitorUid0000000001',
  type: 'anonymous' as const,
  sessionId: 'abcdefghij',
  version: 0,
};

describe('identity tokens', () => {
  it('signs the very bytes jose signs (same header, claims order and signature)', async () => {
    const at = new Date('2026-11-23T08:00:00Z');
    const iat = at.getTime() / 1000;
    const expected = await new SignJWT({ typ: 'anonymous', sid: claims.sessionId, ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.uid)
      .setIssuer('skybook-edge')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 30 * 86_400)
      .sign(key);
    expect(await signIdentityToken(claims, key, at)).toBe(expected);
  });

  it('round-trips the claims of a token it signed', async () => {
    const token = await signIdentityToken(claims, key, new Date('2026-11-23T08:00:00Z'));
    expect(token.split('.')).toHaveLength(3);
    const verified = await verifyIdentityToken(token, key, { now: new Date('2026-11-23T09:00:00Z') });
    expect(verified).toEqual({ ...claims, issuedAt: Date.parse('2026-11-23T08:00:00Z') / 1000 });
  });

  it('rejects a tampered payload, a missing token, two parts, an expired token and the other type', async () => {
    const token = await signIdentityToken(claims, key, new Date('2026-11-23T08:00:00Z'));
    const [head, , sig] = token.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ sub: 'attackerUid000000001', typ: 'agency' })).toString('base64url')}.${sig}`;
    const now = new Date('2026-11-23T09:00:00Z');
    expect(await verifyIdentityToken(tampered, key, { now })).toBeNull();
    expect(await verifyIdentityToken(undefined, key, { now })).toBeNull();
    expect(await verifyIdentityToken(`${head}.${sig}`, key, { now })).toBeNull();
    expect(await verifyIdentityToken(token, key, { now: new Date('2027-12-01T00:00:00Z') })).toBeNull();
    expect(await verifyIdentityToken(token, key, { now, expectedType: 'agency' })).toBeNull();
  });

  it('checks expiry, type and keys again for a token it verified before', async () => {
    const token = await signIdentityToken(claims, key, new Date('2026-11-23T08:00:00Z'));
    const now = new Date('2026-11-23T09:00:00Z');
    expect(await verifyIdentityToken(token, key, { now })).not.toBeNull();
    expect(await verifyIdentityToken(token, key, { now, expectedType: 'agency' })).toBeNull();
    expect(await verifyIdentityToken(token, key, { now: new Date('2027-12-01T00:00:00Z') })).toBeNull();
    // Rotated out: a server whose keys no longer include the signing one refuses it.
    const other = secretKey('another-test-secret-of-32-characters-x');
    expect(await verifyIdentityToken(token, [other], { now })).toBeNull();
    expect(await verifyIdentityToken(token, [other, key], { now })).not.toBeNull();
  });
});
