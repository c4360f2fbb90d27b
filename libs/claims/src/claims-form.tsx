import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import {
  CLAIM_DESCRIPTION_MIN,
  ClaimRequest,
  errorsFromFailure,
  fieldErrors,
  splitFieldErrors,
  type ClaimType,
  type FormErrors,
} from '@skybook/api-contract';
import { Button, Field, Spinner, controlClassName, errorMessage } from '@skybook/ui';
import { ClaimReceipt } from './claim-receipt.tsx';
import styles from './claims-form.module.css';
import { useSubmitClaim } from './use-submit-claim.ts';

const FIELDS = ['name', 'email', 'phone', 'documentId', 'type', 'description', 'bookingReference'] as const;
type FieldName = (typeof FIELDS)[number];
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const EMPTY: Record<FieldName, string> = {
  name: '',
  email: '',
  phone: '',
  documentId: '',
  type: '',
  description: '',
  bookingReference: '',
};

/**
 * The claims and requests form. Validated with the API's own schema before sending; field errors
 * (from either side) show beside their field; once filed, the receipt number replaces the form.
 */
export function ClaimsForm() {
  const { t, i18n } = useLingui();
  const submit = useSubmitClaim();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors<FieldName>>({});
  const inFlight = useRef(false);
  // Marks the form live: before hydration a click would submit it natively (tests wait for this).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});

  if (submit.isSuccess) return <ClaimReceipt receipt={submit.data.receipt} email={submit.variables.email} />;

  const bind = (field: FieldName) => ({
    ref: (el: Control | null) => {
      controls.current[field] = el;
    },
    value: values[field],
    className: controlClassName,
    onChange: (event: ChangeEvent<Control>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors(({ [field]: _cleared, form: _form, ...rest }) => rest);
    },
  });
  const message = (field: FieldName | 'form') =>
    errors[field] ? errorMessage(i18n, errors[field]) : undefined;

  const showErrors = (found: FormErrors<FieldName>) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) controls.current[first]?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || submit.isPending) return;
    const parsed = v.safeParse(ClaimRequest, { ...values, language: i18n.locale });
    if (!parsed.success) {
      showErrors(splitFieldErrors(fieldErrors(parsed.issues), FIELDS));
      return;
    }
    inFlight.current = true;
    submit.mutate(parsed.output, {
      onError: (error) => showErrors(errorsFromFailure(error, FIELDS)),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const types: Array<{ value: ClaimType; label: string }> = [
    { value: 'claim', label: t`Claim` },
    { value: 'complaint', label: t`Complaint` },
    { value: 'request', label: t`Request` },
  ];

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Claims and requests form`}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <p className={styles.legend}>
        <Trans>Fields marked with an asterisk (*) are required.</Trans>
      </p>
      <div className={styles.grid}>
        <Field label={t`Full name`} name="name" required error={message('name')}>
          {(control) => <input {...control} {...bind('name')} type="text" autoComplete="name" />}
        </Field>
        <Field label={t`Email`} name="email" required error={message('email')}>
          {(control) => (
            <input {...control} {...bind('email')} type="email" inputMode="email" autoComplete="email" />
          )}
        </Field>
        <Field label={t`Phone`} name="phone" required error={message('phone')}>
          {(control) => (
            <input {...control} {...bind('phone')} type="tel" autoComplete="tel" maxLength={25} />
          )}
        </Field>
        <Field label={t`ID or passport number`} name="documentId" error={message('documentId')}>
          {(control) => <input {...control} {...bind('documentId')} type="text" maxLength={30} />}
        </Field>
        <Field label={t`Type`} name="type" required error={message('type')}>
          {(control) => (
            <select {...control} {...bind('type')}>
              <option value="">{t`Choose one…`}</option>
              {types.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t`Booking reference`}
          name="bookingReference"
          error={message('bookingReference')}
          hint={t`6 letters or digits, if it is about a booking.`}
        >
          {(control) => (
            <input
              {...control}
              {...bind('bookingReference')}
              type="text"
              maxLength={6}
              autoCapitalize="characters"
              className={`${controlClassName} ${styles.reference}`}
            />
          )}
        </Field>
      </div>
      <Field
        label={t`Description`}
        name="description"
        required
        error={message('description')}
        hint={t`At least ${CLAIM_DESCRIPTION_MIN} characters.`}
      >
        {(control) => <textarea {...control} {...bind('description')} rows={6} />}
      </Field>
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {message('form')}
        </p>
      ) : null}
      <div>
        <Button type="submit" aria-disabled={submit.isPending ? true : undefined} data-testid="claims-submit">
          {submit.isPending ? (
            <>
              <Spinner /> <Trans>Sending…</Trans>
            </>
          ) : (
            <Trans>Send</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
