import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import {
  SaveAgencySsoRequest,
  errorsFromFailure,
  fieldErrors,
  splitFieldErrors,
  type AgencySsoSettings,
  type FormErrors,
} from '@skybook/api-contract';
import { Button, Field, controlClassName } from '@skybook/ui';
import { ssoSettingsMessage } from './sso-settings-messages.ts';
import styles from '../agents/agent-form.module.css';

type TextName = 'issuer' | 'clientId' | 'clientSecret' | 'emailDomain';
const NAMES = ['issuer', 'clientId', 'clientSecret', 'emailDomain', 'unknownUsers'] as const;

export interface SsoSettingsFormProps {
  /** The connected provider, or null for a first connection (then the secret is required). */
  current: AgencySsoSettings | null;
  onSave: (input: v.InferOutput<typeof SaveAgencySsoRequest>) => Promise<unknown>;
  onSaved: () => void;
}

/** The provider's issuer, client id and secret, the agency's email domain and the unknown-user policy. */
export function SsoSettingsForm({ current, onSave, onSaved }: SsoSettingsFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState({
    issuer: current?.issuer ?? '',
    clientId: current?.clientId ?? '',
    clientSecret: '',
    emailDomain: current?.emailDomain ?? '',
    unknownUsers: current?.unknownUsers ?? 'refuse',
  });
  const [errors, setErrors] = useState<FormErrors<string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = v.safeParse(SaveAgencySsoRequest, values);
    if (!parsed.success) return setErrors(splitFieldErrors(fieldErrors(parsed.issues), [...NAMES]));
    if (!current && !parsed.output.clientSecret) return setErrors({ clientSecret: 'errors.required' });
    setBusy(true);
    try {
      await onSave(parsed.output);
      setErrors({});
      setValues((old) => ({ ...old, clientSecret: '' }));
      onSaved();
    } catch (error) {
      setErrors(errorsFromFailure(error, [...NAMES]));
    } finally {
      setBusy(false);
    }
  };

  const message = (name: string) => (errors[name] ? ssoSettingsMessage(i18n, errors[name]) : undefined);
  const text = (name: TextName, label: string, type: string, hint?: string) => (
    <Field
      label={label}
      name={`sso-${name}`}
      required={name !== 'clientSecret' || !current}
      error={message(name)}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          className={controlClassName}
          type={type}
          autoComplete="off"
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="sso-settings-form">
      {text('issuer', t`Issuer URL`, 'url', t`For example https://login.microsoftonline.com/<tenant>/v2.0`)}
      {text('clientId', t`Client ID`, 'text')}
      {text(
        'clientSecret',
        t`Client secret`,
        'password',
        current ? t`Leave empty to keep the secret you saved.` : undefined,
      )}
      {text(
        'emailDomain',
        t`Your agency's email domain`,
        'text',
        t`Only addresses of this domain can sign in.`,
      )}
      <Field
        label={t`First sign-in of someone not yet in the agency`}
        name="sso-unknownUsers"
        error={message('unknownUsers')}
      >
        {(control) => (
          <select
            {...control}
            className={controlClassName}
            value={values.unknownUsers}
            onChange={(e) =>
              setValues({ ...values, unknownUsers: e.target.value === 'create' ? 'create' : 'refuse' })
            }
          >
            <option value="refuse">{t`Refuse them (the administrator adds agents)`}</option>
            <option value="create">{t`Create them as agents`}</option>
          </select>
        )}
      </Field>
      {errors.form ? <p role="alert">{ssoSettingsMessage(i18n, errors.form)}</p> : null}
      <div>
        <Button type="submit" aria-disabled={busy ? true : undefined}>
          {current ? <Trans>Save</Trans> : <Trans>Connect</Trans>}
        </Button>
      </div>
    </form>
  );
}
