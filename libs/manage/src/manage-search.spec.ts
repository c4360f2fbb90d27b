import { describe, expect, it } from 'vitest';
import {
  checkinHref,
  manageHref,
  validateManageConfirmationSearch,
  validateManageSearch,
} from './manage-search.ts';

describe('manage URLs', () => {
  it('keeps an order id, a link token, a trimmed reference and last name, and drops garbage', () => {
    expect(validateManageSearch({ referenceCode: ' K7MX2Q ', lastName: 'Núñez' })).toEqual({
      referenceCode: 'K7MX2Q',
      lastName: 'Núñez',
    });
    const order = '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e';
    expect(validateManageSearch({ order, access: 'AQID.BAUG' })).toEqual({ order, access: 'AQID.BAUG' });
    expect(validateManageSearch({ order: 'K7MX2Q', access: 'x'.repeat(201) })).toEqual({});
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

  it('links the manage and check-in pages by the booking id, never by a name (decision 117)', () => {
    const order = '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e';
    expect(manageHref('es', order)).toBe(`/es/manage?order=${order}`);
    expect(checkinHref('en', order)).toBe(`/en/checkin/select?order=${order}`);
  });
});
