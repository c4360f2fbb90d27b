import type { Integrations } from '@skybook/api-contract';
import type { ConsentChoice } from './consent-choice.ts';
import { pushConsentUpdate } from './consent-mode.ts';
import { loadScript } from './load-script.ts';
import { startWebVitals } from './web-vitals.ts';

/** The funnel's pages, where the fraud-prevention beacon runs (spec §7). */
const FUNNEL_ROUTES = new Set(['select', 'extras', 'passengers', 'payment', 'confirmation']);

export interface PageFacts {
  routeName: () => string;
  sessionId: string | undefined;
}

/**
 * What a choice allows on this page, and only what the server configured (decision 099):
 * Consent Mode update first, then the tag manager (analytics or marketing: its tags obey the
 * Consent Mode signals), RUM and web vitals (analytics), and on the funnel the fraud beacon
 * (necessary, after the visitor has seen the banner and chosen).
 */
export function applyChoice(choice: ConsentChoice, integrations: Integrations, page: PageFacts): void {
  pushConsentUpdate(choice);
  if ((choice.analytics || choice.marketing) && integrations.tagManager)
    loadScript(integrations.tagManager, 'tag-manager');
  if (choice.analytics) {
    if (integrations.rum) loadScript(integrations.rum, 'rum');
    void startWebVitals(page.routeName);
  }
  if (integrations.fraudBeacon && page.sessionId && FUNNEL_ROUTES.has(page.routeName())) {
    const url = new URL(integrations.fraudBeacon);
    url.searchParams.set('session', page.sessionId);
    loadScript(url.toString(), 'fraud-beacon');
  }
}
