import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FareOption, Journey } from '@skybook/api-contract';
import { arrivalDayOffset, formatDuration, formatTime, type Locale } from '@skybook/i18n';
import { ArrivalDayShift, useArrivalDayText } from '@skybook/ui';
import { FareCard } from './fare-card.tsx';
import styles from './journey-card.module.css';

export interface JourneyCardProps {
  journey: Journey;
  groupName: string;
  selectedOfferId: string | undefined;
  onSelect: (fare: FareOption, journey: Journey) => void;
  locale: Locale;
}

/** One journey: local times at each end, duration, stops, flights, and its fare families. */
export function JourneyCard({ journey, groupName, selectedOfferId, onSelect, locale }: JourneyCardProps) {
  const { t } = useLingui();
  const dayText = useArrivalDayText();
  const first = journey.segments[0];
  const last = journey.segments[journey.segments.length - 1];
  if (!first || !last) return null;
  // The journey's ends: its first departure and its last arrival, each on its airport's clock.
  const ends = {
    departureUtc: first.departureUtc,
    departureTimeZone: first.departureTimeZone,
    arrivalUtc: last.arrivalUtc,
    arrivalTimeZone: last.arrivalTimeZone,
  };
  const dayShift = arrivalDayOffset(ends);
  const via = journey.segments
    .slice(1)
    .map((s) => s.origin)
    .join(', ');
  const headingId = `journey-${journey.key}`;
  const departs = formatTime(new Date(first.departureUtc), locale, first.departureTimeZone);
  const arrives = formatTime(new Date(last.arrivalUtc), locale, last.arrivalTimeZone);
  // The visual heading leans on an arrow; screen readers get a sentence.
  const spoken =
    t`${departs} ${first.origin} to ${arrives} ${last.destination}` +
    (dayShift ? `, ${dayText(dayShift)}` : '');
  return (
    <article className={styles.card} aria-labelledby={headingId} data-journey={journey.key}>
      <h3 id={headingId} className={styles.times} aria-label={spoken}>
        <span>
          <time dateTime={first.departureUtc}>{departs}</time>{' '}
          <span className={styles.code}>{first.origin}</span>
        </span>
        <span aria-hidden="true" className={styles.arrow}>
          →
        </span>
        <span>
          <time dateTime={last.arrivalUtc}>{arrives}</time>
          <ArrivalDayShift flight={ends} /> <span className={styles.code}>{last.destination}</span>
        </span>
      </h3>
      <p className={styles.meta}>
        <span>{formatDuration(journey.durationMinutes, locale)}</span>
        <span>
          {journey.stops === 0 ? (
            <Trans>Direct</Trans>
          ) : (
            <>
              <Plural value={journey.stops} one="# stop" other="# stops" /> <Trans>via {via}</Trans>
            </>
          )}
        </span>
        <span className={styles.flights}>
          {journey.segments.map((s) => `${s.flightNumber} · ${s.aircraft}`).join(' / ')}
        </span>
      </p>
      <div className={styles.fares} role="group" aria-label={t`Fares`}>
        {journey.fares.map((fare) => (
          <FareCard
            key={fare.offerId}
            fare={fare}
            name={groupName}
            checked={fare.offerId === selectedOfferId}
            onSelect={(f) => onSelect(f, journey)}
            locale={locale}
          />
        ))}
      </div>
    </article>
  );
}
