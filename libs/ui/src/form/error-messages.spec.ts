import { describe, expect, it } from 'vitest';
import { englishI18n } from '@skybook/i18n/testing';
import { errorMessage } from './error-messages.ts';

describe('errorMessage', () => {
  const generic = errorMessage(englishI18n, 'errors.message');

  it('shows the message of each key the manage and check-in calls answer', () => {
    expect(errorMessage(englishI18n, 'validations.requiredField')).toBe('This field is required.');
    expect(errorMessage(englishI18n, 'reservation.not_found')).toMatch(/could not find a booking/);
    expect(errorMessage(englishI18n, 'checkin.not_open_yet')).toMatch(/48 hours/);
    expect(errorMessage(englishI18n, 'errors.rate_limited')).toMatch(/Too many attempts/);
  });

  it('falls back to the generic message for unknown keys and other namespaces', () => {
    expect(errorMessage(englishI18n, 'errors.something_new')).toBe(generic);
    expect(errorMessage(englishI18n, 'agency.invalidCredentials')).toBe(generic);
    expect(errorMessage(englishI18n, 'checkin.toString')).toBe(generic);
  });
});
