import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginErrorKey, useLogin } from '@skybook/auth';
import { errorsFromFailure, type FormErrors } from '@skybook/api-contract';
import { Button, Field, Spinner, controlClassName } from '@skybook/ui';
import { agencyMessage } from '@skybook/ui';
import styles from './login-form.module.css';

type FieldName = 'username' | 'password';

export interface LoginFormProps {
  /** Spec §2: the external agency registration page. */
  signupUrl: string;
  /** The visitor's anonymous uid, sent with the login (spec §3 login payload). */
  uid?: string | undefined;
  /** After a successful sign-in; defaults to reloading the page so it renders signed in. */
  onSignedIn?: (uid: string) => void;
}

/**
 * Spec §2/§5/§8 agency login: username required (trimmed), then password required; 401 shows
 * `agency.invalidCredentials`, any other failure `agency.serverError`. While submitting, the button
 * shows a spinner and further submits are ignored.
 */
export function LoginForm({ signupUrl, uid, onSignedIn = () => window.location.reload() }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const login = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<FieldName>>({});
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const submitting = login.isPending || login.isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || submitting) return;
    const username = values.username.trim();
    const found: FormErrors<FieldName> = !username
      ? { username: 'errors.username_required' }
      : !values.password
        ? { password: 'errors.password_required' }
        : {};
    setErrors(found);
    const first = (['username', 'password'] as const).find((f) => found[f]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    login.mutate(
      { username, password: values.password, ...(uid ? { uid } : {}) },
      {
        onSuccess: (answer) => onSignedIn(answer.uid),
        onError: (error) => {
          const fields = errorsFromFailure(error, ['username', 'password'] as const);
          setErrors(fields.username || fields.password ? fields : { form: loginErrorKey(error) });
          inFlight.current = false;
        },
      },
    );
  };

  const message = (key: FieldName | 'form') => (errors[key] ? agencyMessage(i18n, errors[key]) : undefined);
  const field = (name: FieldName, label: string, type: string, autoComplete: string) => (
    <Field label={label} name={name} required error={message(name)}>
      {(control) => (
        <input
          {...control}
          ref={(el) => {
            inputs.current[name] = el;
          }}
          className={controlClassName}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            setErrors({});
          }}
        />
      )}
    </Field>
  );

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="agency-login-title"
      data-hydrated={hydrated ? 'true' : undefined}
      data-state={submitting ? 'submitting' : 'idle'}
    >
      <h2 id="agency-login-title" className={styles.title}>
        <Trans>Agency access</Trans>
      </h2>
      {field('username', t`Username`, 'text', 'username')}
      {field('password', t`Password`, 'password', 'current-password')}
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {message('form')}
        </p>
      ) : null}
      <Button type="submit" aria-disabled={submitting ? true : undefined} data-testid="agency-login-submit">
        {submitting ? (
          <>
            <Spinner /> <Trans>Signing in…</Trans>
          </>
        ) : (
          <Trans>Access</Trans>
        )}
      </Button>
      <p className={styles.signup}>
        <Trans>
          Not an agency partner yet? <a href={signupUrl}>Sign up as an agency</a>
        </Trans>
      </p>
    </form>
  );
}
