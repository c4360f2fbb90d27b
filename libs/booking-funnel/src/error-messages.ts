import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The contract's error keys, as the visitor reads them. Unknown keys fall back to a generic line. */
const MESSAGES: Record<string, MessageDescriptor> = {
  'errors.required': msg`This field is required.`,
  'errors.invalid': msg`This value is not valid.`,
  'errors.invalid_type': msg`This value is not valid.`,
  'errors.invalid_airport': msg`Choose an airport from the list.`,
  'errors.same_airport': msg`Origin and destination must be different airports.`,
  'errors.invalid_date': msg`Choose a valid date.`,
  'errors.date_in_past': msg`The date cannot be in the past.`,
  'errors.return_before_departure': msg`The return cannot be before the departure.`,
  'errors.min_adults': msg`At least one adult must travel.`,
  'errors.too_many_passengers': msg`At most 9 seated passengers (adults and children) per booking.`,
  'errors.infants_exceed_adults': msg`Each infant travels on an adult’s lap: no more infants than adults.`,
  'errors.out_of_range': msg`This value is out of range.`,
  'errors.invalid_currency': msg`This currency is not available.`,
  'errors.sold_out': msg`That fare has just sold out. Please choose another flight or fare.`,
  'errors.offer_expired': msg`These prices have expired. Search again for current fares.`,
  'errors.invalid_offer': msg`These prices are no longer valid. Search again for current fares.`,
  'errors.offers_mismatch': msg`These flights cannot be booked together. Please choose them again.`,
  'errors.hold_not_found': msg`Your seats are no longer held.`,
};

export const GENERIC_ERROR = msg`Something went wrong. Please try again.`;

export function errorMessage(key: string | undefined): MessageDescriptor {
  return (key && MESSAGES[key]) || GENERIC_ERROR;
}
