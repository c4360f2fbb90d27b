import { describe, expect, it } from 'vitest';
import { manageLinkKey, MANAGE_LINK_TTL_MS, signManageLink, verifyManageLink } from './manage-link.server.ts';

const ORDER = '5f0c6a3e-1b2d-4c8e-9f00-0a1b2c3d4e5f';
const key = manageLinkKey('a deployment secret of at least thirty-two characters');
const previous = manageLinkKey('the secret before the last rotation, also long enough');
const now = new Date('2026-11-24T10:00:00Z');

describe('manage links', () => {
  it('name the order they were signed for, and nothing personal', () => {
    const token = signManageLink(ORDER, key, now);
    expect(verifyManageLink(token, [key], now)).toBe(ORDER);
    // Only base64url characters: safe in a query string without escaping.
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(token.length).toBeLessThan(60);
  });

  it('keep working after a rotation, signed with the previous secret', () => {
    const token = signManageLink(ORDER, previous, now);
    expect(verifyManageLink(token, [key, previous], now)).toBe(ORDER);
    expect(verifyManageLink(token, [key], now)).toBeNull();
  });

  it('expire', () => {
    const token = signManageLink(ORDER, key, now);
    expect(verifyManageLink(token, [key], new Date(now.getTime() + MANAGE_LINK_TTL_MS - 1_000))).toBe(ORDER);
    expect(verifyManageLink(token, [key], new Date(now.getTime() + MANAGE_LINK_TTL_MS + 1_000))).toBeNull();
  });

  it('refuse a link for another order, a changed expiry or a mangled one', () => {
    const token = signManageLink(ORDER, key, now);
    const [payload, mac] = token.split('.') as [string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes[5] = bytes[5]! ^ 1;
    expect(verifyManageLink(`${bytes.toString('base64url')}.${mac}`, [key], now)).toBeNull();
    const later = Buffer.from(payload, 'base64url');
    later.writeUInt32BE(later.readUInt32BE(17) + 86_400, 17);
    expect(verifyManageLink(`${later.toString('base64url')}.${mac}`, [key], now)).toBeNull();
    for (const bad of ['', '.', payload, `${payload}.`, `${payload}.${mac}.x`, `${payload}.AAAA`, 'ÿ.ÿ'])
      expect(verifyManageLink(bad, [key], now)).toBeNull();
  });
});
