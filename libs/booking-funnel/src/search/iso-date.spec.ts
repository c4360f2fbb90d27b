import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isIsoDate, monthWeeks, todayIso } from './iso-date.ts';

describe('iso dates', () => {
  it('validates real calendar days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('lays a month out in weeks starting on the locale’s first day', () => {
    const sundayFirst = monthWeeks('2026-11-10', 0);
    expect(sundayFirst[0]?.[0]).toBe('2026-11-01'); // 1 Nov 2026 is a Sunday
    const mondayFirst = monthWeeks('2026-11-10', 1);
    expect(mondayFirst[0]?.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(mondayFirst.flat().filter(Boolean)).toHaveLength(30);
  });

  it('takes today from the visitor’s own calendar', () => {
    expect(todayIso(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
  });
});
