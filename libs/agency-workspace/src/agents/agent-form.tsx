import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { agencyMessage } from '@skybook/ui';
import { errorsFromFailure, fieldErrors, splitFieldErrors, type FormErrors } from '@skybook/api-contract';
import { Button, Field, controlClassName } from '@skybook/ui';
import styles from './agent-form.module.css';

export interface AgentFormField {
  name: string;
  label: string;
  type: 'text' | 'password' | 'checkbox';
  autoComplete?: string;
}

export interface AgentFormProps<S extends v.GenericSchema> {
  fields: readonly AgentFormField[];
  initial: Record<string, string | boolean>;
  /** The API's own request schema: the same rules before sending as on the server. */
  schema: S;
  /** Values the user does not edit (e.g. the agent's id). */
  fixed?: Record<string, unknown>;
  submitLabel: string;
  onSubmit: (input: v.InferOutput<S>) => Promise<unknown>;
  onDone: () => void;
  onCancel?: () => void;
}

/** A small form over one agent endpoint, validated with that endpoint's schema. */
export function AgentForm<S extends v.GenericSchema>({
  fields,
  initial,
  schema,
  fixed,
  submitLabel,
  onSubmit,
  onDone,
  onCancel,
}: AgentFormProps<S>) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<string>>({});
  const [busy, setBusy] = useState(false);
  const names = fields.map((f) => f.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = v.safeParse(schema, { ...values, ...fixed });
    if (!parsed.success) {
      setErrors(splitFieldErrors(fieldErrors(parsed.issues), names));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.output);
      setValues(initial);
      setErrors({});
      onDone();
    } catch (error) {
      setErrors(errorsFromFailure(error, names));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {fields.map((f) =>
        f.type === 'checkbox' ? (
          <label key={f.name}>
            <input
              type="checkbox"
              name={f.name}
              checked={Boolean(values[f.name])}
              onChange={(e) => setValues({ ...values, [f.name]: e.target.checked })}
            />{' '}
            {f.label}
          </label>
        ) : (
          <Field
            key={f.name}
            label={f.label}
            name={f.name}
            required
            error={errors[f.name] ? agencyMessage(i18n, errors[f.name]!) : undefined}
          >
            {(control) => (
              <input
                {...control}
                className={controlClassName}
                type={f.type}
                autoComplete={f.autoComplete ?? 'off'}
                value={String(values[f.name] ?? '')}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              />
            )}
          </Field>
        ),
      )}
      {errors.form ? <p role="alert">{agencyMessage(i18n, errors.form)}</p> : null}
      <div>
        {onCancel ? (
          <>
            <Button variant="secondary" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>{' '}
          </>
        ) : null}
        <Button type="submit" aria-disabled={busy ? true : undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
