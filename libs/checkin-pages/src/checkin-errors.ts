import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { ApiError } from '@skybook/api-contract';
import { errorMessage } from '@skybook/ui';

/** Keys check-in meets that the shared form catalogue does not hold (same wording as the funnel's). */
const MORE: Record<string, MessageDescriptor> = {
  'errors.invalid_date': msg`Choose a valid date.`,
  'errors.seat_taken': msg`Someone has just taken that seat. Please choose another one.`,
  'errors.exit_row_not_allowed': msg`Children and adults travelling with an infant cannot sit in an emergency exit row.`,
  'errors.invalid_seat': msg`That seat does not exist on this aircraft.`,
};

/** A check-in error key as the visitor reads it; unknown keys show the generic message. */
export function checkinErrorText(i18n: I18n, key: string | undefined): string {
  const extra = key ? MORE[key] : undefined;
  return extra ? i18n._(extra) : errorMessage(i18n, key ?? 'errors.message');
}

/** The most specific key of a failed call: a field's key says more than `errors.validation`. */
export function errorKeyOf(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.body.fields ?? {})[0] ?? error.body.error;
  return 'errors.message';
}
