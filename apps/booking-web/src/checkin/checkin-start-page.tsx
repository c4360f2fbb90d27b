import { Trans } from '@lingui/react/macro';
import { ReservationLookup } from '../layout/reservation-lookup.tsx';
import styles from './checkin.module.css';

/** `/{lang}/checkin`: find the booking by reference and last name, then spec §2 routing. */
export function CheckinStartPage() {
  return (
    <section className={styles.page} aria-labelledby="page-title" data-route="checkin">
      <h1 id="page-title" className={styles.title}>
        <Trans>Online check-in</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>Online check-in opens 48 hours and closes 60 minutes before departure.</Trans>
      </p>
      <div className={styles.startForm}>
        <ReservationLookup kind="checkin" />
      </div>
    </section>
  );
}
