import { useCallback, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Hold } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { HoldCountdown } from './hold-countdown.tsx';
import { HoldExpired } from './hold-expired.tsx';
import styles from './hold.module.css';

export interface HoldStatusViewProps {
  holdId: string | undefined;
  /** undefined while loading. */
  hold: Hold | undefined;
  /** The hold could not be read (unknown id, network). */
  failed: boolean;
  locale: Locale;
}

/** A hold's countdown and total, or — once it lapses or cannot be found — why, and a new search. */
export function HoldStatusView({ holdId, hold, failed, locale }: HoldStatusViewProps) {
  const [expired, setExpired] = useState(false);
  const onExpire = useCallback(() => setExpired(true), []);
  const newSearchHref = `/${locale}`;
  if (!holdId || failed) return <HoldExpired newSearchHref={newSearchHref} />;
  if (!hold) {
    return (
      <p className={styles.countdown} role="status">
        <Trans>Checking your held seats…</Trans>
      </p>
    );
  }
  if (expired || hold.status !== 'active') return <HoldExpired newSearchHref={newSearchHref} />;
  return (
    <div className={styles.status} data-hold={hold.holdId}>
      <HoldCountdown expiresAt={hold.expiresAt} onExpire={onExpire} />
      <p className={styles.total}>
        <Trans>Total: {formatMoney(hold.total.amount, hold.total.currency, locale)}</Trans>
      </p>
    </div>
  );
}
