import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@skybook/ui';
import { BANNER_ATTRIBUTE } from './consent-choice.ts';
import styles from './consent.module.css';

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onCustomize: () => void;
  /**
   * Server-rendered and until hydration has read the stored choice: shown, its buttons disabled
   * (a click could not be handled yet; tests and people wait for them to turn on).
   */
  pending?: boolean;
}

/**
 * The first layer (decision 099): what the cookies are for, and reject as easy as accept — the
 * two buttons side by side, same size and style, before the "choose" one. Not modal: the page
 * stays usable, and nothing but necessary cookies is used until a choice.
 */
export function ConsentBanner({ onAcceptAll, onRejectAll, onCustomize, pending }: ConsentBannerProps) {
  const titleId = useId();
  const banner = { [BANNER_ATTRIBUTE]: '' };
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner" {...banner}>
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          <Trans>Cookies on this site</Trans>
        </h2>
        {/*
         * Short on purpose: the banner is part of the first paint (decision 105), and the page's
         * own content should stay its largest. The preferences dialog explains each category.
         */}
        <p>
          <Trans>We use necessary cookies. With your consent, also analytics and marketing ones.</Trans>
        </p>
        <p>
          <Trans>Change your choice any time in “Cookie settings”.</Trans>
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.equal} onClick={onRejectAll} disabled={pending}>
          <Trans>Reject all</Trans>
        </Button>
        <Button variant="secondary" className={styles.equal} onClick={onAcceptAll} disabled={pending}>
          <Trans>Accept all</Trans>
        </Button>
        <button type="button" className={styles.link} onClick={onCustomize} disabled={pending}>
          <Trans>Choose cookies</Trans>
        </button>
      </div>
    </section>
  );
}
