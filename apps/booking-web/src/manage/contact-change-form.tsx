import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, PhoneInput, Spinner, controlClassName, errorMessage } from '@skybook/ui';
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
  const message = (field: string) => (errors[field] && !edited.has(field) ? errorMessage(i18n, errors[field]) : undefined);
  const touch = (field: string) => setEdited((s) => new Set(s).add(field));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit({ otp, email: email.trim(), phone });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Change contact details`} aria-busy={submitting}>
      <CodeField
        value={otp}
        sentTo={sentTo}
        error={message('otp')}
        onChange={(code) => {
          setOtp(code);
          touch('otp');
        }}
      />
      <Field label={t`New email`} name="contact.email" required error={message('contact.email')}>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              touch('contact.email');
            }}
          />
        )}
      </Field>
      <Field label={t`New phone`} name="contact.phone" required error={message('contact.phone')}>
        {(control) => (
          <PhoneInput
            {...control}
            {...(defaultCountry ? { defaultCountry } : {})}
            validCharactersOnly
            onChange={(change) => {
              // The server checks it: an unparseable number is sent as typed and reported invalid.
              setPhone(change.e164 || change.text);
              touch('contact.phone');
            }}
          />
        )}
      </Field>
      <div className={styles.actions}>
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
