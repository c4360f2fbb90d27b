import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@skybook/ui';
import styles from './checkin.module.css';

/** One chosen seat as the review lists it. */
export interface SeatChoiceLine {
  flightRef: string;
  passengerRef: string;
  /** "MAD → LIS", as the flight's heading says it. */
  route: string;
  name: string;
  seat: string;
}

export interface SeatChoicesReviewProps {
  choices: readonly SeatChoiceLine[];
  /** Sending the choices: the buttons wait. */
  busy: boolean;
  onChange: () => void;
  onConfirm: () => void;
}

/**
 * The seats chosen at check-in, before they are taken: a seat given at check-in is final, so the
 * traveller confirms them here (or goes back to change them) rather than on the map's first click.
 */
export function SeatChoicesReview({ choices, busy, onChange, onConfirm }: SeatChoicesReviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The map gave way to this panel: keyboard and screen reader users land on its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.section} aria-labelledby="seat-review-title" data-testid="seat-review">
      <h2 id="seat-review-title" className={styles.sectionTitle} ref={heading} tabIndex={-1}>
        <Trans>Confirm your seats</Trans>
      </h2>
      <ul className={styles.list}>
        {choices.map((c) => {
          const { name, seat, route } = c;
          return (
            <li
              key={`${c.flightRef}-${c.passengerRef}`}
              className={styles.item}
              data-testid={`seat-choice-${c.flightRef}-${c.passengerRef}`}
            >
              <Trans>
                {route}: {name}, seat {seat}
              </Trans>
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>
        <Trans>Once confirmed, a seat chosen at check-in cannot be changed.</Trans>
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onChange} disabled={busy}>
          <Trans>Change seats</Trans>
        </Button>
        <Button
          type="button"
          onClick={() => (busy ? undefined : onConfirm())}
          aria-disabled={busy || undefined}
          data-testid="seats-confirm"
        >
          <Trans>Confirm seats and check in</Trans>
        </Button>
      </div>
    </section>
  );
}
