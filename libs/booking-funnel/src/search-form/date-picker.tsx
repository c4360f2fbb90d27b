import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIsoDay, type Locale } from '@skybook/i18n';
import { addMonths, clampDay, todayIso } from '../search/iso-date.ts';
import { MonthGrid } from './month-grid.tsx';
import fieldStyles from './field.module.css';
import styles from './date-picker.module.css';

export interface DatePickerProps {
  label: string;
  value: string | undefined;
  onChange: (isoDate: string) => void;
  locale: Locale;
  /** Earliest choosable day, `YYYY-MM-DD`. */
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
}

/** Weeks start on Sunday in the US, on Monday in Argentina and Portugal. */
export const FIRST_DAY: Record<Locale, number> = { en: 0, es: 1, pt: 1 };

/**
 * WAI-ARIA APG date picker dialog: a button opens a month grid. Arrows move by day/week,
 * PageUp/PageDown by month (with Shift by year), Home/End to the week's ends, Enter picks,
 * Escape closes; focus returns to the button.
 */
export function DatePicker({ label, value, onChange, locale, min, max, error }: DatePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(() => clampDay(value ?? min ?? todayIso(), min, max));
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstDay = FIRST_DAY[locale];

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const openPicker = () => {
    setFocused(clampDay(value ?? min ?? focused, min, max));
    setOpen(true);
  };

  // A click outside closes the dialog without choosing.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!dialogRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const disabled = (day: string) => Boolean((min && day < min) || (max && day > max));
  const move = (day: string) => setFocused(clampDay(day, min, max));
  const choose = (day: string) => {
    if (disabled(day)) return;
    onChange(day);
    close();
  };

  // Escape anywhere in the dialog; Tab cycles inside it (modal).
  const onDialogKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab') {
      const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button, [tabindex="0"]') ?? [])];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
      e.preventDefault();
      items[next]?.focus();
    }
  };

  const labelId = `${id}-label`;
  const headingId = `${id}-month`;

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={fieldStyles.popupAnchor}>
        <button
          ref={triggerRef}
          id={`${id}-button`}
          type="button"
          className={fieldStyles.trigger}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${labelId} ${id}-button`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => (open ? close() : openPicker())}
        >
          {value ? (
            formatIsoDay(value, locale)
          ) : (
            <span className={fieldStyles.placeholder}>{t`Choose a date`}</span>
          )}
        </button>
        {open && (
          <div
            ref={dialogRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={`${labelId} ${headingId}`}
            className={styles.dialog}
            onKeyDown={onDialogKey}
          >
            <div className={styles.header}>
              <button
                type="button"
                className={styles.nav}
                onClick={() => move(addMonths(focused, -1))}
                aria-label={t`Previous month`}
              >
                ‹
              </button>
              <h2 id={headingId} className={styles.month} aria-live="polite">
                {formatIsoDay(focused, locale, 'month')}
              </h2>
              <button
                type="button"
                className={styles.nav}
                onClick={() => move(addMonths(focused, 1))}
                aria-label={t`Next month`}
              >
                ›
              </button>
            </div>
            <MonthGrid
              focused={focused}
              selected={value}
              firstDay={firstDay}
              locale={locale}
              labelledBy={headingId}
              isDisabled={disabled}
              onMove={move}
              onChoose={choose}
            />
            <div className={styles.footer}>
              <span className={styles.hint}>
                <Trans>Arrow keys move, Enter chooses, Escape closes.</Trans>
              </span>
              <button type="button" className={styles.close} onClick={close}>
                <Trans>Close</Trans>
              </button>
            </div>
          </div>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
