import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@skybook/ui';
import styles from './consent.module.css';

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onCustomize: () => void;
}

/**
 * The first layer (decision 099): what the cookies are for, and reject as easy as accept — the
 * two buttons side by side, same size and style, before the "choose" one. Not modal: the page
 * stays usable, and nothing but necessary cookies is used until a choice.
 */
export function ConsentBanner({ onAcceptAll, onRejectAll, onCustomize }: ConsentBannerProps) {
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner">
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Cookies on this site</Trans>
        </h2>
        {/*
         * Short on purpose: the banner appears after the page has painted, and a paragraph larger
         * than the page's own content would become its largest paint (LCP), a second later. The
         * preferences dialog explains each category.
         */}
        <p>
          <Trans>We use necessary cookies. With your consent, also analytics and marketing ones.</Trans>
        </p>
        <p>
          <Trans>Change your choice any time in “Cookie settings”.</Trans>
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.equal} onClick={onRejectAll}>
          <Trans>Reject all</Trans>
        </Button>
        <Button variant="secondary" className={styles.equal} onClick={onAcceptAll}>
          <Trans>Accept all</Trans>
        </Button>
        <button type="button" className={styles.link} onClick={onCustomize}>
          <Trans>Choose cookies</Trans>
        </button>
      </div>
    </section>
  );
}
