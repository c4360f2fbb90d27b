import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClaimRequest } from './claims.ts';
import { fieldErrors } from './errors.ts';

const valid = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '+34 600 123 456',
  documentId: '',
  type: 'claim',
  description: 'My suitcase arrived broken on flight SB123.',
  bookingReference: '',
  language: 'es',
};
const check = (input: unknown) => {
  const result = v.safeParse(ClaimRequest, input);
  return result.success ? result.output : fieldErrors(result.issues);
};

describe('ClaimRequest', () => {
  it('accepts a claim; blank optional fields mean none, the reference is upper-cased', () => {
    expect(check(valid)).toMatchObject({ documentId: undefined, bookingReference: undefined });
    expect(check({ ...valid, bookingReference: ' ab12cd ', documentId: ' X1234567 ' })).toMatchObject({
      bookingReference: 'AB12CD',
      documentId: 'X1234567',
    });
  });

  it('names each bad field', () => {
    expect(
      check({
        ...valid,
        name: 'A',
        email: 'x',
        phone: '12ab',
        type: 'praise',
        description: 'too short',
        bookingReference: 'ABC',
        language: 'de',
      }),
    ).toEqual({
      name: 'errors.invalid_name',
      email: 'errors.invalid_email',
      phone: 'errors.invalid_phone',
      type: 'errors.invalid_claim_type',
      description: 'errors.description_too_short',
      bookingReference: 'errors.invalid_booking_reference',
      language: 'errors.invalid_language',
    });
  });

  it('rejects phones with too few digits or over 25 characters', () => {
    expect(check({ ...valid, phone: '12 34' })).toEqual({ phone: 'errors.invalid_phone' });
    expect(check({ ...valid, phone: '+1 234 567 890 123 456 789 0' })).toEqual({
      phone: 'errors.invalid_phone',
    });
  });
});
