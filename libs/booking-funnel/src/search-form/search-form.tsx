import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Airport } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { errorMessage } from '@skybook/booking-order';
import { todayIso } from '../search/iso-date.ts';
import { toSearchRequest, type SelectSearch } from '../search/select-search.ts';
import { AirportCombobox } from './airport-combobox.tsx';
import { DatePicker } from './date-picker.tsx';
import { PassengerSelector } from './passenger-selector.tsx';
import type { Party } from './passenger-rules.ts';
import styles from './search-form.module.css';

export interface SearchFormViewProps {
  airports: readonly Airport[];
  airportsLoading?: boolean;
  airportsUnavailable?: boolean;
  locale: Locale;
  currency: string;
  initial?: SelectSearch;
  onSearch: (search: SelectSearch) => void;
  /** Fixed "today" for stories and tests; the visitor's own day otherwise. */
  today?: string;
}

type FormField = 'origin' | 'destination' | 'departDate' | 'returnDate' | 'passengers';

/** The contract reports party problems per count; the form shows them under the one selector. */
function formErrors(fields: Record<string, string>): Partial<Record<FormField, string>> {
  const out: Partial<Record<FormField, string>> = {};
  for (const [path, key] of Object.entries(fields)) {
    const field = ['adults', 'children', 'infants'].includes(path) ? 'passengers' : (path as FormField);
    out[field] ??= key;
  }
  return out;
}

/** Home's flight search: where, when, who; a valid search goes to `/select` as URL params. */
export function SearchFormView(props: SearchFormViewProps) {
  const { airports, airportsLoading, airportsUnavailable, locale, currency, initial, onSearch, today } =
    props;
  const { t, i18n } = useLingui();
  const [trip, setTrip] = useState<'return' | 'oneway'>(initial && !initial.return ? 'oneway' : 'return');
  const [origin, setOrigin] = useState(initial?.from);
  const [destination, setDestination] = useState(initial?.to);
  const [depart, setDepart] = useState(initial?.depart);
  const [back, setBack] = useState(initial?.return);
  const [party, setParty] = useState<Party>({
    adults: initial?.adults ?? 1,
    children: initial?.children ?? 0,
    infants: initial?.infants ?? 0,
  });
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const min = today ?? todayIso();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const search: SelectSearch = {
      ...(origin ? { from: origin } : {}),
      ...(destination ? { to: destination } : {}),
      ...(depart ? { depart } : {}),
      ...(trip === 'return' && back ? { return: back } : {}),
      ...party,
    };
    const check = toSearchRequest(search, currency, min);
    const found = check.ok ? {} : formErrors(check.fields);
    if (trip === 'return' && !back) found.returnDate ??= 'errors.required';
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(search);
  };
  const message = (field: FormField) => (errors[field] ? i18n._(errorMessage(errors[field])) : undefined);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Search flights`}>
      <fieldset className={styles.trip}>
        <legend className={styles.visuallyHidden}>
          <Trans>Trip type</Trans>
        </legend>
        {(['return', 'oneway'] as const).map((value) => (
          <label key={value} className={styles.tripOption}>
            <input
              type="radio"
              name="trip"
              value={value}
              checked={trip === value}
              onChange={() => setTrip(value)}
            />
            {value === 'return' ? <Trans>Round trip</Trans> : <Trans>One way</Trans>}
          </label>
        ))}
      </fieldset>
      <div className={styles.fields}>
        <AirportCombobox
          label={t`From`}
          name="from"
          airports={airports}
          loading={airportsLoading}
          unavailable={airportsUnavailable}
          value={origin}
          onChange={setOrigin}
          locale={locale}
          error={message('origin')}
        />
        <AirportCombobox
          label={t`To`}
          name="to"
          airports={airports}
          loading={airportsLoading}
          unavailable={airportsUnavailable}
          value={destination}
          onChange={setDestination}
          locale={locale}
          error={message('destination')}
        />
        <DatePicker
          label={t`Departure`}
          value={depart}
          onChange={(day) => {
            setDepart(day);
            if (back && back < day) setBack(undefined);
          }}
          locale={locale}
          min={min}
          error={message('departDate')}
        />
        {trip === 'return' && (
          <DatePicker
            label={t`Return`}
            value={back}
            onChange={setBack}
            locale={locale}
            min={depart ?? min}
            error={message('returnDate')}
          />
        )}
        <PassengerSelector
          label={t`Passengers`}
          value={party}
          onChange={setParty}
          error={message('passengers')}
        />
      </div>
      <button type="submit" className={styles.submit}>
        <Trans>Search flights</Trans>
      </button>
    </form>
  );
}
