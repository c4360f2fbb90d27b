import type { ApiClient, Hold } from '@skybook/api-contract';
import { AIRPORTS, SEARCH_RESULT } from './fixtures.ts';

export type SearchApi = Pick<ApiClient, 'airports' | 'searchFlights' | 'fareCalendar' | 'createHold'>;

export const SAMPLE_HOLD: Hold = {
  holdId: '7d9f4a4e-8a57-4c1e-9d5b-1f2a3b4c5d6e',
  status: 'active',
  expiresAt: '2099-12-01T10:15:00Z',
  total: { amount: 110800, currency: 'EUR' },
  passengers: { adults: 1, children: 0, infants: 0 },
  journeys: [],
};

/**
 * The search endpoints for stories: the fixture airports and journeys whatever is asked, an
 * empty fare calendar and a hold that always succeeds. `never` leaves the search pending.
 */
export function fakeSearchApi(opts: { search?: 'found' | 'never' | 'fails' } = {}): SearchApi {
  return {
    airports: async () => AIRPORTS,
    searchFlights: () =>
      opts.search === 'never'
        ? new Promise(() => {})
        : opts.search === 'fails'
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(SEARCH_RESULT),
    fareCalendar: async () => [],
    createHold: async () => SAMPLE_HOLD,
  };
}
