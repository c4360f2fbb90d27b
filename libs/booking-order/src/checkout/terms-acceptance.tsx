import { forwardRef, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../errors/error-messages.ts';
import styles from './terms-acceptance.module.css';

export interface TermsAcceptanceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The fare conditions and terms page; it opens in a new tab so the payment stays as it is. */
  termsHref: string;
  /** `errors.terms_required` when the visitor paid without ticking it (the server says the same). */
  error?: string | undefined;
}

/** "I accept the fare conditions and terms": the server books nothing without it (decision 121). */
export const TermsAcceptance = forwardRef<HTMLInputElement, TermsAcceptanceProps>(function TermsAcceptance(
  { checked, onChange, termsHref, error },
  ref,
) {
  const { i18n } = useLingui();
  const errorId = useId();
  return (
    <div className={styles.terms}>
      <label className={styles.label}>
        <input
          ref={ref}
          type="checkbox"
          name="acceptTerms"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="accept-terms"
        />
        <span>
          <Trans>
            I accept the{' '}
            <a href={termsHref} target="_blank" rel="noopener noreferrer">
              fare conditions and terms (opens in a new tab)
            </a>
            .
          </Trans>
        </span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorText(i18n, error)}
        </p>
      ) : null}
    </div>
  );
});
