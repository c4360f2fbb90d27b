import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('identity settings', () => {
  it('default to no key in the environment (secrets.json fills it), no token sync and the demo registration page', () => {
    const config = loadConfig({});
    expect(config.AUTH_SECRET).toBeUndefined();
    expect(config.TOKEN_SYNC_URL).toBeUndefined();
    expect(config.AGENCY_SIGNUP_URL).toMatch(/^https:\/\//);
  });

  it('refuse a short AUTH_SECRET and a TOKEN_SYNC_URL that is not a URL, naming them', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ TOKEN_SYNC_URL: 'not a url' })).toThrow(/TOKEN_SYNC_URL must be a URL/);
  });
});
