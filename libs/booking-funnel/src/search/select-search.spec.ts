import { describe, expect, it } from 'vitest';
import { parseSelectSearch, toSearchRequest, toSelectSearch } from './select-search.ts';

const today = '2026-11-23';

describe('the /select URL', () => {
  it('turns garbage into missing values instead of throwing', () => {
    expect(parseSelectSearch({ from: 'MAD', adults: 'lots', children: { x: 1 }, depart: 20261201 })).toEqual({
      from: 'MAD',
      depart: '20261201',
    });
  });

  it('round-trips a valid return search', () => {
    const search = parseSelectSearch({
      from: 'mad',
      to: 'BOG',
      depart: '2026-12-01',
      return: '2026-12-08',
      adults: '2',
    });
    const check = toSearchRequest(search, 'EUR', today);
    expect(check).toEqual({
      ok: true,
      request: {
        origin: 'MAD',
        destination: 'BOG',
        departDate: '2026-12-01',
        returnDate: '2026-12-08',
        adults: 2,
        children: 0,
        infants: 0,
        currency: 'EUR',
      },
    });
    if (check.ok)
      expect(toSelectSearch(check.request)).toEqual({ ...search, from: 'MAD', children: 0, infants: 0 });
  });

  it('reports the contract’s field keys', () => {
    const same = toSearchRequest({ from: 'MAD', to: 'MAD', depart: '2026-12-01' }, 'EUR', today);
    expect(same).toEqual({ ok: false, fields: { destination: 'errors.same_airport' } });
    const babies = toSearchRequest(
      { from: 'MAD', to: 'BOG', depart: '2026-12-01', adults: 1, infants: 2 },
      'EUR',
      today,
    );
    expect(babies).toEqual({ ok: false, fields: { infants: 'errors.infants_exceed_adults' } });
    const missing = toSearchRequest({}, 'EUR', today);
    expect(missing.ok === false && Object.keys(missing.fields).sort()).toEqual([
      'departDate',
      'destination',
      'origin',
    ]);
  });

  it('refuses a departure in the past', () => {
    expect(toSearchRequest({ from: 'MAD', to: 'BOG', depart: '2026-11-22' }, 'EUR', today)).toEqual({
      ok: false,
      fields: { departDate: 'errors.date_in_past' },
    });
  });
});
