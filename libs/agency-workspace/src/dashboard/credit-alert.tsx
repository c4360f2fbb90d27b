import { Trans } from '@lingui/react/macro';
import styles from './dashboard.module.css';

/** Warns when available credit falls below 40% of the limit, urgently below 20%. */
export function CreditAlert({ level }: { level: 'none' | 'below40' | 'below20' }) {
  if (level === 'none') return null;
  return (
    <p className={styles.alert} data-level={level} role={level === 'below20' ? 'alert' : 'status'}>
      {level === 'below20' ? (
        <Trans>
          Your available credit is below 20% of your limit. New bookings on account may be refused soon.
        </Trans>
      ) : (
        <Trans>Your available credit is below 40% of your limit.</Trans>
      )}
    </p>
  );
}
