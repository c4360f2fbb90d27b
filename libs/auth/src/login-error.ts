import { ApiError } from '@skybook/api-contract';

/** Spec §8: 401 → `agency.invalidCredentials`; 429 (locked / throttled) its own key; anything else `agency.serverError`. */
export function loginErrorKey(
  error: unknown,
): 'agency.invalidCredentials' | 'agency.tooManyAttempts' | 'agency.serverError' {
  if (error instanceof ApiError && error.status === 401) return 'agency.invalidCredentials';
  if (error instanceof ApiError && error.status === 429) return 'agency.tooManyAttempts';
  return 'agency.serverError';
}
