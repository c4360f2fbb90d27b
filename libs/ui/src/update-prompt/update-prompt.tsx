import { Trans } from '@lingui/react/macro';
import styles from './update-prompt.module.css';

/**
 * Spec §4: a newer build of the site is live. The visitor chooses when to reload; nothing they
 * typed is thrown away behind their back.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <div className={styles.prompt} role="status" data-testid="update-prompt">
      <p className={styles.text}>
        <Trans>A new version of this site is available.</Trans>
      </p>
      <button type="button" className={styles.reload} onClick={onReload}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
