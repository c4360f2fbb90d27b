import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { errorMessage as formErrorMessage } from '@skybook/ui';

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
  'errors.hold_expired': msg`Your seats are no longer held.`,
  'errors.order_expired': msg`The time to complete this booking ran out. Please search again.`,
  'errors.order_not_found': msg`We could not find this booking.`,
  'errors.order_not_editable': msg`This booking can no longer be changed here.`,
  'errors.order_not_payable': msg`This booking cannot be paid any more.`,
  'errors.seat_taken': msg`Someone has just taken that seat. Please choose another one.`,
  'errors.exit_row_not_allowed': msg`Children and adults travelling with an infant cannot sit in an emergency exit row.`,
  'errors.infant_no_seat': msg`Infants travel on an adult’s lap and have no seat of their own.`,
  'errors.invalid_seat': msg`That seat does not exist on this aircraft.`,
  'errors.below_included': msg`Your fare includes this item: it cannot be removed.`,
  'errors.not_available': msg`This extra is not available on this flight.`,
  'errors.invalid_service': msg`This extra is not available on this flight.`,
  'errors.bundle_not_for_passenger': msg`This bundle is not available for this passenger.`,
  'errors.bundle_already_included': msg`Your fare already includes part of this bundle.`,
  'errors.bundle_over_limit': msg`This bundle would go over the most this passenger may take.`,
  'errors.one_bundle': msg`One bundle per passenger and flight.`,
  'errors.bundle_not_after_booking': msg`Bundles are chosen while booking; they cannot be added or removed afterwards.`,
  'errors.price_changed': msg`The price of your booking has changed.`,
  'errors.insufficient_credit': msg`Your agency does not have enough credit available for this booking.`,
  'errors.booking_rules': msg`Something in your booking breaks a travel rule (for example an exit-row seat with an infant on the lap). Change the seats or the passengers, then pay.`,
  'errors.passengers_required': msg`Please enter every passenger’s name and the contact details first.`,
  'errors.terms_required': msg`Please accept the fare conditions and terms to book.`,
};

export const GENERIC_ERROR = msg`Something went wrong. Please try again.`;

export function errorMessage(key: string | undefined): MessageDescriptor {
  return (key && MESSAGES[key]) || GENERIC_ERROR;
}

/** A funnel key's text, else the form catalogue's (card and field keys), else the generic line. */
export function errorText(i18n: I18n, key: string | undefined): string {
  return key && MESSAGES[key] ? i18n._(MESSAGES[key]) : formErrorMessage(i18n, key ?? 'errors.message');
}
