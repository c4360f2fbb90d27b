import { useEffect, useState, type FormEvent } from 'react';
import { loadPhoneRules, loadedPhoneRules } from './phone-rules.ts';

/**
 * A form's submit handler that never runs before the phone numbering plans are here (decision
 * 097): a submit that comes first (a quick visitor, or a test, right after the page appears) waits
 * for them, by when every `PhoneInput` has reported its number again as E.164 and the contract's
 * `PhoneE164` checks it fully, then submits again. `onUnavailable` runs if they cannot be loaded.
 */
export function usePhoneCheckedSubmit(
  onSubmit: (event: FormEvent<HTMLFormElement>) => void,
  onUnavailable: () => void,
): (event: FormEvent<HTMLFormElement>) => void {
  const [retry, setRetry] = useState<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  useEffect(() => {
    if (!retry) return;
    setRetry(null);
    // After the render with the numbers reported on arrival, so the handler sees them.
    if (retry.form.isConnected) retry.form.requestSubmit(retry.submitter);
  }, [retry]);
  return (event) => {
    if (loadedPhoneRules()) {
      onSubmit(event);
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    loadPhoneRules().then(() => setRetry({ form, submitter }), onUnavailable);
  };
}
