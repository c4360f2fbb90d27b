import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckinPassenger, CheckinView } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { Button } from '@skybook/ui';
import { FlightSummary } from './flight-summary.tsx';
import { usePassengerLabel } from './passenger-label.ts';
import styles from './checkin.module.css';

export interface PassengerPickerProps {
  view: CheckinView;
  locale: Locale;
  /** Who was chosen before (back from a later step); default: everyone not checked in yet. */
  initial?: readonly string[] | undefined;
  onContinue: (passengerRefs: string[]) => void;
  onBoardingPasses: () => void;
}

const checkedInOnAll = (p: CheckinPassenger, flightRefs: readonly string[]) =>
  flightRefs.every((f) => p.checkins.some((c) => c.flightRef === f));

/**
 * The select step: the flights of this check-in, the passengers (infants under the adult whose
 * lap they ride on) and who checks in now. Whoever is checked in already is shown as such.
 */
export function PassengerPicker({
  view,
  locale,
  initial,
  onContinue,
  onBoardingPasses,
}: PassengerPickerProps) {
  const { t } = useLingui();
  const label = usePassengerLabel(view.passengers);
  const now = view.flights.filter((f) => f.inCheckin);
  const later = view.flights.filter((f) => !f.inCheckin);
  const refs = now.map((f) => f.flightRef);
  const seated = view.passengers.filter((p) => p.type !== 'infant');
  const open = seated.filter((p) => !checkedInOnAll(p, refs));
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(open.filter((p) => !initial || initial.includes(p.ref)).map((p) => p.ref)),
  );
  const [error, setError] = useState(false);
  const anyCheckedIn = seated.some((p) => p.checkins.length > 0);

  const toggle = (ref: string, on: boolean) => {
    setError(false);
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(ref);
      else next.delete(ref);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = open.filter((p) => chosen.has(p.ref)).map((p) => p.ref);
    if (picked.length === 0) setError(true);
    else onContinue(picked);
  };

  return (
    <div className={styles.stack}>
      <p className={styles.reference}>
        <Trans>Booking reference</Trans>{' '}
        <strong data-testid="booking-reference">{view.bookingReference}</strong>
      </p>
      <section className={styles.section} aria-labelledby="checkin-flights">
        <h3 id="checkin-flights" className={styles.sectionTitle}>
          <Trans>Flights you check in for now</Trans>
        </h3>
        <ul className={styles.list}>
          {now.map((f) => (
            <li key={f.flightRef} className={styles.item} data-testid={`checkin-flight-${f.flightRef}`}>
              <FlightSummary flight={f} locale={locale} />
            </li>
          ))}
        </ul>
        {later.length > 0 ? (
          <p className={styles.muted}>
            <Trans>Check-in for your other flights opens 48 hours before each of them departs:</Trans>{' '}
            {later.map((f) => `${f.flightNumber} ${f.origin} → ${f.destination}`).join(', ')}
          </p>
        ) : null}
      </section>
      <form className={styles.section} onSubmit={submit} noValidate aria-label={t`Who is checking in?`}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.sectionTitle}>
            <Trans>Who is checking in?</Trans>
          </legend>
          <ul className={styles.list}>
            {seated.map((p) => {
              const infants = view.passengers.filter((x) => x.type === 'infant' && x.adultRef === p.ref);
              const done = checkedInOnAll(p, refs);
              const name = label(p.ref);
              return (
                <li key={p.ref} className={styles.item} data-testid={`checkin-passenger-${p.ref}`}>
                  {done ? (
                    <span>
                      {name} ·{' '}
                      <strong className={styles.badge}>
                        <Trans>Checked in</Trans>
                      </strong>
                    </span>
                  ) : (
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        checked={chosen.has(p.ref)}
                        onChange={(e) => toggle(p.ref, e.target.checked)}
                      />
                      {name}
                    </label>
                  )}
                  {infants.map((infant) => {
                    const baby = label(infant.ref);
                    return (
                      <p
                        key={infant.ref}
                        className={styles.muted}
                        data-testid={`checkin-infant-${infant.ref}`}
                      >
                        <Trans>With infant {baby} (on their lap, on the same boarding pass)</Trans>
                      </p>
                    );
                  })}
                </li>
              );
            })}
          </ul>
        </fieldset>
        {error ? (
          <p className={styles.error} role="alert">
            <Trans>Choose at least one passenger to check in.</Trans>
          </p>
        ) : null}
        <div className={styles.actions}>
          {open.length > 0 ? (
            <Button type="submit">
              <Trans>Continue</Trans>
            </Button>
          ) : null}
          {anyCheckedIn ? (
            <Button
              type="button"
              variant={open.length > 0 ? 'secondary' : 'primary'}
              onClick={onBoardingPasses}
            >
              <Trans>See boarding passes</Trans>
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
