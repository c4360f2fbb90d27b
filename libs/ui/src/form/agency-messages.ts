import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage } from './error-messages.ts';

/** The `agency.*` keys of spec §8 and the password rules; `errors.*` keys go to the ui kit's map. */
const MESSAGES: Record<string, MessageDescriptor> = {
  'agency.invalidCredentials': msg`The username or password is not correct.`,
  'agency.serverError': msg`We could not sign you in right now. Please try again in a moment.`,
  'agency.tooManyAttempts': msg`Too many failed attempts. Please wait 15 minutes and try again.`,
  'errors.username_required': msg`Please enter your username.`,
  'errors.password_required': msg`Please enter your password.`,
  'errors.password_too_short': msg`The new password needs at least 10 characters.`,
  'errors.password_too_long': msg`The new password can have at most 256 characters.`,
  'errors.password_common': msg`This password is too common. Please choose another.`,
  'errors.password_unchanged': msg`The new password must differ from the current one.`,
  'errors.password_mismatch': msg`The passwords do not match.`,
  'errors.password_incorrect': msg`The current password is not correct.`,
  'errors.username_taken': msg`This username is already in use.`,
  'errors.invalid_username': msg`Use 3 to 60 letters, digits or . _ @ -.`,
};

export function agencyMessage(i18n: I18n, key: string): string {
  const descriptor = MESSAGES[key];
  return descriptor ? i18n._(descriptor) : errorMessage(i18n, key);
}
