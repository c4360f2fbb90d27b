import { ConsentBanner } from './consent-banner.tsx';
import { ConsentPreferences } from './consent-preferences.tsx';

export interface ConsentLayersProps {
  /** The banner shows while there is no valid choice. */
  showBanner: boolean;
  preferencesOpen: boolean;
  initial: { analytics: boolean; marketing: boolean } | null;
  choose: (choice: { analytics: boolean; marketing: boolean }) => void;
  setPreferencesOpen: (open: boolean) => void;
}

/** The banner and the preferences dialog: a chunk of their own, loaded only when one is shown. */
export default function ConsentLayers({
  showBanner,
  preferencesOpen,
  initial,
  choose,
  setPreferencesOpen,
}: ConsentLayersProps) {
  return (
    <>
      {showBanner ? (
        <ConsentBanner
          onAcceptAll={() => choose({ analytics: true, marketing: true })}
          onRejectAll={() => choose({ analytics: false, marketing: false })}
          onCustomize={() => setPreferencesOpen(true)}
        />
      ) : null}
      <ConsentPreferences
        open={preferencesOpen}
        initial={initial}
        onSave={choose}
        onClose={() => setPreferencesOpen(false)}
      />
    </>
  );
}
