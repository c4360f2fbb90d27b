/**
 * Every suite but the consent one starts as a visitor who already answered the cookie banner
 * (rejecting everything), so the banner does not cover what they test. Cookies are per host, so
 * one per site the tests open.
 */
const HOSTS = [
  'localhost',
  '127.0.0.1',
  ...['mx', 'hn', 'cr', 'do', 'pt', 'stg', 'us', 'www2', 'www', 'sol', 'es'].map((c) => `${c}.localhost`),
];

export const ANSWERED_CONSENT = {
  cookies: HOSTS.map((domain) => ({
    name: 'skybook_consent',
    value: encodeURIComponent('v1.00.2026-11-24T00:00:00.000Z'),
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};
