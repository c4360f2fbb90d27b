import { Trans, useLingui } from '@lingui/react/macro';
import type { DocumentInput } from './document-types.ts';
import { Field, controlClassName } from '@skybook/ui';
import { checkinErrorText } from './checkin-errors.ts';
import styles from './checkin.module.css';

/** One passenger's document as typed (the contract's input without whose it is). */
export type DocumentDraft = Omit<DocumentInput, 'passengerRef'>;
export type DocumentField = keyof DocumentDraft;

export const EMPTY_DRAFT: DocumentDraft = {
  type: 'passport',
  number: '',
  expiryDate: '',
  nationality: '',
  dateOfBirth: '',
};

export interface DocumentFieldsProps {
  passengerRef: string;
  legend: string;
  /** e.g. "Infant, travels with Ana" under the legend. */
  note?: string | undefined;
  value: DocumentDraft;
  errors: Partial<Record<DocumentField, string>>;
  countries: ReadonlyArray<{ iso2: string; name: string }>;
  onChange: (next: DocumentDraft) => void;
}

/** Type, number, expiry, nationality and date of birth of one passenger's travel document. */
export function DocumentFields({
  passengerRef,
  legend,
  note,
  value,
  errors,
  countries,
  onChange,
}: DocumentFieldsProps) {
  const { t, i18n } = useLingui();
  const error = (f: DocumentField) => (errors[f] ? checkinErrorText(i18n, errors[f]) : undefined);
  const set = (f: DocumentField) => (e: { target: { value: string } }) =>
    onChange({ ...value, [f]: e.target.value });
  return (
    <fieldset className={styles.fieldset} data-passenger={passengerRef}>
      <legend className={styles.legend}>{legend}</legend>
      {note ? <p className={styles.muted}>{note}</p> : null}
      <div className={styles.fields}>
        <Field label={t`Document type`} name="type" required error={error('type')}>
          {(control) => (
            <select {...control} className={controlClassName} value={value.type} onChange={set('type')}>
              <option value="passport">{t`Passport`}</option>
              <option value="id_card">{t`ID card`}</option>
            </select>
          )}
        </Field>
        <Field label={t`Document number`} name="number" required error={error('number')}>
          {(control) => (
            <input
              {...control}
              className={controlClassName}
              value={value.number}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              onChange={set('number')}
            />
          )}
        </Field>
        <Field label={t`Expiry date`} name="expiryDate" required error={error('expiryDate')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={controlClassName}
              value={value.expiryDate}
              onChange={set('expiryDate')}
            />
          )}
        </Field>
        <Field label={t`Nationality`} name="nationality" required error={error('nationality')}>
          {(control) => (
            <select
              {...control}
              className={controlClassName}
              value={value.nationality}
              onChange={set('nationality')}
            >
              <option value="">{t`Choose a country`}</option>
              {countries.map((c) => (
                <option key={c.iso2} value={c.iso2}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Date of birth`} name="dateOfBirth" required error={error('dateOfBirth')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={controlClassName}
              value={value.dateOfBirth}
              autoComplete="bday"
              onChange={set('dateOfBirth')}
            />
          )}
        </Field>
      </div>
      <p className={styles.muted}>
        <Trans>As printed on the document. It must be valid until the end of your trip.</Trans>
      </p>
    </fieldset>
  );
}
