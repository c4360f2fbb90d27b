import {
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { filterCountries, phoneCountries, type PhoneCountry } from './countries.ts';
import styles from './phone-input.module.css';

export type PhoneDisplayMode = 'auto' | 'national' | 'international';

/** Spec §5 phone input limit. */
export const PHONE_MAX_LENGTH = 25;

export interface PhoneChange {
  /** E.164 (`+34612345678`) when the text parses as a number, else ''. */
  e164: string;
  valid: boolean;
  /** The country the number belongs to, else the one selected. */
  country: string;
  /** What the visitor sees in the box. */
  text: string;
}

export interface PhoneInputProps {
  /** From `<Field>`: labels the number box. */
  id?: string;
  name: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Initial number, E.164. */
  defaultValue?: string;
  /** ISO code of the country selected at first (upper case). */
  defaultCountry?: string;
  /** The selectable countries; by default every country, named in the current language. */
  countries?: PhoneCountry[];
  /** Spec §2: how the number is shown once typed. `auto` keeps international if the visitor typed `+`. */
  displayMode?: PhoneDisplayMode;
  maxLength?: number;
  type?: 'tel' | 'text';
  /** An extra rule the number must also match (tested on the digits and + only). */
  pattern?: RegExp;
  /** Drop any character that cannot be part of a phone number as it is typed. */
  validCharactersOnly?: boolean;
  onChange: (change: PhoneChange) => void;
}

const INVALID_CHARACTERS = /[^\d+\s().-]/g;

/**
 * A phone number with its country: a searchable listbox of countries (spec §3 country entries)
 * and a number box, checked with libphonenumber-js and reported as E.164.
 */
export function PhoneInput({
  id,
  name,
  defaultValue = '',
  defaultCountry = 'ES',
  countries: given,
  displayMode = 'auto',
  maxLength = PHONE_MAX_LENGTH,
  type = 'tel',
  pattern,
  validCharactersOnly = false,
  onChange,
  ...aria
}: PhoneInputProps) {
  const { t, i18n } = useLingui();
  const countries = useMemo(() => given ?? phoneCountries(i18n.locale || 'en'), [given, i18n.locale]);
  const initial = defaultValue ? parsePhoneNumberFromString(defaultValue) : undefined;
  const [country, setCountry] = useState(initial?.country ?? defaultCountry.toUpperCase());
  const [text, setText] = useState(() =>
    initial
      ? displayMode === 'international'
        ? initial.formatInternational()
        : initial.formatNational()
      : '',
  );
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const selected = countries.find((c) => c.iso2 === country);

  const evaluate = (nextText: string, nextCountry: string): PhoneChange => {
    const parsed = parsePhoneNumberFromString(nextText, nextCountry as CountryCode);
    const compact = nextText.replace(/[^\d+]/g, '');
    const valid = Boolean(parsed?.isValid()) && (!pattern || pattern.test(compact));
    return { e164: parsed?.number ?? '', valid, country: parsed?.country ?? nextCountry, text: nextText };
  };
  const current = evaluate(text, country);

  const update = (nextText: string, nextCountry: string) => {
    const change = evaluate(nextText, nextCountry);
    // Typing +351… picks Portugal in the selector.
    if (
      nextText.trim().startsWith('+') &&
      change.country !== nextCountry &&
      countries.some((c) => c.iso2 === change.country)
    )
      setCountry(change.country);
    else setCountry(nextCountry);
    setText(nextText);
    onChange(change);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    let next = event.target.value;
    if (validCharactersOnly) next = next.replace(INVALID_CHARACTERS, '');
    update(next.slice(0, maxLength), country);
  };

  /** On leaving the box the number is laid out for the display mode (not while typing: the caret would jump). */
  const onBlur = () => {
    setTouched(true);
    const parsed = parsePhoneNumberFromString(text, country as CountryCode);
    if (!parsed) return;
    const international =
      displayMode === 'international' || (displayMode === 'auto' && text.trim().startsWith('+'));
    const formatted = international ? parsed.formatInternational() : parsed.formatNational();
    if (formatted !== text && formatted.length <= maxLength) setText(formatted);
  };

  const choose = (c: PhoneCountry) => {
    setOpen(false);
    // A national number keeps its digits under the new country; an international one switches to national.
    const parsed = parsePhoneNumberFromString(text, country as CountryCode);
    const digits = text.trim().startsWith('+') && parsed ? parsed.nationalNumber : text;
    update(digits, c.iso2);
    inputRef.current?.focus();
  };

  const invalid = aria['aria-invalid'] ?? (touched && text.trim() !== '' && !current.valid);
  const dial = selected ? `+${selected.dialCode}` : '';
  const countryName = selected?.name ?? country;

  return (
    <div className={styles.phone}>
      <div className={styles.row}>
        <button
          ref={triggerRef}
          type="button"
          className={styles.trigger}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-label={t`Country code: ${countryName} ${dial}`}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={(event) => {
            // Listbox-button convention: the arrows open the list too.
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          <span aria-hidden="true">
            {country} {dial}
          </span>
        </button>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          inputMode="tel"
          autoComplete="tel"
          className={styles.number}
          value={text}
          maxLength={maxLength}
          onChange={onInput}
          onBlur={onBlur}
          aria-required={aria['aria-required']}
          aria-invalid={invalid || undefined}
          aria-describedby={aria['aria-describedby']}
          required={aria.required}
          data-e164={current.e164 || undefined}
        />
      </div>
      {open ? (
        <CountryPicker
          countries={countries}
          selected={country}
          onChoose={choose}
          onDismiss={() => {
            setOpen(false);
            triggerRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

interface CountryPickerProps {
  countries: PhoneCountry[];
  selected: string;
  onChoose: (country: PhoneCountry) => void;
  onDismiss: () => void;
}

/** A search box driving a listbox (ARIA combobox pattern): arrows move, Enter picks, Escape closes. */
function CountryPicker({ countries, selected, onChoose, onDismiss }: CountryPickerProps) {
  const { t } = useLingui();
  const listId = useId();
  const [query, setQuery] = useState('');
  const found = filterCountries(countries, query);
  const [activeIndex, setActiveIndex] = useState(() =>
    Math.max(
      0,
      found.findIndex((c) => c.iso2 === selected),
    ),
  );
  const active = found[Math.min(activeIndex, found.length - 1)];
  const optionId = (c: PhoneCountry) => `${listId}-${c.iso2}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = found.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(activeIndex + 10, last),
      PageUp: Math.max(activeIndex - 10, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key]!;
      setActiveIndex(next);
      document
        .getElementById(found[next] ? optionId(found[next]) : '')
        ?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) onChoose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDismiss();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDismiss();
  };

  return (
    <div className={styles.picker} onBlur={onBlur}>
      <input
        type="search"
        role="combobox"
        className={styles.search}
        aria-label={t`Search countries`}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        value={query}
        autoFocus
        onChange={(e) => {
          setQuery(e.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={t`Countries`} className={styles.list} tabIndex={-1}>
        {found.map((c) => (
          <li
            key={c.iso2}
            id={optionId(c)}
            role="option"
            aria-selected={c.iso2 === active?.iso2}
            data-current={c.iso2 === selected ? 'true' : undefined}
            className={styles.option}
            // mousedown, not click: the search box would lose focus first and close the list.
            onMouseDown={(e) => {
              e.preventDefault();
              onChoose(c);
            }}
          >
            <span className={styles.optionName}>{c.name}</span>
            <span className={styles.optionCode}>
              {c.iso2} +{c.dialCode}
            </span>
          </li>
        ))}
      </ul>
      {found.length === 0 ? <p className={styles.empty}>{t`No country matches “${query}”.`}</p> : null}
    </div>
  );
}
