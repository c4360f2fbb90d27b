import type { CountryCode, PhoneNumber } from 'libphonenumber-js/min';

/** What the phone input needs from libphonenumber-js. */
export interface PhoneRules {
  parse(text: string, country?: string): PhoneNumber | undefined;
}

let rules: PhoneRules | undefined;
let loading: Promise<PhoneRules> | undefined;
const listeners = new Set<(loaded: PhoneRules) => void>();

/**
 * The numbering plans (libphonenumber-js with its metadata, 29 KiB gzip) load when a phone input
 * first needs them, not with the page (decision 097). They come as the API contract's phone
 * module, which also puts its full check behind `PhoneE164`, so a form validating with the
 * contract has it too; one chunk, one copy of the library. Listeners run before the promise
 * resolves: every input has reported its number again by then.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('@skybook/api-contract/phone-check')
    .then(({ parsePhoneNumberFromString, phoneCheckInForce }) => {
      if (!phoneCheckInForce) throw new Error('the contract did not register its phone check');
      rules = {
        parse: (text, country) => parsePhoneNumberFromString(text, country as CountryCode | undefined),
      };
      for (const listener of listeners) listener(rules);
      return rules;
    })
    .catch((error: unknown) => {
      // A failed download (offline) is tried again on the next call.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The rules once loaded. */
export const loadedPhoneRules = (): PhoneRules | undefined => rules;

/** Calls `listener` when the rules arrive; answers the unsubscribe. */
export function onPhoneRules(listener: (loaded: PhoneRules) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
