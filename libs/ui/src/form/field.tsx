import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a control inside `<Field>` spreads onto itself to be labelled, described and marked. */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  name: string;
  /** Shows the asterisk and marks the control required for assistive technology. */
  required?: boolean;
  /** Already translated; shown under the control and announced. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The control: an input, select or textarea given the props it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its required marker, hint and error wired for screen readers. */
export function Field({ label, name, required, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        ...(required ? { required: true, 'aria-required': true } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look shared by inputs, selects and textareas inside a `<Field>`. */
export const controlClassName = styles.control;
