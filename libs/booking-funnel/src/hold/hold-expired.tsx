import { Trans } from '@lingui/react/macro';
import styles from './hold.module.css';

/** What the visitor sees when a hold lapses: the reason and a way to start over. */
export function HoldExpired({ newSearchHref }: { newSearchHref: string }) {
  return (
    <div className={styles.expired} role="alert">
      <p>
        <strong>
          <Trans>Your seats are no longer held.</Trans>
        </strong>{' '}
        <Trans>The time to complete your booking ran out, so prices and availability may have changed.</Trans>
      </p>
      <a className={styles.action} href={newSearchHref}>
        <Trans>Start a new search</Trans>
      </a>
    </div>
  );
}
