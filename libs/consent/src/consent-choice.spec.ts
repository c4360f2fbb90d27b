import { describe, expect, it } from 'vitest';
import {
  CONSENT_POLICY_VERSION,
  choiceCookie,
  formatChoice,
  newChoice,
  parseChoice,
  readChoice,
} from './consent-choice.ts';
import { consentSignals } from './consent-mode.ts';

describe('the stored consent choice', () => {
  const choice = newChoice(true, false, new Date('2026-11-24T15:00:00.000Z'));

  it('round-trips through its cookie with version and time', () => {
    expect(formatChoice(choice)).toBe(`v${CONSENT_POLICY_VERSION}.10.2026-11-24T15:00:00.000Z`);
    const cookie = choiceCookie(choice, true);
    expect(cookie).toMatch(/; Path=\/; Max-Age=15552000; SameSite=Lax; Secure$/);
    const pair = cookie.split(';')[0]!;
    expect(readChoice(`other=1; ${pair}; x=y`)).toEqual(choice);
  });

  it('asks again under another policy version or with a malformed cookie', () => {
    expect(
      readChoice(`skybook_consent=${encodeURIComponent(formatChoice({ ...choice, version: 99 }))}`),
    ).toBeNull();
    expect(parseChoice('v1.2.now')).toBeNull();
    expect(readChoice('')).toBeNull();
  });

  it('maps categories to Consent Mode v2 signals, all denied without a choice', () => {
    expect(consentSignals(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentSignals({ analytics: false, marketing: true }).ad_user_data).toBe('granted');
  });
});
