import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@skybook/api-contract';
import { CheckinForm, type LookupOutcome } from '@skybook/checkin-form';
import { useAppContext } from '@skybook/ssr';
import styles from './checkin.module.css';

/** `/{lang}/checkin`: find the booking by reference and last name, then spec §2 routing. */
export function CheckinStartPage() {
  const { api } = useAppContext();
  const navigate = useNavigate();
  const lookup = useCallback(
    (input: { referenceCode: string; lastName: string }): Promise<LookupOutcome> =>
      api
        .reservationLookup(input)
        .then((r): LookupOutcome => ({ kind: 'local', open: r.open }))
        .catch((e: unknown) => (e instanceof ApiError && e.status === 404 ? { kind: 'unknown' as const } : Promise.reject(e))),
    [api],
  );
  return (
    <section className={styles.page} aria-labelledby="page-title" data-route="checkin">
      <h1 id="page-title" className={styles.title}>
        <Trans>Online check-in</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>Online check-in opens 48 hours and closes 60 minutes before departure.</Trans>
      </p>
      <div className={styles.startForm}>
        {/* No partner airline is configured per domain yet: an unknown booking reads "not found". */}
        <CheckinForm intent="checkin" lookup={lookup} partnerBaseUrl={null} onNavigate={(href) => void navigate({ href })} />
      </div>
    </section>
  );
}
