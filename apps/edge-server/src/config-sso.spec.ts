import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('SSO_ALLOW_HTTP_LOOPBACK (decision 092)', () => {
  it('allows a plain-http loopback issuer outside production only, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SSO_ALLOW_HTTP_LOOPBACK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).SSO_ALLOW_HTTP_LOOPBACK).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SSO_ALLOW_HTTP_LOOPBACK).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SSO_ALLOW_HTTP_LOOPBACK: 'true' }).SSO_ALLOW_HTTP_LOOPBACK,
    ).toBe(true);
    expect(() => loadConfig({ SSO_ALLOW_HTTP_LOOPBACK: 'yes' })).toThrow(/SSO_ALLOW_HTTP_LOOPBACK/);
  });
});
