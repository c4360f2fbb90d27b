import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import { CATEGORY_LABELS, POSITION_LABELS } from './labels.ts';
import { seatId, seatPosition, type CabinLayout } from './layout.ts';
import styles from './seat-map.module.css';

export type SeatState = 'none' | 'active' | 'disabled';

export interface SeatGridProps {
  layout: CabinLayout;
  /** Accessible name of the grid, e.g. "Seats on MAD → LIS". */
  label: string;
  /** The one active seat (spec §3 seat states), if any. */
  activeSeat?: string | undefined;
  /** Why a seat cannot be chosen beyond being unavailable (held by a companion, an exit row…). */
  isDisabled?: (id: string) => boolean;
  /** Seat suggested by family seating: outlined, and announced. */
  suggestedSeat?: string | undefined;
  currency: string;
  locale: Locale;
  onSelect: (id: string) => void;
}

interface Place {
  id: string;
  row: number;
  col: number;
}

/**
 * The cabin as an ARIA grid: one tab stop (the active seat, else the first), arrow keys move seat
 * by seat and row by row across aisles, Home/End go to the row's ends, Enter or Space chooses.
 * Each seat announces row, letter, position, category, price and state.
 */
export function SeatGrid({
  layout,
  label,
  activeSeat,
  isDisabled,
  suggestedSeat,
  currency,
  locale,
  onSelect,
}: SeatGridProps) {
  const { t, i18n } = useLingui();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Places as a matrix so arrow keys can find the nearest seat in the next row.
  const places: Place[][] = layout.rows.map((row, r) =>
    layout.columns.flatMap((letter, col) =>
      letter !== null && row.seats.some((s) => s.letter === letter)
        ? [{ id: seatId(row.number, letter), row: r, col }]
        : [],
    ),
  );
  const all = places.flat();
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const tabStop = [focusId, activeSeat].find((id) => id && all.some((p) => p.id === id)) ?? all[0]?.id;

  const moveTo = (id: string | undefined) => {
    if (!id) return;
    setFocusId(id);
    buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, place: Place) => {
    const row = places[place.row] ?? [];
    const index = row.findIndex((p) => p.id === place.id);
    const nearestIn = (r: number) =>
      [...(places[r] ?? [])].sort((a, b) => Math.abs(a.col - place.col) - Math.abs(b.col - place.col))[0]?.id;
    const target = {
      ArrowLeft: row[index - 1]?.id,
      ArrowRight: row[index + 1]?.id,
      ArrowUp: nearestIn(place.row - 1),
      ArrowDown: nearestIn(place.row + 1),
      Home: row[0]?.id,
      End: row[row.length - 1]?.id,
    }[event.key];
    if (event.key in { ArrowLeft: 1, ArrowRight: 1, ArrowUp: 1, ArrowDown: 1, Home: 1, End: 1 }) {
      event.preventDefault();
      moveTo(target);
    }
  };

  return (
    <div role="grid" aria-label={label} aria-rowcount={layout.rows.length + 1} className={styles.grid}>
      <div role="row" className={styles.gridRow}>
        <span role="columnheader" className={styles.rowNumber}>
          <span className={styles.visuallyHidden}>{t`Row`}</span>
        </span>
        {layout.columns.map((letter, col) =>
          letter === null ? (
            <span key={`aisle-${col}`} className={styles.aisle} aria-hidden="true" />
          ) : (
            <span key={letter} role="columnheader" className={styles.columnLetter}>
              {letter}
            </span>
          ),
        )}
      </div>
      {layout.rows.map((row, r) => (
        <div role="row" key={row.number} className={styles.gridRow} data-exit={row.exit ? 'true' : undefined}>
          <span role="rowheader" className={styles.rowNumber}>
            {row.number}
          </span>
          {layout.columns.map((letter, col) => {
            const seat = letter === null ? undefined : row.seats.find((s) => s.letter === letter);
            if (letter === null || !seat)
              return <span key={`gap-${col}`} className={styles.aisle} aria-hidden="true" />;
            const id = seatId(row.number, letter);
            const state: SeatState =
              !seat.available || isDisabled?.(id) ? 'disabled' : id === activeSeat ? 'active' : 'none';
            const place = places[r]!.find((p) => p.id === id)!;
            const rowNumber = row.number;
            const position = i18n._(POSITION_LABELS[seatPosition(layout.columns, letter)]);
            const category = i18n._(CATEGORY_LABELS[seat.category]);
            const price = formatMoney(seat.price, currency, locale);
            const notes = [
              row.exit ? t`exit row` : '',
              state === 'active' ? t`selected` : '',
              state === 'disabled' ? t`not available` : '',
              id === suggestedSeat && state === 'none' ? t`suggested` : '',
            ].filter(Boolean);
            const announcement = [
              t`Row ${rowNumber}, seat ${letter}, ${position}, ${category}, ${price}`,
              ...notes,
            ].join(', ');
            return (
              <span role="gridcell" key={id} className={styles.cell}>
                <button
                  type="button"
                  ref={(el) => {
                    if (el) buttons.current.set(id, el);
                    else buttons.current.delete(id);
                  }}
                  className={styles.seat}
                  data-seat={id}
                  data-state={state}
                  data-category={seat.category}
                  data-suggested={id === suggestedSeat ? 'true' : undefined}
                  aria-label={announcement}
                  aria-pressed={state === 'active'}
                  aria-disabled={state === 'disabled' ? true : undefined}
                  tabIndex={id === tabStop ? 0 : -1}
                  onFocus={() => setFocusId(id)}
                  onKeyDown={(event) => onKeyDown(event, place)}
                  onClick={() => {
                    // Spec §2: a disabled seat cannot be chosen (it stays focusable so it is announced).
                    if (state !== 'disabled') onSelect(id);
                  }}
                >
                  <span aria-hidden="true">{letter}</span>
                </button>
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
