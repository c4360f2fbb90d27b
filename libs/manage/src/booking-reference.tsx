import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@skybook/api-contract';
import { STATUS_LABELS } from './manage-labels.ts';
import styles from './manage.module.css';

/** The booking reference, large, and the booking's state in words. */
export function BookingReference({ reference, status }: { reference: string; status: Order['status'] }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.reference}>
      <span>
        <Trans>Booking reference</Trans>
      </span>
      <span className={styles.code} data-testid="booking-reference">
        {reference}
      </span>
      <span className={styles.status} data-status={status} data-testid="booking-status">
        {i18n._(STATUS_LABELS[status])}
      </span>
    </div>
  );
}
