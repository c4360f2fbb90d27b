import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Airport } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { airportLabel, filterAirports } from './filter-airports.ts';
import styles from './field.module.css';

export interface AirportComboboxProps {
  label: string;
  airports: readonly Airport[];
  /** The chosen airport's code. */
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  locale: Locale;
  error?: string | undefined;
  loading?: boolean | undefined;
  /** The airport list could not be fetched. */
  unavailable?: boolean | undefined;
  name?: string;
}

/** WAI-ARIA APG combobox with a listbox popup: type to filter, arrows to move, Enter to pick, Escape to close. */
export function AirportCombobox(props: AirportComboboxProps) {
  const { label, airports, value, onChange, locale, error, loading, unavailable, name } = props;
  const id = useId();
  const listId = `${id}-list`;
  const selected = airports.find((a) => a.code === value);
  const [query, setQuery] = useState<string | null>(null); // null: not editing, show the selection
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = query ?? (selected ? airportLabel(selected, locale) : (value ?? ''));
  const options = useMemo(
    () => filterAirports(airports, query ?? '', locale).slice(0, 12),
    [airports, query, locale],
  );
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (airport: Airport) => {
    onChange(airport.code);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open || e.altKey) {
          setOpen(true);
          if (e.altKey) return;
        }
        setActive((i) => (options.length ? (i + 1) % options.length : -1));
        return;
      case 'ArrowUp':
        e.preventDefault();
        setOpen(true);
        setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
        return;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (option) {
          e.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query !== null) {
          setQuery(null);
        }
        return;
    }
  };

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.popupAnchor}>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={text}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            // The top match is active, so typing "MAD" then Enter picks Madrid.
            setActive(e.target.value.trim() ? 0 : -1);
            if (value) onChange(undefined);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            setQuery(null);
          }}
        />
        <ul id={listId} role="listbox" aria-label={label} className={styles.listbox} hidden={!open}>
          {loading && (
            <li className={styles.note} role="presentation">
              <Trans>Loading airports…</Trans>
            </li>
          )}
          {unavailable && (
            <li className={styles.note} role="presentation">
              <Trans>Airports could not be loaded. Please reload the page.</Trans>
            </li>
          )}
          {!loading && !unavailable && options.length === 0 && (
            <li className={styles.note} role="presentation">
              <Trans>No airport matches your search.</Trans>
            </li>
          )}
          {options.map((airport, i) => (
            <li
              key={airport.code}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              data-active={i === active || undefined}
              // mousedown would blur the input first and close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(airport)}
            >
              <span className={styles.optionCode}>{airport.code}</span>
              <span>
                {airport.city[locale]}
                <span className={styles.optionName}> · {airport.name[locale]}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={describedBy} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
