import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import {
  NewsletterRequest,
  errorsFromFailure,
  fieldErrors,
  splitFieldErrors,
  type FormErrors,
} from '@skybook/api-contract';
import { Button, Field, Spinner, controlClassName, errorMessage } from '@skybook/ui';
import { NewsletterConfirmation } from './newsletter-confirmation.tsx';
import styles from './newsletter-form.module.css';
import { useNewsletterSignup } from './use-newsletter-signup.ts';

const FIELDS = ['name', 'email'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * Spec §2 footer sign-up, §4 states: idle → submitting (loading label and spinner; further clicks
 * ignored) → submitted (button disabled and labelled so, confirmation dialog). Typing in a field
 * clears the errors and the submitted state. Validated with the API's own schema before sending.
 */
export function NewsletterForm() {
  const { t, i18n } = useLingui();
  const signup = useNewsletterSignup();
  const [values, setValues] = useState<Record<FieldName, string>>({ name: '', email: '' });
  const [errors, setErrors] = useState<FormErrors<FieldName>>({});
  const [dialogOpen, setDialogOpen] = useState(false);
  // The mutation's own pending flag arrives a render late; a second click in between must not send.
  const inFlight = useRef(false);
  // Marks the form live: before hydration a click would submit it natively (tests wait for this).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const submitting = signup.isPending;
  const submitted = signup.isSuccess;

  const onChange = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors({});
    if (!signup.isPending) signup.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || submitting || submitted) return;
    const parsed = v.safeParse(NewsletterRequest, { ...values, language: i18n.locale });
    if (!parsed.success) {
      const found = splitFieldErrors(fieldErrors(parsed.issues), FIELDS);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    signup.mutate(parsed.output, {
      onSuccess: () => setDialogOpen(true),
      onError: (error) => setErrors(errorsFromFailure(error, FIELDS)),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const message = (field: FieldName | 'form') =>
    errors[field] ? errorMessage(i18n, errors[field]) : undefined;

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="newsletter-title"
      data-hydrated={hydrated ? 'true' : undefined}
      data-state={submitting ? 'submitting' : submitted ? 'submitted' : 'idle'}
    >
      <h2 id="newsletter-title" className={styles.title}>
        <Trans>Get our offers by email</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>Sign up and be the first to hear about our best fares.</Trans>
      </p>
      <div className={styles.fields}>
        <Field label={t`Name`} name="name" required error={message('name')}>
          {(control) => (
            <input
              {...control}
              ref={(el) => {
                inputs.current.name = el;
              }}
              className={controlClassName}
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={onChange('name')}
            />
          )}
        </Field>
        <Field label={t`Email`} name="email" required error={message('email')}>
          {(control) => (
            <input
              {...control}
              ref={(el) => {
                inputs.current.email = el;
              }}
              className={controlClassName}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={onChange('email')}
            />
          )}
        </Field>
        <Button
          type="submit"
          className={styles.submit}
          aria-disabled={submitting || submitted ? true : undefined}
          data-testid="newsletter-submit"
        >
          {submitting ? (
            <>
              <Spinner /> <Trans>Subscribing…</Trans>
            </>
          ) : submitted ? (
            signup.data?.status === 'already_subscribed' ? (
              <Trans>Subscribed</Trans>
            ) : (
              <Trans>Check your inbox</Trans>
            )
          ) : (
            <Trans>Subscribe</Trans>
          )}
        </Button>
      </div>
      {/* Explicit consent (issue 17): what signing up means, before the visitor does it. */}
      <p className={styles.consent}>
        <Trans>
          By subscribing you agree to receive our offers by email. We will first send you a link to confirm,
          and every email lets you unsubscribe.
        </Trans>
      </p>
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {message('form')}
        </p>
      ) : null}
      <NewsletterConfirmation
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        status={signup.data?.status ?? 'confirmation_sent'}
        email={signup.variables?.email ?? values.email}
      />
    </form>
  );
}
