import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactFields, sectionStyles as shared } from '@skybook/booking-order';
import { Button, Spinner, errorMessage, usePhoneCheckedSubmit } from '@skybook/ui';
import { CodeField } from './code-field.tsx';
import styles from './manage.module.css';

export interface ContactChange {
  otp: string;
  email: string;
  phone: string;
}

export interface ContactChangeFormProps {
  /** The masked address the code went to. */
  sentTo: string;
  submitting?: boolean;
  /** Field keys of a refused change (`otp`, `contact.email`, `contact.phone`). */
  errors?: Record<string, string> | undefined;
  /** ISO code the phone's country selector starts on. */
  defaultCountry?: string | undefined;
  onSubmit: (change: ContactChange) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** The new email and phone, with the code that proves the current address agrees. */
export function ContactChangeForm(props: ContactChangeFormProps) {
  const { sentTo, submitting = false, errors = {}, defaultCountry, onSubmit, onResend, onCancel } = props;
  const { t, i18n } = useLingui();
  const [otp, setOtp] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  // Errors typed over are stale: hide them until the next answer.
  const [edited, setEdited] = useState<Set<string>>(new Set());
  // Compared by content: the parent derives a new object from the same answer on every render.
  const answer = JSON.stringify(errors);
  const [seen, setSeen] = useState(answer);
  if (seen !== answer) {
    setSeen(answer);
    setEdited(new Set());
  }
  const message = (field: string) =>
    errors[field] && !edited.has(field) ? errorMessage(i18n, errors[field]) : undefined;
  const touch = (field: string) => setEdited((s) => new Set(s).add(field));
  const [unavailable, setUnavailable] = useState(false);
  // The phone is reported as E.164 once its rules have loaded, after the page appears: a submit
  // before that waits for them (decision 097).
  const submit = usePhoneCheckedSubmit(
    (event: FormEvent) => {
      event.preventDefault();
      setUnavailable(false);
      if (!submitting) onSubmit({ otp, email: email.trim(), phone });
    },
    () => setUnavailable(true),
  );
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t`Change contact details`}
      aria-busy={submitting}
    >
      {unavailable ? (
        <p className={shared.notice} role="alert">
          {errorMessage(i18n, 'errors.message')}
        </p>
      ) : null}
      <CodeField
        value={otp}
        sentTo={sentTo}
        error={message('otp')}
        onChange={(code) => {
          setOtp(code);
          touch('otp');
        }}
      />
      <ContactFields
        emailLabel={t`New email`}
        phoneLabel={t`New phone`}
        email={email}
        defaultCountry={defaultCountry}
        emailError={message('contact.email')}
        phoneError={message('contact.phone')}
        onEmailChange={(value) => {
          setEmail(value);
          touch('contact.email');
        }}
        onPhoneChange={(value) => {
          setPhone(value);
          touch('contact.phone');
        }}
      />
      <div className={shared.actions}>
        <Button type="submit" aria-disabled={submitting || undefined} data-testid="contact-submit">
          {submitting ? (
            <>
              <Spinner /> <Trans>Saving…</Trans>
            </>
          ) : (
            <Trans>Save contact details</Trans>
          )}
        </Button>
        <Button type="button" variant="secondary" onClick={onResend}>
          <Trans>Send a new code</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Keep the current details</Trans>
        </Button>
      </div>
    </form>
  );
}
