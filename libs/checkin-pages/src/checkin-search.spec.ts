import { describe, expect, it } from 'vitest';
import { isCheckinStep, passengerRefsOf, validateCheckinSearch } from './checkin-search.ts';

describe('check-in URL', () => {
  it('keeps the lookup fields, the order id and who checks in', () => {
    expect(
      validateCheckinSearch({
        referenceCode: ' k7mx2q ',
        lastName: 'Núñez',
        order: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
        passengers: 'p1,p3',
      }),
    ).toEqual({
      referenceCode: 'k7mx2q',
      lastName: 'Núñez',
      order: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
      passengers: 'p1,p3',
    });
  });

  it('reads a reference of digits that the router parsed as a number', () => {
    expect(validateCheckinSearch({ referenceCode: 234567, lastName: 'Silva' })).toEqual({
      referenceCode: '234567',
      lastName: 'Silva',
    });
  });

  it('drops what is not an order id or a list of refs', () => {
    expect(validateCheckinSearch({ order: 'nope', passengers: 'p1,<script>', lastName: '  ' })).toEqual({});
    expect(validateCheckinSearch({ passengers: ['p1'] })).toEqual({});
  });

  it('splits the passengers and knows the four steps', () => {
    expect(passengerRefsOf({ passengers: 'p1,p2' })).toEqual(['p1', 'p2']);
    expect(passengerRefsOf({})).toBeUndefined();
    expect(['select', 'documents', 'seats', 'boarding-passes'].every(isCheckinStep)).toBe(true);
    expect(isCheckinStep('payment')).toBe(false);
  });
});
