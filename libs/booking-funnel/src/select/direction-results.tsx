import { useMemo, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { FareOption, Journey } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { arrangeJourneys, DEFAULT_ARRANGEMENT } from './arrange-journeys.ts';
import { JourneyCard } from './journey-card.tsx';
import { SortFilterBar } from './sort-filter-bar.tsx';
import styles from './select-page.module.css';

export interface DirectionResultsProps {
  direction: 'outbound' | 'inbound';
  heading: string;
  subheading: string;
  /** The ±3-day strip for this direction. */
  calendar: ReactNode;
  /** undefined while the search runs. */
  journeys: readonly Journey[] | undefined;
  selectedOfferId: string | undefined;
  onSelect: (fare: FareOption, journey: Journey) => void;
  locale: Locale;
}

/** One direction of the trip: its date strip, sort and filter, and the journeys with their fares. */
export function DirectionResults(props: DirectionResultsProps) {
  const { direction, heading, subheading, calendar, journeys, selectedOfferId, onSelect, locale } = props;
  const [arrangement, setArrangement] = useState(DEFAULT_ARRANGEMENT);
  const shown = useMemo(
    () => (journeys ? arrangeJourneys(journeys, arrangement) : []),
    [journeys, arrangement],
  );
  return (
    <section className={styles.direction} aria-labelledby={`${direction}-heading`} data-direction={direction}>
      <header>
        <h2 id={`${direction}-heading`} className={styles.directionTitle}>
          {heading}
        </h2>
        <p className={styles.subheading}>{subheading}</p>
      </header>
      {calendar}
      {journeys === undefined ? (
        <div className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Searching for the best fares…</Trans>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.skeletonCard} aria-hidden="true" />
          ))}
        </div>
      ) : journeys.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No flights on this day. Try another day in the strip above.</Trans>
        </p>
      ) : (
        <>
          <SortFilterBar
            value={arrangement}
            onChange={setArrangement}
            shown={shown.length}
            total={journeys.length}
          />
          {shown.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No flights match these filters.</Trans>
            </p>
          ) : (
            <div className={styles.journeys}>
              {shown.map((journey) => (
                <JourneyCard
                  key={journey.key}
                  journey={journey}
                  groupName={`fare-${direction}`}
                  selectedOfferId={selectedOfferId}
                  onSelect={onSelect}
                  locale={locale}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
