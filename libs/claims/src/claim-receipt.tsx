import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import styles from './claims-form.module.css';

/** Shown in place of the form once the claim is filed; takes focus so the number is read out. */
export function ClaimReceipt({ receipt, email }: { receipt: string; email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className={styles.receipt}
      role="status"
      tabIndex={-1}
      aria-labelledby="claim-receipt-title"
    >
      <h2 id="claim-receipt-title" className={styles.receiptTitle}>
        <Trans>We have received your request</Trans>
      </h2>
      <p>
        <Trans>Your receipt number is</Trans> <strong data-testid="claim-receipt">{receipt}</strong>
      </p>
      <p>
        <Trans>We have also sent it to {email}. Please quote it in any message about this request.</Trans>
      </p>
    </div>
  );
}
