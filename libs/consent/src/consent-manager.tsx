import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { Integrations } from '@skybook/api-contract';
import { InlineScript, useAppContext } from '@skybook/ssr';
import { ConsentBanner } from './consent-banner.tsx';
import {
  answeredScriptSource,
  choiceCookie,
  newChoice,
  readChoice,
  type ConsentChoice,
} from './consent-choice.ts';
import { pushConsentDefault } from './consent-mode.ts';
import { applyChoice } from './integrations.ts';
import { OPEN_CONSENT_EVENT } from './cookie-settings-button.tsx';

// Out of the page's initial JavaScript: most page views already have a choice and never open it.
const ConsentPreferences = lazy(() =>
  import('./consent-preferences.tsx').then((m) => ({ default: m.ConsentPreferences })),
);

export interface ConsentManagerProps {
  integrations: Integrations;
  /** The spec §2 name of the current route (web vitals per route; the fraud beacon on the funnel). */
  routeName: string;
}

/**
 * The consent manager of a booking site (decisions 099 and 105). Server-rendered and cached pages
 * never depend on a visitor's choice: every page carries the banner, and an inline script hides it
 * before the first paint when the cookie holds a valid choice. Painted late, after the scripts,
 * the banner was the largest paint of a first visit (LCP 2.9 s on a results page). After hydration
 * the stored choice is read from its cookie, a visitor without one (or with one of an older policy
 * version) keeps the banner, now working, and nothing beyond necessary runs until they choose.
 * Opt-in on every site.
 */
export function ConsentManager({ integrations, routeName }: ConsentManagerProps) {
  const { api, shell } = useAppContext();
  // undefined: not read yet (server render and first client render); null: no valid choice.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const route = useRef(routeName);
  route.current = routeName;
  const sessionId = shell.session?.sessionId;

  useEffect(() => {
    pushConsentDefault();
    setChoice(readChoice(document.cookie));
    const open = () => setPreferencesOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, []);

  // On every route too: the fraud beacon starts when the visitor reaches the funnel.
  useEffect(() => {
    if (choice) applyChoice(choice, integrations, { routeName: () => route.current, sessionId });
  }, [choice, integrations, sessionId, routeName]);

  const choose = useCallback(
    ({ analytics, marketing }: { analytics: boolean; marketing: boolean }) => {
      const made = newChoice(analytics, marketing);
      // Scripts that already ran cannot be unloaded: a withdrawn consent reloads the page without them.
      const withdrawn = (choice?.analytics && !analytics) || (choice?.marketing && !marketing);
      document.cookie = choiceCookie(made, location.protocol === 'https:');
      setChoice(made);
      setPreferencesOpen(false);
      // The proof; the choice applies whether or not it arrives (a failed call is not the visitor's fault).
      api
        .recordConsent({ policyVersion: made.version, analytics, marketing, chosenAt: made.chosenAt })
        .catch(() => undefined)
        .finally(() => {
          if (withdrawn) location.reload();
        });
    },
    [api, choice],
  );

  // undefined (server, hydration): the banner, which the inline script hides for a visitor who chose.
  const showBanner = choice === undefined || choice === null;
  // The dialog stays mounted under a shown banner, so closing it gives focus back to "Choose cookies".
  const showPreferences = preferencesOpen || choice === null;
  return (
    <>
      {choice === undefined ? <InlineScript source={answeredScriptSource()} /> : null}
      {showBanner ? (
        <ConsentBanner
          pending={choice === undefined}
          onAcceptAll={() => choose({ analytics: true, marketing: true })}
          onRejectAll={() => choose({ analytics: false, marketing: false })}
          onCustomize={() => setPreferencesOpen(true)}
        />
      ) : null}
      {showPreferences ? (
        <Suspense fallback={null}>
          <ConsentPreferences
            open={preferencesOpen}
            initial={choice ?? null}
            onSave={choose}
            onClose={() => setPreferencesOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
