import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { filterCountries, phoneCountries, splitInternational, type PhoneCountry } from './countries.ts';
import { loadPhoneRules, loadedPhoneRules, onPhoneRules, type PhoneRules } from './phone-rules.ts';
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
  /**
   * Called as the visitor types or picks a country. Until the numbering plans have arrived (a
   * moment after the page appears) a change has no `e164` and is not `valid`; the input reports
   * the number again when they arrive, and a form's submit waits for that (`usePhoneCheckedSubmit`).
   */
  onChange: (change: PhoneChange) => void;
}

const INVALID_CHARACTERS = /[^\d+\s().-]/g;

/**
 * The number and country a default value (E.164) starts as. With the numbering plans it is laid
 * out for the display mode; without them (the first render, on the server and on hydration alike)
 * the country comes from the dial code and the digits are shown as they are.
 */
function startOf(
  defaultValue: string,
  defaultCountry: string,
  displayMode: PhoneDisplayMode,
  rules: PhoneRules | undefined,
): { text: string; country: string } {
  const fallback = defaultCountry.toUpperCase();
  if (!defaultValue) return { text: '', country: fallback };
  if (rules) {
    const parsed = rules.parse(defaultValue);
    if (!parsed) return { text: '', country: fallback };
    return {
      country: parsed.country ?? fallback,
      text: displayMode === 'international' ? parsed.formatInternational() : parsed.formatNational(),
    };
  }
  const split = splitInternational(defaultValue);
  if (!split) return { text: '', country: fallback };
  return {
    country: split.country,
    text:
      displayMode === 'international' ? `+${split.dialCode} ${split.nationalNumber}` : split.nationalNumber,
  };
}

/**
 * A phone number with its country: a searchable listbox of countries (spec §3 country entries)
 * and a number box, checked with libphonenumber-js and reported as E.164. The numbering plans
 * load after the first render (decision 097); typing never waits for them.
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
  const [start] = useState(() => startOf(defaultValue, defaultCountry, displayMode, undefined));
  const [country, setCountry] = useState(start.country);
  const [text, setText] = useState(start.text);
  const [rules, setRules] = useState<PhoneRules | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // What the box holds now, written with every change (not at the next render), for the rules'
  // arrival: `edited` once the visitor typed or picked a country.
  const live = useRef({ text: start.text, country: start.country, edited: false });
  const selected = countries.find((c) => c.iso2 === country);

  const show = (nextText: string, nextCountry: string) => {
    live.current = { ...live.current, text: nextText, country: nextCountry };
    setText(nextText);
    setCountry(nextCountry);
  };

  const evaluate = (nextText: string, nextCountry: string, using = rules): PhoneChange => {
    if (!using)
      return {
        e164: '',
        valid: false,
        country: (nextText.trim().startsWith('+') && splitInternational(nextText)?.country) || nextCountry,
        text: nextText,
      };
    const parsed = using.parse(nextText, nextCountry);
    const compact = nextText.replace(/[^\d+]/g, '');
    const valid = Boolean(parsed?.isValid()) && (!pattern || pattern.test(compact));
    return { e164: parsed?.number ?? '', valid, country: parsed?.country ?? nextCountry, text: nextText };
  };
  const current = evaluate(text, country);
  // Handlers read the rules from their module: an event between their arrival and the next render
  // must not report an unchecked number that nothing reports again.
  const ready = () => rules ?? loadedPhoneRules();

  /** Typing +351… picks Portugal in the selector. */
  const countryOf = (change: PhoneChange, nextCountry: string) =>
    change.text.trim().startsWith('+') &&
    change.country !== nextCountry &&
    countries.some((c) => c.iso2 === change.country)
      ? change.country
      : nextCountry;

  const update = (nextText: string, nextCountry: string) => {
    const change = evaluate(nextText, nextCountry, ready());
    live.current.edited = true;
    show(nextText, countryOf(change, nextCountry));
    onChange(change);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    let next = event.target.value;
    if (validCharactersOnly) next = next.replace(INVALID_CHARACTERS, '');
    update(next.slice(0, maxLength), country);
  };

  /** The text laid out for the display mode, or null when it stays as it is. */
  const layout = (using: PhoneRules, nowText: string, nowCountry: string): string | null => {
    const parsed = using.parse(nowText, nowCountry);
    if (!parsed) return null;
    const international =
      displayMode === 'international' || (displayMode === 'auto' && nowText.trim().startsWith('+'));
    const formatted = international ? parsed.formatInternational() : parsed.formatNational();
    return formatted !== nowText && formatted.length <= maxLength ? formatted : null;
  };

  /** On leaving the box the number is laid out for the display mode (not while typing: the caret would jump). */
  const onBlur = () => {
    setTouched(true);
    // Without the rules yet, their arrival lays it out.
    const using = ready();
    const formatted = using ? layout(using, text, country) : null;
    if (formatted) show(formatted, country);
  };

  /**
   * The rules are here: an untouched default is laid out as it would have been with them; a number
   * typed meanwhile is reported again, now checked (and laid out if the visitor has left the box).
   */
  const arrive = useEffectEvent((loaded: PhoneRules) => {
    setRules(loaded);
    const now = live.current;
    if (!now.edited) {
      if (defaultValue) {
        const first = startOf(defaultValue, defaultCountry, displayMode, loaded);
        show(first.text, first.country);
      }
      return;
    }
    const change = evaluate(now.text, now.country, loaded);
    const nextCountry = countryOf(change, now.country);
    const formatted =
      document.activeElement === inputRef.current ? null : layout(loaded, now.text, nextCountry);
    show(formatted ?? now.text, nextCountry);
    onChange(change);
  });

  /** A default that arrives later (the caller's looked-up country) applies until the visitor edits or a number is given. */
  const follow = useEffectEvent((next: string) => {
    if (live.current.edited || defaultValue || next === live.current.country) return;
    show(live.current.text, next);
  });
  useEffect(() => follow(defaultCountry.toUpperCase()), [defaultCountry]);

  useEffect(() => {
    const loaded = loadedPhoneRules();
    if (loaded) {
      arrive(loaded);
      return;
    }
    const off = onPhoneRules((loaded) => arrive(loaded));
    // A failed download is tried again by the next caller (a form's submit).
    loadPhoneRules().catch(() => undefined);
    return off;
  }, []);

  const choose = (c: PhoneCountry) => {
    setOpen(false);
    // A national number keeps its digits under the new country; an international one switches to national.
    const using = ready();
    const national = text.trim().startsWith('+')
      ? using
        ? using.parse(text, country)?.nationalNumber
        : splitInternational(text)?.nationalNumber
      : undefined;
    update(national ?? text, c.iso2);
    inputRef.current?.focus();
  };

  // Not marked before the rules can say so.
  const invalid =
    aria['aria-invalid'] ?? (touched && text.trim() !== '' && rules !== undefined && !current.valid);
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
