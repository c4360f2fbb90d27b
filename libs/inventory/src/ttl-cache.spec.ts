import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('answers from the cache until the entry is ttl old, then loads again', () => {
    const cache = new TtlCache<number>(1_000, 10);
    let loads = 0;
    const load = () => ++loads;
    expect(cache.get('a', load, 0)).toBe(1);
    expect(cache.get('a', load, 999)).toBe(1);
    expect(cache.get('a', load, 1_000)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent callers and forgets a failed one', async () => {
    const cache = new TtlCache<Promise<string>>(1_000, 10);
    let loads = 0;
    const failing = () => {
      loads++;
      return Promise.reject(new Error('down'));
    };
    const [a, b] = [cache.get('k', failing, 0), cache.get('k', failing, 0)];
    expect(a).toBe(b);
    await expect(a).rejects.toThrow('down');
    expect(loads).toBe(1);
    expect(await cache.get('k', () => Promise.resolve('up'), 1)).toBe('up');
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<string>(1_000, 2);
    cache.get('a', () => 'a1', 0);
    cache.get('b', () => 'b1', 0);
    cache.get('c', () => 'c1', 0);
    expect(cache.get('b', () => 'b2', 1)).toBe('b1');
    expect(cache.get('a', () => 'a2', 1)).toBe('a2');
  });

  it('peeks without loading and keeps what is set until it is ttl old', () => {
    const cache = new TtlCache<string>(1_000, 10);
    expect(cache.peek('a', 0)).toBeUndefined();
    cache.set('a', 'x', 0);
    expect(cache.peek('a', 999)).toBe('x');
    expect(cache.peek('a', 1_000)).toBeUndefined();
  });
});
