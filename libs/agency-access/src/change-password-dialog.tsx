import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useChangePassword } from '@skybook/auth';
import {
  ChangePasswordRequest,
  errorsFromFailure,
  fieldErrors,
  splitFieldErrors,
  type FormErrors,
} from '@skybook/api-contract';
import { Button, Field, Modal, Spinner, controlClassName } from '@skybook/ui';
import { agencyMessage } from '@skybook/ui';
import styles from './change-password-dialog.module.css';

const FIELDS = ['current', 'next', 'repeat'] as const;
type FieldName = (typeof FIELDS)[number];

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the server accepted the new password (other sessions have ended by then). */
  onChanged: () => void;
}

/**
 * Spec §2 change-password dialog (current, new, repeat; cancel and save). The API's own schema
 * checks first: all required, the new one at least 10 characters, not common, different from the
 * current one and equal to the repeat; the server then checks the current password.
 */
export function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<FieldName, string>>({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<FormErrors<FieldName>>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const close = () => {
    setValues({ current: '', next: '', repeat: '' });
    setErrors({});
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = v.safeParse(ChangePasswordRequest, values);
    if (!parsed.success) {
      const found = splitFieldErrors(fieldErrors(parsed.issues), FIELDS);
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    change.mutate(parsed.output, {
      onSuccess: () => {
        setValues({ current: '', next: '', repeat: '' });
        onChanged();
      },
      onError: (error) => setErrors(errorsFromFailure(error, FIELDS)),
    });
  };

  const labels: Record<FieldName, string> = {
    current: t`Current password`,
    next: t`New password`,
    repeat: t`Repeat the new password`,
  };
  return (
    <Modal open={open} onClose={close} title={<Trans>Change password</Trans>} closeLabel={t`Close`} size="sm">
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        id="change-password-form"
        data-state={change.isPending ? 'submitting' : 'idle'}
      >
        {FIELDS.map((name) => (
          <Field
            key={name}
            label={labels[name]}
            name={name}
            required
            error={errors[name] ? agencyMessage(i18n, errors[name]) : undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={(el) => {
                  inputs.current[name] = el;
                }}
                className={controlClassName}
                type="password"
                autoComplete={name === 'current' ? 'current-password' : 'new-password'}
                value={values[name]}
                onChange={(e) => {
                  setValues((current) => ({ ...current, [name]: e.target.value }));
                  setErrors({});
                }}
              />
            )}
          </Field>
        ))}
        {errors.form ? (
          <p className={styles.formError} role="alert">
            {agencyMessage(i18n, errors.form)}
          </p>
        ) : null}
        <div>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>{' '}
          <Button type="submit" aria-disabled={change.isPending ? true : undefined}>
            {change.isPending ? (
              <>
                <Spinner /> <Trans>Saving…</Trans>
              </>
            ) : (
              <Trans>Save</Trans>
            )}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
