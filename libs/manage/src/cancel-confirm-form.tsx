import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Spinner, errorMessage } from '@skybook/ui';
import { CodeField } from './code-field.tsx';
import { sectionStyles as shared } from '@skybook/booking-order';
import styles from './manage.module.css';

export interface CancelConfirmFormProps {
  sentTo: string;
  submitting?: boolean;
  /** The code's error key (`errors.otp_invalid`, `errors.otp_expired`…). */
  error?: string | undefined;
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** The last step of a cancellation: the emailed code, and the button that cannot be undone. */
export function CancelConfirmForm({
  sentTo,
  submitting = false,
  error,
  onSubmit,
  onResend,
  onBack,
}: CancelConfirmFormProps) {
  const { t, i18n } = useLingui();
  const [otp, setOtp] = useState('');
  const [typed, setTyped] = useState(false);
  const [seen, setSeen] = useState(error);
  if (seen !== error) {
    setSeen(error);
    setTyped(false);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit(otp);
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t`Confirm the cancellation`}
      aria-busy={submitting}
    >
      <CodeField
        value={otp}
        sentTo={sentTo}
        error={error && !typed ? errorMessage(i18n, error) : undefined}
        onChange={(code) => {
          setOtp(code);
          setTyped(true);
        }}
      />
      <div className={shared.actions}>
        <Button type="submit" aria-disabled={submitting || undefined} data-testid="cancel-submit">
          {submitting ? (
            <>
              <Spinner /> <Trans>Cancelling…</Trans>
            </>
          ) : (
            <Trans>Cancel my booking</Trans>
          )}
        </Button>
        <Button type="button" variant="secondary" onClick={onResend}>
          <Trans>Send a new code</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          <Trans>Keep my booking</Trans>
        </Button>
      </div>
    </form>
  );
}
