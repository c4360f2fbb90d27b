import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { arrivalDayOffset, dayOffsetMark, type FlightEnds } from '@skybook/i18n';
import styles from './arrival-day-shift.module.css';

/** What an arrival `days` after the departure's local day means, in words (screen readers, tooltips). */
export function useArrivalDayText(): (days: number) => string {
  const { t } = useLingui();
  return (days) =>
    days < 0
      ? t`arrives the day before`
      : t({ message: plural(days, { one: 'arrives the next day', other: 'arrives # days later' }) });
}

/**
 * The `+1` (or `+2`, `-1`) beside an arrival time that falls on another local calendar day than the
 * departure, each read in its own airport's zone; nothing on the same day. Screen readers hear the
 * words instead of the sign.
 */
export function ArrivalDayShift({ flight }: { flight: FlightEnds }) {
  const text = useArrivalDayText();
  const days = arrivalDayOffset(flight);
  if (days === 0) return null;
  const words = text(days);
  return (
    <>
      {' '}
      <sup className={styles.shift} title={words} data-testid="day-shift">
        <span aria-hidden="true">{dayOffsetMark(days)}</span>
        <span className="visually-hidden"> ({words})</span>
      </sup>
    </>
  );
}
