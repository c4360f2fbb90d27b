import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import styles from './hold.module.css';

export interface HoldCountdownProps {
  expiresAt: string;
  onExpire?: () => void;
  /** Clock for stories and tests. */
  now?: () => number;
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Time left on a hold. The ticking timer is silent for screen readers (role=timer); a polite
 * live region speaks only at 5 and 1 minutes left. Renders nothing until mounted, so the
 * server's clock never disagrees with the browser's during hydration.
 */
export function HoldCountdown({ expiresAt, onExpire, now = Date.now }: HoldCountdownProps) {
  const end = Date.parse(expiresAt);
  const [left, setLeft] = useState<number | null>(null);
  const fired = useRef(false);
  useEffect(() => {
    const tick = () => {
      const ms = end - now();
      setLeft(ms);
      if (ms <= 0 && !fired.current) {
        fired.current = true;
        onExpire?.();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, now, onExpire]);

  if (left === null) return null;
  const minutes = Math.ceil(left / 60_000);
  return (
    <p className={styles.countdown} data-testid="hold-countdown" data-urgent={left < 120_000 || undefined}>
      <Trans>
        Your seats are held for{' '}
        <strong role="timer" aria-live="off">
          {mmss(left)}
        </strong>
      </Trans>
      <span className={styles.visuallyHidden} aria-live="polite">
        {minutes === 5 ? (
          <Trans>5 minutes left to complete your booking.</Trans>
        ) : minutes === 1 ? (
          <Trans>1 minute left to complete your booking.</Trans>
        ) : (
          ''
        )}
      </span>
    </p>
  );
}
