import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The message of every field and form error key the API and the shared schemas produce (spec
 * §5, §8). A key this map does not know is shown as the generic `errors.message`.
 */
export const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  'errors.message': msg`Something went wrong. Please try again in a moment.`,
  'errors.required': msg`This field is required.`,
  'errors.invalid_name': msg`Please enter your name (at least 3 characters).`,
  'errors.invalid_email': msg`Please enter a valid email address, like name@example.com.`,
  'errors.invalid_phone': msg`Please enter a valid phone number (digits, spaces and +, up to 25 characters).`,
  'errors.invalid_document': msg`Please enter a document number of at most 30 characters.`,
  'errors.invalid_claim_type': msg`Please choose what kind of request this is.`,
  'errors.description_too_short': msg`Please describe what happened in at least 20 characters.`,
  'errors.description_too_long': msg`Please keep the description under 4000 characters.`,
  'errors.invalid_booking_reference': msg`A booking reference has 6 letters or digits.`,
  'errors.invalid_language': msg`This language is not available.`,
  'errors.invalid_passenger_name': msg`Please enter the name as it appears on the passport or ID (letters only).`,
  'errors.invalid_date_of_birth': msg`Please enter a valid date of birth.`,
  'errors.child_age': msg`A child is 2 to 11 years old on the day of departure.`,
  'errors.infant_age': msg`An infant is under 2 years old on the day of departure.`,
  'errors.infant_adult_required': msg`Each infant travels with a different adult: please choose one.`,
  'errors.exit_row_infant': msg`This adult has an exit-row seat, where an infant cannot travel. Choose another adult, or change the seat.`,
  'errors.adult_required': msg`A booking needs at least one adult.`,
  'errors.invalid_card_number': msg`Please check the card number.`,
  'errors.invalid_card_expiry': msg`Please enter the expiry date as MM/YY.`,
  'errors.card_expired': msg`This card has expired.`,
  'errors.invalid_card_cvc': msg`Please enter the 3 or 4 digit security code.`,
  'errors.invalid_card_name': msg`Please enter the name on the card.`,
  'errors.card_declined': msg`The card was declined. Please use another card or contact your bank.`,
  'errors.payment_failed': msg`The payment could not be completed. You have not been charged; please try again.`,
  'errors.insufficient_funds': msg`The card has insufficient funds. Please use another card.`,
  'errors.invalid_expiry': msg`Please enter the expiry date as MM/YY.`,
  'errors.card_field_unavailable': msg`The card form could not be loaded. Please reload the page and try again.`,
  'errors.invalid_card_token': msg`The card details were not accepted or were already used. Please enter them again.`,
  'errors.invalid_cvc': msg`Please enter the 3 or 4 digit security code.`,
  'errors.payment_in_progress': msg`Your payment is still being processed. Please wait a moment before trying again.`,
  'errors.idempotency_mismatch': msg`This payment attempt changed while it was being sent. Please try again.`,
  'errors.departure_mismatch': msg`Your flights changed. Please reload the page.`,
  'errors.passengers_mismatch': msg`The passengers do not match the booking. Please reload the page.`,
  // Manage booking and check-in (issue 6, decisions 011 and 041); spec §5 and §8 name the first three.
  'validations.requiredField': msg`This field is required.`,
  'reservation.invalid': msg`Please check the booking reference and last name.`,
  'reservation.not_found': msg`We could not find a booking with this reference and last name.`,
  'errors.rate_limited': msg`Too many attempts. Please wait a few minutes and try again.`,
  // Spec §8: the check-in form shows a failed lookup's error string as `reservation.{string}`.
  'reservation.rate_limited': msg`Too many attempts. Please wait a few minutes and try again.`,
  'checkin.not_open_yet': msg`Online check-in is not open yet: it opens 48 hours before departure.`,
  'checkin.closed': msg`Online check-in has closed: it closes 60 minutes before departure. Please check in at the airport.`,
  'checkin.not_available': msg`Online check-in is not available for this booking.`,
  'checkin.documents_required': msg`Please add the travel document of every passenger before checking in.`,
  'checkin.seat_unpaid': msg`A seat you chose is not paid yet. Pay for it or choose a free seat.`,
  'checkin.already_checked_in': msg`This passenger is already checked in on this flight.`,
  'checkin.not_checked_in': msg`Check in first to get your boarding passes.`,
  'checkin.no_seat_available': msg`There is no free seat left on this flight. Please ask at the airport.`,
  'checkin.infant_alone': msg`An infant checks in together with the adult it travels with.`,
  'errors.otp_required': msg`Enter the code we sent to the booking's email address.`,
  'errors.otp_invalid': msg`This code is not right. Please check it and try again.`,
  'errors.otp_expired': msg`This code has expired or was used up. Please ask for a new one.`,
  'errors.no_contact': msg`This booking has no email address to send a code to. Please contact us.`,
  'errors.mail_failed': msg`We could not send the email. Please try again in a moment.`,
  'errors.order_not_cancellable': msg`This booking can no longer be cancelled online.`,
  'errors.refund_failed': msg`The refund could not be made yet. Your booking is cancelled; please try again later.`,
  'errors.change_expired': msg`Your changes expired before the payment went through. You have not been charged; please make them again.`,
  'errors.below_booked': msg`Extras already paid for cannot be removed.`,
  'errors.seat_already_assigned': msg`This passenger already has a seat on this flight.`,
  'errors.document_expired': msg`The document must be valid until the end of the trip.`,
  'errors.adult_age': msg`An adult is at least 12 years old on the day of departure.`,
  'errors.invalid_nationality': msg`Please choose a nationality.`,
  'errors.invalid_document_number': msg`Please enter the document number: 5 to 20 letters and digits.`,
  'errors.invalid_document_type': msg`Please choose the type of document.`,
  // Issue 12: any request field refuses control characters (a pasted NUL, a stray line break).
  'errors.invalid_characters': msg`This field contains characters that are not allowed. Please type it again.`,
};

/** Namespaces whose keys have messages here; anything else shows the generic one. */
const TRANSLATED = ['errors.', 'validations.', 'reservation.', 'checkin.'];

/** Spec §5: a known key shows its own translated message, anything else the generic one. */
export function errorMessage(i18n: I18n, key: string): string {
  const known = TRANSLATED.some((prefix) => key.startsWith(prefix)) && Object.hasOwn(ERROR_MESSAGES, key);
  return i18n._(known ? ERROR_MESSAGES[key]! : ERROR_MESSAGES['errors.message']!);
}
