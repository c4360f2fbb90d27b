import { useMemo, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { TravelDocumentInput, fieldErrors, type CheckinPassenger } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { Button, Field, Spinner, controlClassName, phoneCountries } from '@skybook/ui';
import { checkinErrorText } from './checkin-errors.ts';
import { DocumentFields, EMPTY_DRAFT, type DocumentDraft, type DocumentField } from './document-fields.tsx';
import type { DocumentInput } from './document-types.ts';
import { usePassengerLabel } from './passenger-label.ts';
import { SavedDocument } from './saved-document.tsx';
import styles from './checkin.module.css';

export type DocumentErrors = Record<string, Partial<Record<DocumentField, string>>>;

export interface DocumentsFormProps {
  /** Everyone on the booking (for names); `travelling` are the ones checking in now, infants included. */
  passengers: readonly CheckinPassenger[];
  travelling: readonly CheckinPassenger[];
  locale: Locale;
  busy: boolean;
  /** The server's answer to the last save, per passenger ref; `form` for the rest; `otp` for the code. */
  errors: { documents: DocumentErrors; form?: string | undefined; otp?: string | undefined };
  /** Where the code for a document change went (masked), once asked for. */
  codeSentTo: string | null;
  onSubmit: (documents: DocumentInput[], otp: string | undefined) => void;
  onRequestCode: () => void;
}

/** A saved document's fields (its number is masked: typed again), or the booking's date of birth. */
const draftOf = ({ document: saved, dateOfBirth }: CheckinPassenger): DocumentDraft =>
  saved
    ? {
        type: saved.type,
        number: '',
        expiryDate: saved.expiryDate,
        nationality: saved.nationality,
        dateOfBirth: saved.dateOfBirth,
      }
    : { ...EMPTY_DRAFT, dateOfBirth: dateOfBirth ?? '' };

/**
 * The documents step: a form for each traveller without a saved document, the saved ones masked
 * (as the API returns them) with "Change", which needs the code mailed to the booking's contact.
 * The contract's own schema checks each document before anything is sent.
 */
export function DocumentsForm({
  passengers,
  travelling,
  locale,
  busy,
  errors,
  codeSentTo,
  onSubmit,
  onRequestCode,
}: DocumentsFormProps) {
  const { t, i18n } = useLingui();
  const label = usePassengerLabel(passengers);
  const countries = useMemo(() => phoneCountries(locale).filter((c) => c.name !== c.iso2), [locale]);
  const countryName = (iso2: string) => countries.find((c) => c.iso2 === iso2)?.name ?? iso2;
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<Record<string, DocumentDraft>>({});
  const [checked, setChecked] = useState<DocumentErrors | null>(null);
  const [otp, setOtp] = useState('');
  const open = travelling.filter((p) => !p.document || editing.has(p.ref));
  const changing = open.some((p) => p.document);
  const shown = checked ?? errors.documents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: DocumentErrors = {};
    const documents = open.map((p) => {
      const input = { ...(drafts[p.ref] ?? draftOf(p)), passengerRef: p.ref };
      const parsed = v.safeParse(TravelDocumentInput, input);
      if (!parsed.success) found[p.ref] = fieldErrors(parsed.issues);
      return input;
    });
    const bad = Object.keys(found).length > 0;
    setChecked(bad ? found : null);
    if (!bad) onSubmit(documents, changing ? otp.trim() : undefined);
  };

  const note = (p: CheckinPassenger) => {
    if (p.type !== 'infant' || !p.adultRef) return undefined;
    const adult = label(p.adultRef);
    return t`Infant travelling with ${adult}`;
  };

  return (
    <form
      className={styles.stack}
      onSubmit={submit}
      noValidate
      aria-label={t`Travel documents`}
      aria-busy={busy}
    >
      <p className={styles.muted}>
        <Trans>Enter the passport or ID card each traveller will fly with.</Trans>
      </p>
      {errors.form ? (
        <p className={styles.error} role="alert">
          {checkinErrorText(i18n, errors.form)}
        </p>
      ) : null}
      {travelling.map((p) =>
        p.document && !editing.has(p.ref) ? (
          <SavedDocument
            key={p.ref}
            passengerRef={p.ref}
            name={label(p.ref)}
            note={note(p)}
            document={p.document}
            country={countryName(p.document.nationality)}
            locale={locale}
            onChange={() => setEditing((prev) => new Set([...prev, p.ref]))}
          />
        ) : (
          <DocumentFields
            key={p.ref}
            passengerRef={p.ref}
            legend={label(p.ref)}
            note={note(p)}
            value={drafts[p.ref] ?? draftOf(p)}
            errors={shown[p.ref] ?? {}}
            countries={countries}
            onChange={(next) => setDrafts((prev) => ({ ...prev, [p.ref]: next }))}
          />
        ),
      )}
      {changing ? (
        <div className={styles.section} data-testid="document-change-code">
          <p>
            <Trans>Changing a saved document needs the code we email to the booking’s contact address.</Trans>
          </p>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={onRequestCode}>
              {codeSentTo ? <Trans>Send a new code</Trans> : <Trans>Email me a code</Trans>}
            </Button>
            {codeSentTo ? (
              <span className={styles.muted} role="status">
                <Trans>We have sent a code to {codeSentTo}.</Trans>
              </span>
            ) : null}
          </div>
          <Field
            label={t`Code from the email`}
            name="otp"
            required
            error={errors.otp ? checkinErrorText(i18n, errors.otp) : undefined}
          >
            {(control) => (
              <input
                {...control}
                className={controlClassName}
                value={otp}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                onChange={(e) => setOtp(e.target.value)}
              />
            )}
          </Field>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={busy || undefined} data-testid="documents-submit">
          {busy ? <Spinner /> : null}{' '}
          {open.length > 0 ? <Trans>Save and continue</Trans> : <Trans>Continue</Trans>}
        </Button>
      </div>
    </form>
  );
}
