import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formatIsoDay, LOCALE_TAGS, type Locale } from '@skybook/i18n';
import { addDays, addMonths, monthWeeks, weekday } from '../search/iso-date.ts';
import styles from './date-picker.module.css';

export interface MonthGridProps {
  /** The day holding the keyboard focus; its month is shown. */
  focused: string;
  selected: string | undefined;
  firstDay: number;
  locale: Locale;
  labelledBy: string;
  isDisabled: (day: string) => boolean;
  onMove: (day: string) => void;
  onChoose: (day: string) => void;
  /** What a day's cell shows and says, and its extra class: the day's number and date by default. */
  dayContent?: (day: string) => ReactNode;
  dayLabel?: (day: string) => string;
  dayClassName?: (day: string) => string | undefined;
  className?: string;
}

const weekdayName = (day: string, locale: Locale, style: 'narrow' | 'long') =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: style, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The APG date grid: one roving tab stop; arrows, PageUp/PageDown (Shift: year), Home/End, Enter/Space. */
export function MonthGrid({
  focused,
  selected,
  firstDay,
  locale,
  labelledBy,
  isDisabled,
  onMove,
  onChoose,
  dayContent = (day) => Number(day.slice(8)),
  dayLabel = (day) => formatIsoDay(day, locale, 'long'),
  dayClassName,
  className,
}: MonthGridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  // The focused day's cell takes the DOM focus when the grid opens and after each key in it;
  // the month buttons keep their own focus, as in the APG example.
  const follow = useRef(true);
  useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const fromWeekStart = (weekday(focused) - firstDay + 7) % 7;
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => onMove(addDays(focused, -1)),
      ArrowRight: () => onMove(addDays(focused, 1)),
      ArrowUp: () => onMove(addDays(focused, -7)),
      ArrowDown: () => onMove(addDays(focused, 7)),
      PageUp: () => onMove(addMonths(focused, e.shiftKey ? -12 : -1)),
      PageDown: () => onMove(addMonths(focused, e.shiftKey ? 12 : 1)),
      Home: () => onMove(addDays(focused, -fromWeekStart)),
      End: () => onMove(addDays(focused, 6 - fromWeekStart)),
      Enter: () => onChoose(focused),
      ' ': () => onChoose(focused),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      follow.current = true;
      action();
    }
  };

  // 2026-11-01 is a Sunday: count on from it to name each column.
  const columns = Array.from({ length: 7 }, (_, i) => addDays('2026-11-01', (firstDay + i) % 7));
  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      className={className ? `${styles.grid} ${className}` : styles.grid}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {columns.map((day) => (
            <th key={day} scope="col" abbr={weekdayName(day, locale, 'long')}>
              {weekdayName(day, locale, 'narrow')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(focused, firstDay).map((week, row) => (
          <tr key={row}>
            {week.map((day, col) =>
              day ? (
                <td
                  key={day}
                  role="gridcell"
                  data-date={day}
                  tabIndex={day === focused ? 0 : -1}
                  aria-label={dayLabel(day)}
                  aria-selected={day === selected}
                  aria-disabled={isDisabled(day) || undefined}
                  className={[styles.day, dayClassName?.(day)].filter(Boolean).join(' ')}
                  onClick={() => onChoose(day)}
                >
                  {dayContent(day)}
                </td>
              ) : (
                <td key={`empty-${col}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
