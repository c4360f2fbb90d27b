import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { StepLayout } from '@skybook/booking-order';
import styles from './checkin.module.css';

/**
 * `/{lang}/checkin`: find the booking by reference and last name, then spec §2 routing. The app
 * passes its reservation lookup form (`lookup`), which knows the site's partner airline.
 */
export function CheckinStartPage({ lookup }: { lookup: ReactNode }) {
  return (
    <StepLayout title={<Trans>Online check-in</Trans>} route="checkin">
      <p className={styles.muted}>
        <Trans>Online check-in opens 48 hours and closes 60 minutes before departure.</Trans>
      </p>
      <div className={styles.startForm}>{lookup}</div>
    </StepLayout>
  );
}
