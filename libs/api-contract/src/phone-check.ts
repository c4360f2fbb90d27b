// `@skybook/api-contract/phone-check`: libphonenumber-js with its metadata (29 KiB gzip), kept out
// of the contract's other modules so the browser loads it only where a phone is typed (decision
// 097). Loading it puts the full numbering-plan check behind the phone schema (`PhoneE164`): the
// server imports it with the endpoint table it validates requests with; in the browser the phone
// input loads it, and formats and reads numbers with the same copy of the library.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { setPhoneNumberCheck } from './phone.ts';

/**
 * True: the full check is in force. The app builds drop lib modules' unused code, so the browser's
 * loader reads this value to keep the registration.
 */
export const phoneCheckInForce: true = setPhoneNumberCheck(isValidPhoneNumber);

export { parsePhoneNumberFromString } from 'libphonenumber-js/min';
