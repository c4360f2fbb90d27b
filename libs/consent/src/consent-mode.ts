import type { ConsentChoice } from './consent-choice.ts';

type ConsentState = 'granted' | 'denied';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** Google Consent Mode v2 signals of a choice; null (no choice yet) denies everything. */
export function consentSignals(choice: Pick<ConsentChoice, 'analytics' | 'marketing'> | null) {
  const as = (granted: boolean | undefined): ConsentState => (granted ? 'granted' : 'denied');
  return {
    ad_storage: as(choice?.marketing),
    ad_user_data: as(choice?.marketing),
    ad_personalization: as(choice?.marketing),
    analytics_storage: as(choice?.analytics),
  };
}

/** The tag manager reads `gtag()` calls as `arguments` objects in the data layer, not as plain objects. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager's documented snippet pushes `arguments`
  (window.dataLayer as unknown[] | undefined)?.push(arguments);
}

/**
 * Consent Mode v2 default: everything denied, pushed before any tag manager can load (once per page).
 */
export function pushConsentDefault(): void {
  if (typeof window === 'undefined' || window.gtag) return;
  window.dataLayer ??= [];
  window.gtag = gtag;
  window.gtag('consent', 'default', { ...consentSignals(null), wait_for_update: 500 });
}

/** Consent Mode v2 update after the visitor's choice (or the stored one on a later page load). */
export function pushConsentUpdate(choice: ConsentChoice): void {
  pushConsentDefault();
  window.gtag?.('consent', 'update', consentSignals(choice));
}
