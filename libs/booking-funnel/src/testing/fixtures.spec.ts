import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@skybook/api-contract';
import { AIRPORTS, SEARCH_RESULT } from './fixtures.ts';

describe('funnel fixtures', () => {
  it('are airports and a search result as the contract says the server answers them', () => {
    expect(v.parse(endpoints.airports.response, AIRPORTS)).toHaveLength(AIRPORTS.length);
    expect(v.parse(endpoints.searchFlights.response, SEARCH_RESULT).outbound.length).toBeGreaterThan(0);
  });
});
