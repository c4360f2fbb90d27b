import { Trans } from '@lingui/react/macro';
import { Button } from '@skybook/ui';
import styles from './checkin.module.css';

/** A later step reached without anyone to check in (an edited URL): back to choosing. */
export function NoneChosen({ onBack }: { onBack: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <p>
        <Trans>Choose who checks in first.</Trans>
      </p>
      <Button type="button" variant="secondary" onClick={onBack}>
        <Trans>Back to passengers</Trans>
      </Button>
    </div>
  );
}
