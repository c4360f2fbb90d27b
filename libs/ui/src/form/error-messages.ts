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
  'errors.invalid_cvc': msg`Please enter the 3 or 4 digit security code.`,
  'errors.payment_in_progress': msg`Your payment is still being processed. Please wait a moment before trying again.`,
  'errors.idempotency_mismatch': msg`This payment attempt changed while it was being sent. Please try again.`,
  'errors.departure_mismatch': msg`Your flights changed. Please reload the page.`,
  'errors.passengers_mismatch': msg`The passengers do not match the booking. Please reload the page.`,
};

/** Spec §5: a known `errors.*` key shows its own translated message, anything else the generic one. */
export function errorMessage(i18n: I18n, key: string): string {
  const descriptor = key.startsWith('errors.') ? ERROR_MESSAGES[key] : undefined;
  return i18n._(descriptor ?? ERROR_MESSAGES['errors.message']!);
}
