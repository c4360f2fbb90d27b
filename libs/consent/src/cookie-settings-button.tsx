import { Trans } from '@lingui/react/macro';
import styles from './consent.module.css';

/** Window event the consent manager opens its preferences on. */
export const OPEN_CONSENT_EVENT = 'skybook:open-consent';

/** The footer's "Cookie settings": reopens the choice from every page (decision 099). */
export function CookieSettingsButton() {
  return (
    <button
      type="button"
      className={styles.settings}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      <Trans>Cookie settings</Trans>
    </button>
  );
}
