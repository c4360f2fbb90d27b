import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import {
  PassengersRequest,
  fieldErrors,
  icaoTransliterate,
  type PassengerType,
  type PassengersData,
} from '@skybook/api-contract';
import { Button, Field, Spinner, controlClassName, errorMessage, usePhoneCheckedSubmit } from '@skybook/ui';
import { ContactFields, checkoutStyles } from '@skybook/booking-order';
import styles from './passenger-form.module.css';

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** A passenger the order already has: its id (the order's ref) and anything saved before. */
export interface KnownPassenger {
  id: string;
  type: PassengerType;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  adultId?: string | null;
}

export interface PassengerFormProps {
  /** The party's size, for a form with made-up ids (stories); an order passes `passengers`. */
  counts?: PassengerCounts;
  /** The order's passengers: their refs become the ids sent back, and saved values prefill it. */
  passengers?: readonly KnownPassenger[];
  /** Saved contact details, so going back to this step loses nothing. */
  contact?: { email: string; phone: string } | undefined;
  /** The first flight's local date, `YYYY-MM-DD`: ages are measured on it. */
  departureDate: string;
  onSubmit: (data: PassengersData) => void;
  submitting?: boolean;
  /** Field error keys by path (`passengers.0.firstName`) from a failed server call. */
  serverErrors?: Record<string, string> | undefined;
  /** ISO code the phone's country selector starts on. */
  defaultCountry?: string;
}

interface PassengerDraft {
  id: string;
  type: PassengerType;
  /** 1-based among passengers of the same type, for labels. */
  number: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  adultId: string;
}

function known(list: readonly KnownPassenger[]): PassengerDraft[] {
  const adults = list.filter((p) => p.type === 'adult');
  let infants = 0;
  return list.map((p) => ({
    id: p.id,
    type: p.type,
    number: list.filter((q) => q.type === p.type).indexOf(p) + 1,
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    dateOfBirth: p.dateOfBirth ?? '',
    // Infant n starts on adult n's lap unless the order says otherwise.
    adultId: p.type === 'infant' ? (p.adultId ?? adults[infants++]?.id ?? '') : '',
  }));
}

function drafts(counts: PassengerCounts): PassengerDraft[] {
  const make = (type: PassengerType, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `${type}-${i + 1}`,
      type,
      number: i + 1,
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      // Infant n starts on adult n's lap: one infant per adult.
      adultId: type === 'infant' && i < counts.adults ? `adult-${i + 1}` : '',
    }));
  return [
    ...make('adult', counts.adults),
    ...make('child', counts.children),
    ...make('infant', counts.infants),
  ];
}

/**
 * The passengers step: names for everyone, a date of birth for children and infants, the adult
 * each infant travels with, and the contact email and phone. Validated with the API's own schema;
 * the names are also shown as they will be printed on the ticket (ICAO 9303).
 */
export function PassengerForm({
  counts = { adults: 1, children: 0, infants: 0 },
  passengers: knownPassengers,
  contact,
  departureDate,
  onSubmit,
  submitting = false,
  serverErrors,
  defaultCountry = 'ES',
}: PassengerFormProps) {
  const { t, i18n } = useLingui();
  const [passengers, setPassengers] = useState(() =>
    knownPassengers ? known(knownPassengers) : drafts(counts),
  );
  const [email, setEmail] = useState(contact?.email ?? '');
  const [phone, setPhone] = useState(contact?.phone ?? '');
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [focusFirstError, setFocusFirstError] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  useEffect(() => {
    if (!focusFirstError) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setFocusFirstError(false);
  }, [focusFirstError]);

  const clear = (path: string) => setErrors(({ [path]: _cleared, '': _form, ...rest }) => rest);
  const message = (path: string) => (errors[path] ? errorMessage(i18n, errors[path]) : undefined);
  const update = (index: number, field: keyof PassengerDraft, value: string) => {
    setPassengers((ps) => ps.map((p, i) => (i === index ? { ...p, [field]: value } : p)));
    clear(`passengers.${index}.${field}`);
  };

  const adults = passengers.filter((p) => p.type === 'adult');
  const adultLabel = (p: PassengerDraft) => {
    const n = p.number;
    const full = `${p.firstName} ${p.lastName}`.trim();
    return full ? t`Adult ${n}: ${full}` : t`Adult ${n}`;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const input = {
      departureDate,
      passengers: passengers.map(({ id, type, firstName, lastName, dateOfBirth, adultId }) =>
        type === 'adult'
          ? { id, type, firstName, lastName }
          : type === 'child'
            ? { id, type, firstName, lastName, dateOfBirth }
            : { id, type, firstName, lastName, dateOfBirth, adultId },
      ),
      contact: { email, phone },
    };
    const parsed = v.safeParse(PassengersRequest, input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      setFocusFirstError(true);
      return;
    }
    onSubmit(parsed.output);
  };
  // The phone's full check loads after the page appears: a submit before it waits (decision 097).
  const submitChecked = usePhoneCheckedSubmit(submit, () => setErrors({ '': 'errors.message' }));

  const heading = (p: PassengerDraft) => {
    const n = p.number;
    if (p.type === 'child') return t`Child ${n}`;
    if (p.type === 'infant') return t`Infant ${n} (under 2)`;
    return t`Adult ${n}`;
  };

  return (
    <form
      ref={formRef}
      className={checkoutStyles.form}
      onSubmit={submitChecked}
      noValidate
      aria-label={t`Passengers`}
    >
      <p>
        <Trans>Enter the names exactly as they appear on each passport or ID card.</Trans>
      </p>
      {errors[''] ? (
        <p className={checkoutStyles.formError} role="alert">
          {errorMessage(i18n, errors['']!)}
        </p>
      ) : null}
      {passengers.map((p, index) => {
        const path = (field: string) => `passengers.${index}.${field}`;
        const ticket = [icaoTransliterate(p.lastName), icaoTransliterate(p.firstName)]
          .filter(Boolean)
          .join('/');
        return (
          <fieldset key={p.id} className={styles.fieldset} data-passenger={p.id}>
            <legend className={styles.legend}>{heading(p)}</legend>
            <div className={styles.pair}>
              <Field
                label={t`First name`}
                name={path('firstName')}
                required
                error={message(path('firstName'))}
              >
                {(control) => (
                  <input
                    {...control}
                    className={controlClassName}
                    type="text"
                    autoComplete={p.type === 'adult' && index === 0 ? 'given-name' : 'off'}
                    value={p.firstName}
                    onChange={(e) => update(index, 'firstName', e.target.value)}
                  />
                )}
              </Field>
              <Field label={t`Last name`} name={path('lastName')} required error={message(path('lastName'))}>
                {(control) => (
                  <input
                    {...control}
                    className={controlClassName}
                    type="text"
                    autoComplete={p.type === 'adult' && index === 0 ? 'family-name' : 'off'}
                    value={p.lastName}
                    onChange={(e) => update(index, 'lastName', e.target.value)}
                  />
                )}
              </Field>
            </div>
            {ticket ? (
              <p className={styles.ticketName} data-testid={`ticket-name-${p.id}`}>
                <Trans>On the ticket: {ticket}</Trans>
              </p>
            ) : null}
            {p.type !== 'adult' ? (
              <Field
                label={t`Date of birth`}
                name={path('dateOfBirth')}
                required
                error={message(path('dateOfBirth'))}
              >
                {(control) => (
                  <input
                    {...control}
                    className={controlClassName}
                    type="date"
                    max={departureDate}
                    value={p.dateOfBirth}
                    onChange={(e) => update(index, 'dateOfBirth', e.target.value)}
                  />
                )}
              </Field>
            ) : null}
            {p.type === 'infant' ? (
              <Field label={t`Travels with`} name={path('adultId')} required error={message(path('adultId'))}>
                {(control) => (
                  <select
                    {...control}
                    className={controlClassName}
                    value={p.adultId}
                    onChange={(e) => update(index, 'adultId', e.target.value)}
                  >
                    <option value="">{t`Choose an adult…`}</option>
                    {adults.map((a) => (
                      <option key={a.id} value={a.id}>
                        {adultLabel(a)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : null}
          </fieldset>
        );
      })}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Contact details</Trans>
        </legend>
        <div className={styles.pair}>
          <ContactFields
            emailLabel={t`Email`}
            phoneLabel={t`Phone`}
            email={email}
            initialPhone={contact?.phone}
            defaultCountry={defaultCountry}
            emailError={message('contact.email')}
            phoneError={message('contact.phone')}
            onEmailChange={(value) => {
              setEmail(value);
              clear('contact.email');
            }}
            onPhoneChange={(value) => {
              setPhone(value);
              clear('contact.phone');
            }}
          />
        </div>
      </fieldset>
      <Button type="submit" aria-disabled={submitting || undefined} data-testid="passengers-submit">
        {submitting ? (
          <Fragment>
            <Spinner /> <Trans>Saving…</Trans>
          </Fragment>
        ) : (
          <Trans>Continue</Trans>
        )}
      </Button>
    </form>
  );
}
