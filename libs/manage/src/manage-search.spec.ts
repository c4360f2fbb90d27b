import { describe, expect, it } from 'vitest';
import {
  checkinHref,
  manageHref,
  validateManageConfirmationSearch,
  validateManageSearch,
} from './manage-search.ts';

describe('manage URLs', () => {
  it('keeps a trimmed reference and last name, and drops garbage', () => {
    expect(validateManageSearch({ referenceCode: ' K7MX2Q ', lastName: 'Núñez' })).toEqual({
      referenceCode: 'K7MX2Q',
      lastName: 'Núñez',
    });
    expect(validateManageSearch({ referenceCode: 123456, lastName: ['x'] })).toEqual({
      referenceCode: '123456',
    });
    expect(validateManageSearch({ referenceCode: '   ', lastName: 'x'.repeat(61) })).toEqual({});
  });

  it('takes an order id and a known change only', () => {
    const order = '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e';
    expect(validateManageConfirmationSearch({ order, change: 'paid' })).toEqual({ order, change: 'paid' });
    expect(validateManageConfirmationSearch({ order: 'nope', change: 'refunded' })).toEqual({});
  });

  it('builds the manage and check-in links with the query encoded', () => {
    expect(manageHref('es', 'K7MX2Q', 'Núñez')).toBe(
      '/es/manage?referenceCode=K7MX2Q&lastName=N%C3%BA%C3%B1ez',
    );
    expect(checkinHref('en', 'K7MX2Q', 'de la Cruz')).toBe(
      '/en/checkin/select?referenceCode=K7MX2Q&lastName=de+la+Cruz',
    );
  });
});
