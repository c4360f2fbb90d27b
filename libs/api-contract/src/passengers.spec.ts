import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { PASSENGER_TYPE_IDS, PassengersRequest, ageOn } from './passengers.ts';
// The full numbering-plan check, as the server's endpoint table loads it (decision 097).
import './phone-check.ts';

const adult = { id: 'p1', type: 'adult', firstName: 'José', lastName: 'Muñoz' };
const valid = {
  departureDate: '2026-12-20',
  passengers: [
    adult,
    { id: 'p2', type: 'child', firstName: 'Lúcia', lastName: 'Müller', dateOfBirth: '2018-05-01' },
    {
      id: 'p3',
      type: 'infant',
      firstName: 'Çe',
      lastName: 'Muñoz',
      dateOfBirth: '2025-12-21',
      adultId: 'p1',
    },
  ],
  contact: { email: 'jose@example.com', phone: '+34612345678' },
};

const check = (input: unknown) => {
  const result = v.safeParse(PassengersRequest, input);
  return result.success ? result.output : fieldErrors(result.issues);
};

describe('PassengersRequest', () => {
  it('accepts adults, children and infants and adds the ICAO ticket names', () => {
    const out = check(valid);
    expect(out).toMatchObject({
      passengers: [
        { id: 'p1', ticketFirstName: 'JOSE', ticketLastName: 'MUNOZ' },
        { id: 'p2', ticketFirstName: 'LUCIA', ticketLastName: 'MUELLER' },
        { id: 'p3', ticketFirstName: 'CE', adultId: 'p1' },
      ],
      contact: { phone: '+34612345678' },
    });
  });

  it('maps passenger types to the included-extras ids (adults 1, children 6, infants 5)', () => {
    expect(PASSENGER_TYPE_IDS).toEqual({ adult: 1, child: 6, infant: 5 });
  });

  it.each(['', '   '])('asks for a first name when it is %j', (firstName) => {
    expect(check({ ...valid, passengers: [{ ...adult, firstName }] })).toEqual({
      'passengers.0.firstName': 'errors.required',
    });
  });

  it.each(['123', 'Ana<script>', '-Ana', 'a'.repeat(51)])('rejects the first name %j', (firstName) => {
    expect(check({ ...valid, passengers: [{ ...adult, firstName }] })).toEqual({
      'passengers.0.firstName': 'errors.invalid_passenger_name',
    });
  });

  it('asks for a date of birth for children and infants', () => {
    const { dateOfBirth: _gone, ...child } = valid.passengers[1] as { dateOfBirth: string };
    expect(check({ ...valid, passengers: [adult, child] })).toEqual({
      'passengers.1.dateOfBirth': 'errors.required',
    });
    expect(check({ ...valid, passengers: [adult, { ...child, dateOfBirth: '2018-02-30' }] })).toEqual({
      'passengers.1.dateOfBirth': 'errors.invalid_date_of_birth',
    });
  });

  it('rejects a child of 12 or more and an infant of 2 or more on the departure day', () => {
    const out = check({
      ...valid,
      passengers: [
        adult,
        { ...valid.passengers[1], dateOfBirth: '2014-12-20' },
        { ...valid.passengers[2], dateOfBirth: '2024-12-20' },
      ],
    });
    expect(out).toEqual({
      'passengers.1.dateOfBirth': 'errors.child_age',
      'passengers.2.dateOfBirth': 'errors.infant_age',
    });
  });

  it('accepts a child who turns 12 the day after departure, and rejects an infant not yet born', () => {
    const turning12 = {
      ...valid,
      passengers: [adult, { ...valid.passengers[1], dateOfBirth: '2014-12-21' }],
    };
    expect(v.safeParse(PassengersRequest, turning12).success).toBe(true);
    expect(
      check({ ...valid, passengers: [adult, { ...valid.passengers[2], dateOfBirth: '2026-12-21' }] }),
    ).toEqual({ 'passengers.1.dateOfBirth': 'errors.infant_age' });
  });

  it('assigns each infant to a different adult of the booking', () => {
    const infant = valid.passengers[2]!;
    expect(check({ ...valid, passengers: [adult, { ...infant, adultId: 'nobody' }] })).toEqual({
      'passengers.1.adultId': 'errors.infant_adult_required',
    });
    expect(check({ ...valid, passengers: [adult, infant, { ...infant, id: 'p4' }] })).toEqual({
      'passengers.2.adultId': 'errors.infant_adult_required',
    });
  });

  it('needs an adult in the booking', () => {
    expect(check({ ...valid, passengers: [valid.passengers[1]] })).toEqual({ '': 'errors.adult_required' });
  });

  // The last two are well formed but fit no numbering plan: no +999 country, a Spanish number one digit short.
  it.each(['612345678', '+34 1', '+3461234567890123', 'phone', '+999123456789', '+3461234567'])(
    'rejects the contact phone %j',
    (phone) => {
      expect(check({ ...valid, contact: { ...valid.contact, phone } })).toEqual({
        'contact.phone': 'errors.invalid_phone',
      });
    },
  );

  it('rejects a bad contact email', () => {
    expect(check({ ...valid, contact: { ...valid.contact, email: 'jose@' } })).toEqual({
      'contact.email': 'errors.invalid_email',
    });
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-02-29', '2001-02-28')).toBe(0);
    expect(ageOn('2000-02-29', '2001-03-01')).toBe(1);
    expect(ageOn('2014-12-20', '2026-12-20')).toBe(12);
    expect(ageOn('2014-12-21', '2026-12-20')).toBe(11);
  });
});
