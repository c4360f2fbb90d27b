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

const CHOICE_PATTERN = /^v(\d+)\.([01])([01])\.(\d{4}-\d\d-\d\dT[\d:.]+Z)$/;

export function parseChoice(value: string | undefined): ConsentChoice | null {
  const match = CHOICE_PATTERN.exec(value ?? '');
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
  const choice = parseChoice(raw ? decodeOrNothing(raw) : undefined);
  return choice?.version === CONSENT_POLICY_VERSION ? choice : null;
}

// A cookie another script mangled (`%E0%A4%A`) is no choice, not an error that stops the page.
function decodeOrNothing(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function choiceCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(formatChoice(choice))}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function newChoice(analytics: boolean, marketing: boolean, now = new Date()): ConsentChoice {
  return { version: CONSENT_POLICY_VERSION, analytics, marketing, chosenAt: now.toISOString() };
}

/** What the banner carries while the page has no script yet, so its first paint can hide it. */
export const BANNER_ATTRIBUTE = 'data-consent-banner';

/**
 * An inline script for the server-rendered banner (decision 105): run while the page is parsed,
 * it hides the banner before the first paint when the visitor has a valid choice (the test of
 * `readChoice`), by adding a style to the head, where React's hydration leaves foreign nodes
 * alone. The cached page is the same for every visitor; only this script looks at the cookie.
 */
export function answeredScriptSource(): string {
  const name = JSON.stringify(`${CONSENT_COOKIE}=`);
  return (
    `{const c=document.cookie.split(";").map(s=>s.trim()).find(s=>s.startsWith(${name}));` +
    `let m=null;try{m=c&&/${CHOICE_PATTERN.source}/.exec(decodeURIComponent(c.slice(${CONSENT_COOKIE.length + 1})))}catch{}` +
    `if(m&&Number(m[1])===${CONSENT_POLICY_VERSION}){const s=document.createElement("style");` +
    `s.nonce=document.currentScript.nonce;s.textContent="[${BANNER_ATTRIBUTE}]{display:none}";document.head.append(s)}}`
  );
}
