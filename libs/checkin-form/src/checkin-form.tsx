import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, Spinner, controlClassName, errorMessage } from '@skybook/ui';
import {
  lookupErrorKey,
  requiredFieldErrors,
  reservationRoute,
  type LookupOutcome,
  type ReservationIntent,
} from './reservation-route.ts';
import styles from './checkin-form.module.css';

export interface CheckinFormProps {
  /** Which partner path an unknown booking opens, and the button's wording. */
  intent: ReservationIntent;
  /** Finds the booking; `{ kind: 'unknown' }` when it is not one of ours. Throws on failure. */
  lookup: (input: { referenceCode: string; lastName: string }) => Promise<LookupOutcome>;
  /** The partner airline's site for this domain, or null where there is none. */
  partnerBaseUrl: string | null;
  /** Goes to a page of this site (the router's navigate). */
  onNavigate: (href: string) => void;
  /** Opens the partner's page in a new tab; stories and tests pass their own. */
  openExternal?: (url: string) => void;
}

const openInNewTab = (url: string) => void window.open(url, '_blank', 'noopener');

/**
 * Spec §2 check-in / manage-reservation form: booking reference and last name, both required
 * after trimming. Submitting looks the booking up and routes it (see `reservationRoute`); while
 * the lookup runs the button is busy and repeat submits are ignored.
 */
export function CheckinForm({
  intent,
  lookup,
  partnerBaseUrl,
  onNavigate,
  openExternal = openInNewTab,
}: CheckinFormProps) {
  const { t, i18n } = useLingui();
  const [referenceCode, setReferenceCode] = useState('');
  const [lastName, setLastName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const errors = requiredFieldErrors({ referenceCode, lastName });
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    const input = { referenceCode: referenceCode.trim().toUpperCase(), lastName: lastName.trim() };
    setSubmitting(true);
    try {
      const route = reservationRoute(await lookup(input), input, {
        intent,
        locale: i18n.locale,
        partnerBaseUrl,
      });
      if (route.kind === 'internal') onNavigate(route.href);
      else if (route.kind === 'external') openExternal(route.url);
      else setFormError(route.key);
    } catch (error) {
      setFormError(lookupErrorKey(error));
    } finally {
      setSubmitting(false);
    }
  };

  const label = intent === 'manage' ? t`Manage your booking` : t`Online check-in`;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={label}
      aria-busy={submitting}
    >
      {formError ? (
        <p className={styles.error} role="alert">
          {errorMessage(i18n, formError)}
        </p>
      ) : null}
      <Field
        label={t`Booking reference`}
        name="referenceCode"
        required
        error={fieldErrors['referenceCode'] ? errorMessage(i18n, fieldErrors['referenceCode']) : undefined}
      >
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            value={referenceCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            onChange={(e) => setReferenceCode(e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t`Last name`}
        name="lastName"
        required
        error={fieldErrors['lastName'] ? errorMessage(i18n, fieldErrors['lastName']) : undefined}
      >
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            value={lastName}
            autoComplete="family-name"
            maxLength={60}
            onChange={(e) => setLastName(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" aria-disabled={submitting || undefined}>
        {submitting ? (
          <>
            <Spinner /> <Trans>Searching…</Trans>
          </>
        ) : intent === 'manage' ? (
          <Trans>Find my booking</Trans>
        ) : (
          <Trans>Check in</Trans>
        )}
      </Button>
    </form>
  );
}
