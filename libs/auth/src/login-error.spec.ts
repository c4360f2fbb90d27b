import { describe, expect, it } from 'vitest';
import { ApiError } from '@skybook/api-contract';
import { loginErrorKey } from './login-error.ts';

describe('loginErrorKey', () => {
  it('maps 401 to invalid credentials, 429 to too many attempts and anything else to the server error', () => {
    expect(loginErrorKey(new ApiError(401, { error: 'agency.invalidCredentials' }))).toBe(
      'agency.invalidCredentials',
    );
    expect(loginErrorKey(new ApiError(429, { error: 'agency.tooManyAttempts' }))).toBe(
      'agency.tooManyAttempts',
    );
    expect(loginErrorKey(new ApiError(500, { error: 'errors.message' }))).toBe('agency.serverError');
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('agency.serverError');
  });
});
