import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { openCompanySignIn, useCompanySignInDone } from '@skybook/auth';
import { Button, Field, controlClassName } from '@skybook/ui';
import { ssoFailureMessage } from './sso-messages.ts';
import styles from './login-form.module.css';

export interface CompanySignInProps {
  /** Opens the provider; the default is a 960×600 popup, the page itself when it is blocked. */
  open?: (login: string, lang: string) => 'popup' | 'redirect';
}

/**
 * Issue 18 "Sign in with your company account": the work email's domain (or the agency's code)
 * finds the agency's identity provider. The popup tells this page through a storage flag; the
 * session is refetched and the portal renders signed in (decision 092).
 */
export function CompanySignIn({ open = openCompanySignIn }: CompanySignInProps) {
  const { t, i18n } = useLingui();
  const [login, setLogin] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [waiting, setWaiting] = useState(false);
  useCompanySignInDone((result) => {
    setWaiting(false);
    setFailure(result === 'ok' ? '' : ssoFailureMessage(i18n, result));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = login.trim();
    if (!value) {
      setError(t`Please enter your work email or your agency code.`);
      return;
    }
    setError('');
    setFailure('');
    if (open(value, i18n.locale) === 'popup') setWaiting(true);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="company-sign-in-title">
      <h2 id="company-sign-in-title" className={styles.title}>
        <Trans>Company account</Trans>
      </h2>
      <Field
        label={t`Work email or agency code`}
        name="company-login"
        error={error || undefined}
        hint={t`Your agency's administrator connected the portal to your company's sign-in.`}
      >
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            type="text"
            inputMode="email"
            autoComplete="email"
            value={login}
            onChange={(e) => {
              setLogin(e.target.value);
              setError('');
            }}
          />
        )}
      </Field>
      {failure ? (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      ) : null}
      {waiting ? (
        <p role="status" className={styles.signup}>
          <Trans>Finish signing in in the window that opened.</Trans>
        </p>
      ) : null}
      <Button type="submit" variant="secondary" data-testid="company-sign-in">
        <Trans>Sign in with your company account</Trans>
      </Button>
    </form>
  );
}
