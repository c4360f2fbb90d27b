import { describe, expect, it } from 'vitest';
import { labelEvery, niceTicks, textWidth } from './chart-scale.ts';

describe('niceTicks', () => {
  it('spaces 3 to 5 gridlines by 1, 2 or 5 times a power of ten, up to at least the maximum', () => {
    expect(niceTicks(128_400)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(niceTicks(1_025_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(niceTicks(100_000)).toEqual([0, 50_000, 100_000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('always gives 3 to 5 ascending ticks from 0 that reach the maximum', () => {
    for (let max = 1; max < 200_000; max = Math.ceil(max * 1.37)) {
      const ticks = niceTicks(max);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
      const step = ticks[1]!;
      expect(String(step)).toMatch(/^[125]0*$/);
      expect(ticks.every((t, i) => t === i * step)).toBe(true);
    }
  });

  it('draws an axis even without sales', () => {
    expect(niceTicks(0)).toEqual([0, 1, 2]);
  });
});

describe('labelEvery', () => {
  it('keeps every label when they fit, and thins them so they never overlap', () => {
    expect(labelEvery(60, 40)).toBe(1);
    expect(labelEvery(20, 40)).toBe(3);
    for (const slot of [3, 7.5, 19, 48]) {
      const every = labelEvery(slot, 40);
      // Two shown labels' centres are `every` slots apart: room for one label and the gap.
      expect(every * slot).toBeGreaterThanOrEqual(48);
      expect((every - 1) * slot).toBeLessThan(48);
    }
  });
});

describe('textWidth', () => {
  it('grows with the text and the font', () => {
    expect(textWidth('Nov 18', 12)).toBeGreaterThan(textWidth('Nov 1', 12));
    expect(textWidth('Nov 18', 14)).toBeGreaterThan(textWidth('Nov 18', 12));
  });
});
