import { useId, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Locale } from '@skybook/i18n';
import { clampDay } from '../search/iso-date.ts';
import type { FlightSearch } from '../search/select-search.ts';
import { FareMonth } from './fare-month.tsx';
import { useFareMonth } from './use-fare-calendar.ts';
import styles from './month-fares.module.css';

export interface MonthFaresProps {
  request: FlightSearch;
  leg: 'outbound' | 'inbound';
  /** The searched day of this leg: the month opens on it. */
  selected: string;
  /** Days before this cannot be chosen (today, or the departure for a return). */
  min: string;
  /** The button's accessible name, e.g. "Departure days of the month". */
  label: string;
  locale: Locale;
  onSelect: (day: string) => void;
  /** False until the visitor's today is known. */
  enabled?: boolean;
}

/**
 * The "Month" button beside the ±3-day strip and the month of lowest totals it discloses. The
 * month is asked for only once opened, one request per month shown; choosing a day searches it as
 * the strip does and closes the month, focus back on the button.
 */
export function MonthFares({
  request,
  leg,
  selected,
  min,
  label,
  locale,
  onSelect,
  enabled = true,
}: MonthFaresProps) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(selected);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const month = useFareMonth(request, leg, focused, min, open && enabled);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const toggle = () => {
    if (open) return close();
    setFocused(clampDay(selected, min));
    setOpen(true);
  };
  const choose = (day: string) => {
    close();
    if (day !== selected) onSelect(day);
  };
  const passengers = request.adults + request.children + request.infants;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        onClick={toggle}
      >
        <Trans>Month</Trans>
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <FareMonth
            focused={focused}
            selected={selected}
            min={min}
            days={month.data}
            loading={month.isPending}
            passengers={passengers}
            currency={request.currency}
            locale={locale}
            onMove={(day) => setFocused(clampDay(day, min))}
            onChoose={choose}
            onClose={close}
          />
        </div>
      )}
    </>
  );
}
