import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Arrangement, DeparturePeriod, SortKey, StopsFilter } from './arrange-journeys.ts';
import styles from './sort-filter-bar.module.css';

export interface SortFilterBarProps {
  value: Arrangement;
  onChange: (value: Arrangement) => void;
  shown: number;
  total: number;
}

/** Native selects: keyboard and screen-reader behaviour for free, and fine on a phone. */
export function SortFilterBar({ value, onChange, shown, total }: SortFilterBarProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={styles.bar}>
      <label className={styles.control} htmlFor={`${id}-sort`}>
        <Trans>Sort by</Trans>
        <select
          id={`${id}-sort`}
          value={value.sort}
          onChange={(e) => onChange({ ...value, sort: e.target.value as SortKey })}
        >
          <option value="price">{t`Lowest price`}</option>
          <option value="departure">{t`Earliest departure`}</option>
          <option value="duration">{t`Shortest duration`}</option>
        </select>
      </label>
      <label className={styles.control} htmlFor={`${id}-stops`}>
        <Trans>Stops</Trans>
        <select
          id={`${id}-stops`}
          value={value.stops}
          onChange={(e) => onChange({ ...value, stops: e.target.value as StopsFilter })}
        >
          <option value="any">{t`Any number of stops`}</option>
          <option value="direct">{t`Direct only`}</option>
        </select>
      </label>
      <label className={styles.control} htmlFor={`${id}-period`}>
        <Trans>Departure time</Trans>
        <select
          id={`${id}-period`}
          value={value.period}
          onChange={(e) => onChange({ ...value, period: e.target.value as DeparturePeriod })}
        >
          <option value="any">{t`Any time`}</option>
          <option value="morning">{t`Morning (before 12:00)`}</option>
          <option value="afternoon">{t`Afternoon (12:00–18:00)`}</option>
          <option value="evening">{t`Evening (after 18:00)`}</option>
        </select>
      </label>
      <p className={styles.count} role="status">
        <Trans>
          {shown} of {total} flights
        </Trans>
      </p>
    </div>
  );
}
