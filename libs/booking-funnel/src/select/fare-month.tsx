import { useId, type KeyboardEvent } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FareCalendarDay } from '@skybook/api-contract';
import { formatIsoDay, formatMoney, formatMoneyAmount, type Locale } from '@skybook/i18n';
import { FIRST_DAY } from '../search-form/date-picker.tsx';
import { MonthGrid } from '../search-form/month-grid.tsx';
import { addMonths, startOfMonth } from '../search/iso-date.ts';
import { FAMILY_NAMES } from './fare-labels.ts';
import { FareInclusions } from './fare-inclusions.tsx';
import styles from './fare-month.module.css';

export interface FareMonthProps {
  /** The day holding the keyboard focus; its month is shown. */
  focused: string;
  /** The searched day. */
  selected: string;
  /** Days before this cannot be chosen (today, or the departure for a return). */
  min: string;
  /** The server's lowest totals for the shown month; undefined while they load. */
  days: readonly FareCalendarDay[] | undefined;
  loading: boolean;
  /** Everyone travelling, infants included: each total is for all of them. */
  passengers: number;
  currency: string;
  locale: Locale;
  onMove: (day: string) => void;
  onChoose: (day: string) => void;
  onClose: () => void;
}

/** The share of a month's priced days marked as its cheapest. */
const CHEAPEST_SHARE = 0.25;

/** The cheapest amounts of a month: every day priced at or below its cheapest quarter's dearest. */
function cheapestLimit(days: readonly FareCalendarDay[] | undefined): number | null {
  const amounts = (days ?? []).flatMap((d) => (d.minTotal ? [d.minTotal.amount] : [])).sort((a, b) => a - b);
  if (amounts.length === 0) return null;
  return amounts[Math.max(0, Math.ceil(amounts.length * CHEAPEST_SHARE) - 1)]!;
}

/**
 * A month of lowest totals for the whole party, as the server priced them: the date picker's grid
 * (arrows, PageUp/PageDown, Home/End, Enter), each day's total, the cheapest days marked, and the
 * focused day's fare family with what it includes. Escape closes.
 */
export function FareMonth(props: FareMonthProps) {
  const { focused, selected, min, days, loading, passengers, currency, locale } = props;
  const { t, i18n } = useLingui();
  const id = useId();
  const headingId = `${id}-month`;
  const dayOf = (day: string) => days?.find((d) => d.date === day);
  const limit = cheapestLimit(days);
  const cheap = (day: string) => {
    const amount = dayOf(day)?.minTotal?.amount;
    return limit !== null && amount !== undefined && amount <= limit;
  };
  const unavailable = (day: string) => day < min || !dayOf(day)?.minTotal;
  const forParty = t({ message: plural(passengers, { one: 'for # passenger', other: 'for # passengers' }) });

  const label = (day: string) => {
    const date = formatIsoDay(day, locale, 'long');
    if (day < min) return t`${date}, not available`;
    if (loading || !days) return t`${date}, loading price`;
    const found = dayOf(day);
    if (!found?.minTotal || !found.family) return t`${date}, no flights`;
    const price = formatMoney(found.minTotal.amount, found.minTotal.currency, locale, { whole: true });
    const family = i18n._(FAMILY_NAMES[found.family]);
    return cheap(day)
      ? t`${date}, from ${price} ${forParty}, ${family} fare, one of the cheapest days`
      : t`${date}, from ${price} ${forParty}, ${family} fare`;
  };
  const content = (day: string) => {
    const price = dayOf(day)?.minTotal;
    return (
      <>
        <span className={styles.number}>{Number(day.slice(8))}</span>
        <span className={styles.price} aria-hidden="true">
          {day < min
            ? ''
            : loading || !days
              ? '…'
              : price
                ? formatMoneyAmount(price.amount, price.currency, locale)
                : '—'}
        </span>
      </>
    );
  };
  const choose = (day: string) => {
    if (!unavailable(day)) props.onChoose(day);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    props.onClose();
  };

  const focusedDay = dayOf(focused);
  const firstMonth = startOfMonth(focused) <= startOfMonth(min);
  return (
    <section
      className={styles.panel}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          onClick={() => props.onMove(addMonths(focused, -1))}
          disabled={firstMonth}
          aria-label={t`Previous month`}
        >
          ‹
        </button>
        <h3 id={headingId} className={styles.month} aria-live="polite">
          {formatIsoDay(focused, locale, 'month')}
        </h3>
        <button
          type="button"
          className={styles.nav}
          onClick={() => props.onMove(addMonths(focused, 1))}
          aria-label={t`Next month`}
        >
          ›
        </button>
      </div>
      <p className={styles.legend}>
        <Trans>
          Lowest total in {currency} {forParty}, taxes and fees included.
        </Trans>{' '}
        <span className={styles.cheapKey}>
          <Trans>Cheapest days</Trans>
        </span>
      </p>
      <MonthGrid
        focused={focused}
        selected={selected}
        firstDay={FIRST_DAY[locale]}
        locale={locale}
        labelledBy={headingId}
        isDisabled={unavailable}
        onMove={props.onMove}
        onChoose={choose}
        dayContent={content}
        dayLabel={label}
        dayClassName={(day) => (cheap(day) ? `${styles.day} ${styles.cheap}` : styles.day)}
        className={styles.grid}
      />
      <div className={styles.details} aria-live="polite">
        {focusedDay?.minTotal && focusedDay.family && focusedDay.conditions ? (
          <>
            <p className={styles.detailsTitle}>
              <Trans>
                {formatIsoDay(focused, locale)}: from{' '}
                {formatMoney(focusedDay.minTotal.amount, focusedDay.minTotal.currency, locale)} {forParty},{' '}
                {i18n._(FAMILY_NAMES[focusedDay.family])} fare
              </Trans>
            </p>
            <FareInclusions
              conditions={focusedDay.conditions}
              locale={locale}
              className={styles.inclusions}
            />
          </>
        ) : null}
      </div>
      <div className={styles.footer}>
        <span className={styles.hint}>
          <Trans>Arrow keys move, Enter chooses, Escape closes.</Trans>
        </span>
        <button type="button" className={styles.close} onClick={props.onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </section>
  );
}
