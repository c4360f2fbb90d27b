import { Trans } from '@lingui/react/macro';
import { StepLayout } from '@skybook/booking-funnel';
import { ReservationLookup } from '../layout/reservation-lookup.tsx';
import styles from './checkin.module.css';

/** `/{lang}/checkin`: find the booking by reference and last name, then spec §2 routing. */
export function CheckinStartPage() {
  return (
    <StepLayout title={<Trans>Online check-in</Trans>} route="checkin">
      <p className={styles.muted}>
        <Trans>Online check-in opens 48 hours and closes 60 minutes before departure.</Trans>
      </p>
      <div className={styles.startForm}>
        <ReservationLookup kind="checkin" />
      </div>
    </StepLayout>
  );
}
