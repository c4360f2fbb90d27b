import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { CreateHoldRequest, FareCalendarRequest, PassengerCounts, SearchFlightsRequest } from './search.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : fieldErrors(result.issues);
};

describe('PassengerCounts (shared with the passenger selector)', () => {
  it.each([
    [{ adults: 1, children: 0, infants: 0 }],
    [{ adults: 9, children: 0, infants: 9 }],
    [{ adults: 1, children: 8, infants: 1 }],
  ])('accepts %j', (party) => {
    expect(errorsOf(PassengerCounts, party)).toBeNull();
  });

  it.each([
    [{ adults: 0, children: 1, infants: 0 }, { adults: 'errors.min_adults' }],
    [{ adults: 10, children: 0, infants: 0 }, { adults: 'errors.too_many_passengers' }],
    [{ adults: 4, children: 6, infants: 0 }, { children: 'errors.too_many_passengers' }],
    [{ adults: 2, children: 0, infants: 3 }, { infants: 'errors.infants_exceed_adults' }],
    [
      { adults: 5, children: 5, infants: 6 },
      { children: 'errors.too_many_passengers', infants: 'errors.infants_exceed_adults' },
    ],
    [{ adults: 1, children: -1, infants: 0 }, { children: 'errors.out_of_range' }],
    [{ adults: 1 }, { children: 'errors.required', infants: 'errors.required' }],
  ])('rejects %j with %j', (party, fields) => {
    expect(errorsOf(PassengerCounts, party)).toEqual(fields);
  });
});

describe('SearchFlightsRequest', () => {
  const valid = {
    origin: 'MAD',
    destination: 'CUN',
    departDate: '2027-01-10',
    adults: 2,
    children: 0,
    infants: 1,
    currency: 'USD',
  };

  it('accepts one-way and return searches', () => {
    expect(errorsOf(SearchFlightsRequest, valid)).toBeNull();
    expect(errorsOf(SearchFlightsRequest, { ...valid, returnDate: '2027-01-10' })).toBeNull();
  });

  it('reports every bad field at once', () => {
    expect(
      errorsOf(SearchFlightsRequest, {
        ...valid,
        destination: 'MAD',
        returnDate: '2027-01-09',
        adults: 1,
        infants: 2,
      }),
    ).toEqual({
      destination: 'errors.same_airport',
      returnDate: 'errors.return_before_departure',
      infants: 'errors.infants_exceed_adults',
    });
    expect(
      errorsOf(SearchFlightsRequest, { ...valid, origin: 'MA', departDate: '10/01/2027', currency: 'XXX' }),
    ).toEqual({
      origin: 'errors.invalid_airport',
      departDate: 'errors.invalid_date',
      currency: 'errors.invalid_currency',
    });
  });
});

describe('FareCalendarRequest and CreateHoldRequest', () => {
  it('limits the calendar to 1–31 days', () => {
    const base = {
      origin: 'LIS',
      destination: 'PUJ',
      from: '2027-01-01',
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'EUR',
    };
    expect(errorsOf(FareCalendarRequest, { ...base, days: 31 })).toBeNull();
    expect(errorsOf(FareCalendarRequest, { ...base, days: 0 })).toEqual({ days: 'errors.out_of_range' });
  });

  it('takes one or two offers', () => {
    expect(errorsOf(CreateHoldRequest, { offerIds: ['a.b'] })).toBeNull();
    expect(errorsOf(CreateHoldRequest, { offerIds: [] })).toEqual({ offerIds: 'errors.required' });
    expect(errorsOf(CreateHoldRequest, { offerIds: ['a', 'b', 'c'] })).toEqual({
      offerIds: 'errors.out_of_range',
    });
  });
});
