import { describe, expect, it } from 'vitest';
import { lookupErrorKey, requiredFieldErrors, reservationRoute } from './reservation-route.ts';

const input = { referenceCode: 'K7MX2Q', lastName: 'Núñez' };

describe('reservationRoute (spec §2)', () => {
  it('sends an open local booking to /manage and one in its check-in window to /checkin/select', () => {
    expect(
      reservationRoute(
        { kind: 'local', open: true, orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e' },
        input,
        {
          intent: 'checkin',
          locale: 'es',
          partnerBaseUrl: null,
        },
      ),
    ).toEqual({
      kind: 'internal',
      href: '/es/manage?order=5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
    });
    expect(
      reservationRoute(
        { kind: 'local', open: false, orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e' },
        input,
        {
          intent: 'manage',
          locale: 'en',
          partnerBaseUrl: null,
        },
      ),
    ).toEqual({
      kind: 'internal',
      href: '/en/checkin/select?order=5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
    });
  });

  it('opens the partner’s manage or check-in path under the language, with its own query names', () => {
    const opts = { locale: 'pt', partnerBaseUrl: 'https://partner.example/' };
    expect(reservationRoute({ kind: 'unknown' }, input, { ...opts, intent: 'manage' })).toEqual({
      kind: 'external',
      url: 'https://partner.example/pt/manage?confirmationNumber=K7MX2Q&bookingLastName=N%C3%BA%C3%B1ez',
    });
    expect(reservationRoute({ kind: 'unknown' }, input, { ...opts, intent: 'checkin' })).toMatchObject({
      url: expect.stringMatching(/^https:\/\/partner\.example\/pt\/checkin\?/),
    });
  });

  it('says nothing was found where the site has no partner', () => {
    expect(
      reservationRoute({ kind: 'unknown' }, input, { intent: 'manage', locale: 'en', partnerBaseUrl: null }),
    ).toEqual({
      kind: 'error',
      key: 'reservation.not_found',
    });
  });
});

describe('form errors (spec §5, §8)', () => {
  it('requires both fields after trimming', () => {
    expect(requiredFieldErrors({ referenceCode: '  ', lastName: '' })).toEqual({
      referenceCode: 'validations.requiredField',
      lastName: 'validations.requiredField',
    });
    expect(requiredFieldErrors(input)).toEqual({});
  });

  it('maps a string error to reservation.{string} and anything else to reservation.invalid', () => {
    expect(lookupErrorKey({ body: { error: 'errors.rate_limited' } })).toBe('reservation.rate_limited');
    expect(lookupErrorKey({ body: { error: 'reservation.not_found' } })).toBe('reservation.not_found');
    expect(lookupErrorKey(new TypeError('Failed to fetch'))).toBe('reservation.invalid');
    expect(lookupErrorKey(null)).toBe('reservation.invalid');
  });
});
