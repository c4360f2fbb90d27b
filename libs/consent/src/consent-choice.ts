/** Bump when what the banner asks for changes: every visitor is then asked again (decision 099). */
export const CONSENT_POLICY_VERSION = 1;

/** First-party cookie with the visitor's choice; read by the browser only, never by the server. */
export const CONSENT_COOKIE = 'skybook_consent';

/** Six months, then the banner asks again (CNIL guidance; well within the GDPR's "periodically"). */
const MAX_AGE_S = 180 * 24 * 3600;

export interface ConsentChoice {
  version: number;
  analytics: boolean;
  marketing: boolean;
  /** When the visitor chose, ISO 8601. */
  chosenAt: string;
}

/** `v1.10.2026-11-24T15:00:00.000Z`: version, analytics and marketing flags, time. */
export function formatChoice(choice: ConsentChoice): string {
  return `v${choice.version}.${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}.${choice.chosenAt}`;
}

export function parseChoice(value: string | undefined): ConsentChoice | null {
  const match = /^v(\d+)\.([01])([01])\.(\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(value ?? '');
  if (!match) return null;
  const [, version, analytics, marketing, chosenAt] = match;
  return {
    version: Number(version),
    analytics: analytics === '1',
    marketing: marketing === '1',
    chosenAt: chosenAt!,
  };
}

/** The stored choice, or null when there is none or it was made under another policy version. */
export function readChoice(cookies: string): ConsentChoice | null {
  const raw = cookies
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const choice = parseChoice(raw ? decodeURIComponent(raw) : undefined);
  return choice?.version === CONSENT_POLICY_VERSION ? choice : null;
}

export function choiceCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(formatChoice(choice))}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function newChoice(analytics: boolean, marketing: boolean, now = new Date()): ConsentChoice {
  return { version: CONSENT_POLICY_VERSION, analytics, marketing, chosenAt: now.toISOString() };
}
