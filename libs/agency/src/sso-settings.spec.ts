import { describe, expect, it } from 'vitest';
import { issuerAllowed } from './sso-settings.server.ts';

describe('issuerAllowed (decision 092)', () => {
  it('takes https issuers, and plain http only on a loopback host when allowed', () => {
    expect(issuerAllowed('https://login.microsoftonline.com/tenant/v2.0', false)).toBe(true);
    expect(issuerAllowed('http://127.0.0.1:4390', false)).toBe(false);
    expect(issuerAllowed('http://127.0.0.1:4390', true)).toBe(true);
    expect(issuerAllowed('http://localhost:4390', true)).toBe(true);
    expect(issuerAllowed('http://login.example.com', true)).toBe(false);
    expect(issuerAllowed('http://127.0.0.1.example.com', true)).toBe(false);
    expect(issuerAllowed('ftp://127.0.0.1', true)).toBe(false);
    expect(issuerAllowed('not a url', true)).toBe(false);
  });
});
