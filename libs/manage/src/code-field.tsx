import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field, controlClassName } from '@skybook/ui';

export interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** Already translated. */
  error?: string | undefined;
  /** The masked address the code went to. */
  sentTo: string;
}

/**
 * The 6-digit one-time code mailed to the booking's contact before a sensitive change. It takes
 * the focus when it appears: the visitor has just asked for the code and types it next.
 */
export function CodeField({ value, onChange, error, sentTo }: CodeFieldProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Field
      label={t`Code from the email`}
      name="otp"
      required
      error={error}
      hint={t`We sent a 6-digit code to ${sentTo}. It is valid for 10 minutes.`}
    >
      {(control) => (
        <input
          {...control}
          ref={input}
          className={controlClassName}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
      )}
    </Field>
  );
}
