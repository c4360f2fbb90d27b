import type { ReactNode } from 'react';
import { Field, PhoneInput, controlClassName } from '@skybook/ui';

export interface ContactFieldsProps {
  emailLabel: ReactNode;
  phoneLabel: ReactNode;
  email: string;
  /** The phone to start from (E.164), if any. */
  initialPhone?: string | undefined;
  /** ISO code the phone's country selector starts on. */
  defaultCountry?: string | undefined;
  /** Translated errors of `contact.email` / `contact.phone`. */
  emailError?: string | undefined;
  phoneError?: string | undefined;
  onEmailChange: (email: string) => void;
  /** E.164 when the number parses, else the text as typed (the schema then reports it invalid). */
  onPhoneChange: (phone: string) => void;
}

/** The booking's contact: email and phone (spec §2/§5 phone input), as the passengers step and manage ask them. */
export function ContactFields(props: ContactFieldsProps) {
  return (
    <>
      <Field label={props.emailLabel} name="contact.email" required error={props.emailError}>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={props.email}
            onChange={(e) => props.onEmailChange(e.target.value)}
          />
        )}
      </Field>
      <Field label={props.phoneLabel} name="contact.phone" required error={props.phoneError}>
        {(control) => (
          <PhoneInput
            {...control}
            {...(props.defaultCountry ? { defaultCountry: props.defaultCountry } : {})}
            defaultValue={props.initialPhone ?? ''}
            validCharactersOnly
            onChange={(change) => props.onPhoneChange(change.e164 || change.text)}
          />
        )}
      </Field>
    </>
  );
}
