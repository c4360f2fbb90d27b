import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

describe('ttlCache', () => {
  it('reuses a value within the ttl and reloads after it', async () => {
    let t = 0;
    const load = vi.fn(async (k: string) => `${k}${load.mock.calls.length}`);
    const get = ttlCache(load, 1000, () => t);
    expect(await get('a')).toBe('a1');
    t = 999;
    expect(await get('a')).toBe('a1');
    t = 1000;
    expect(await get('a')).toBe('a2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers and forgets failures', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 1;
    });
    const get = ttlCache(load, 60_000);
    await expect(Promise.all([get('k'), get('k')])).rejects.toThrow('down');
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await get('k')).toBe(1);
  });
});

describe('ttlCache with a content generation', () => {
  it('reloads as soon as the generation moves, even within the ttl', async () => {
    let generation = 1;
    const load = vi.fn(async (k: string) => `${k}${load.mock.calls.length}`);
    const get = ttlCache(load, 60_000, Date.now, () => generation);
    expect(await get('a')).toBe('a1');
    expect(await get('a')).toBe('a1');
    generation = 2;
    expect(await get('a')).toBe('a2');
    expect(await get('a')).toBe('a2');
  });
});
