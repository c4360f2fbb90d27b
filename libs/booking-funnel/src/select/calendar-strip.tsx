import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FareCalendarDay } from '@skybook/api-contract';
import { formatIsoDay, formatMoney, type Locale } from '@skybook/i18n';
import { addDays } from '../search/iso-date.ts';
import styles from './calendar-strip.module.css';

export interface CalendarStripProps {
  /** The searched day, in the middle of the strip. */
  selected: string;
  days: readonly FareCalendarDay[] | undefined;
  loading?: boolean;
  /** Days before this cannot be chosen (today, or the departure for a return). */
  min: string;
  onSelect: (day: string) => void;
  locale: Locale;
  label: string;
}

/** The ±3-day strip: each day's lowest total, a click searches that day instead. */
export function CalendarStrip({ selected, days, loading, min, onSelect, locale, label }: CalendarStripProps) {
  const { t } = useLingui();
  const strip = Array.from({ length: 7 }, (_, i) => addDays(selected, i - 3));
  const navRef = useRef<HTMLElement>(null);
  // On a phone the strip scrolls sideways: centre the searched day without moving the page.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="date"]');
    if (nav && current) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [selected]);
  return (
    <nav ref={navRef} className={styles.strip} aria-label={label} aria-busy={loading || undefined}>
      <ul className={styles.list}>
        {strip.map((day) => {
          const price = days?.find((d) => d.date === day)?.minTotal;
          const current = day === selected;
          const unavailable = day < min;
          return (
            <li key={day}>
              <button
                type="button"
                className={styles.day}
                aria-current={current ? 'date' : undefined}
                disabled={unavailable}
                onClick={() => !current && onSelect(day)}
              >
                <span className={styles.date}>{formatIsoDay(day, locale)}</span>
                <span className={styles.price}>
                  {unavailable ? (
                    '—'
                  ) : loading || !days ? (
                    <span className={styles.skeleton} role="img" aria-label={t`Loading price`} />
                  ) : price ? (
                    <Trans>from {formatMoney(price.amount, price.currency, locale, { whole: true })}</Trans>
                  ) : (
                    <Trans>No flights</Trans>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
