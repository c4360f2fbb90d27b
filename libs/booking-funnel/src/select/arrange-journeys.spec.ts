import { describe, expect, it } from 'vitest';
import { JOURNEYS } from '../testing/fixtures.ts';
import { arrangeJourneys, DEFAULT_ARRANGEMENT, localDepartureHour } from './arrange-journeys.ts';

const keys = (list: { key: string }[]) => list.map((j) => j.key);

describe('arrangeJourneys', () => {
  it('sorts by lowest fare, departure or duration', () => {
    expect(keys(arrangeJourneys(JOURNEYS, DEFAULT_ARRANGEMENT))).toEqual([
      'SB103-SB205-2026-12-01',
      'SB101-2026-12-01',
      'SB107-2026-12-01',
    ]);
    expect(keys(arrangeJourneys(JOURNEYS, { ...DEFAULT_ARRANGEMENT, sort: 'departure' }))).toEqual([
      'SB103-SB205-2026-12-01',
      'SB101-2026-12-01',
      'SB107-2026-12-01',
    ]);
    const cheapLate = JOURNEYS.map((j) =>
      j.key.startsWith('SB107')
        ? { ...j, fares: j.fares.map((f) => ({ ...f, total: { ...f.total, amount: 100 } })) }
        : j,
    );
    expect(keys(arrangeJourneys(cheapLate, DEFAULT_ARRANGEMENT))[0]).toBe('SB107-2026-12-01');
    expect(keys(arrangeJourneys(cheapLate, { ...DEFAULT_ARRANGEMENT, sort: 'departure' }))[0]).toBe(
      'SB103-SB205-2026-12-01',
    );
    expect(keys(arrangeJourneys(JOURNEYS, { ...DEFAULT_ARRANGEMENT, sort: 'duration' }))).toEqual([
      'SB107-2026-12-01',
      'SB101-2026-12-01',
      'SB103-SB205-2026-12-01',
    ]);
  });

  it('filters direct flights and the departure period on the origin’s clock', () => {
    expect(keys(arrangeJourneys(JOURNEYS, { ...DEFAULT_ARRANGEMENT, stops: 'direct' }))).toEqual([
      'SB101-2026-12-01',
      'SB107-2026-12-01',
    ]);
    expect(localDepartureHour(JOURNEYS[2]!)).toBe(23); // 22:50 UTC is 23:50 in Madrid
    expect(keys(arrangeJourneys(JOURNEYS, { ...DEFAULT_ARRANGEMENT, period: 'evening' }))).toEqual([
      'SB107-2026-12-01',
    ]);
    expect(keys(arrangeJourneys(JOURNEYS, { ...DEFAULT_ARRANGEMENT, period: 'morning' }))).toEqual([
      'SB103-SB205-2026-12-01',
      'SB101-2026-12-01',
    ]);
    expect(arrangeJourneys(JOURNEYS, { ...DEFAULT_ARRANGEMENT, period: 'afternoon' })).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const before = keys(JOURNEYS);
    arrangeJourneys(JOURNEYS, { ...DEFAULT_ARRANGEMENT, sort: 'duration' });
    expect(keys(JOURNEYS)).toEqual(before);
  });
});
